import { accountEndpoints } from '@emas/api/accounts';
import { withdrawalEndpoints } from '@emas/api/withdrawal';
import { LAST_TRANSACTIONS_SHOWN } from '@emas/domain';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The Transfer screen's reads; every key starts with 'transfer' so a withdrawal refreshes them. */
export const [TRANSFER_KEY] = queryKeys.transfer;

/** POST /v2/igx/payment_information: the RPED account and the withdrawal accounts. */
export const paymentInformationQuery = (userId: string) =>
  endpointQuery(
    [TRANSFER_KEY, 'payment-information', userId],
    accountEndpoints.paymentInformation,
    {
      body: { user_id: userId },
    },
  );

/** POST /v2/igx/last_transactions?skip=0&limit=10&type=bank: the last 10 cash movements. */
export const lastTransactionsQuery = (userId: string) =>
  endpointQuery([TRANSFER_KEY, 'last-transactions', userId], withdrawalEndpoints.lastTransactions, {
    query: { skip: '0', limit: String(LAST_TRANSACTIONS_SHOWN), type: 'bank' },
    body: { user_id: userId },
  });
