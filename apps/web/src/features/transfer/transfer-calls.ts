import { accountEndpoints } from '@emas/api/accounts';
import { creditEndpoints } from '@emas/api/credit';
import { withdrawalEndpoints } from '@emas/api/withdrawal';
import { LAST_TRANSACTIONS_SHOWN } from '@emas/domain';
import { endpointQuery } from '../../lib/endpoint-call.ts';

/** The Transfer screen's reads; every key starts with 'transfer' so a withdrawal refreshes them. */
export const TRANSFER_KEY = 'transfer';

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

/** POST /v2/igx/credit_information (our addition): the credit figures of spec 002 §9. */
export const creditInformationQuery = (userId: string) =>
  endpointQuery([TRANSFER_KEY, 'credit', userId], withdrawalEndpoints.creditInformation, {
    body: { user_id: userId },
  });

/** POST /v2/igx/credit_requests (our addition): the caller's last credit requests. */
export const creditRequestsQuery = (userId: string) =>
  endpointQuery([TRANSFER_KEY, 'credit-requests', userId], creditEndpoints.requests, {
    body: { user_id: userId },
  });
