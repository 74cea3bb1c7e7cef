import { accountEndpoints } from '@emas/api/accounts';
import { withdrawalEndpoints } from '@emas/api/withdrawal';
import { endpointQuery } from '../../lib/endpoint-call.ts';

/** The withdrawal screens' reads; every key starts with 'withdrawal' so a request refreshes them. */
export const WITHDRAWAL_KEY = 'withdrawal';

export const withdrawalsQuery = () =>
  endpointQuery([WITHDRAWAL_KEY, 'list'], withdrawalEndpoints.withdrawals, {});

export const depositHistoryQuery = () =>
  endpointQuery([WITHDRAWAL_KEY, 'deposits'], withdrawalEndpoints.depositWithdrawalHistory, {});

export const destinationQuery = (userId: string) =>
  endpointQuery(
    [WITHDRAWAL_KEY, 'payment-information', userId],
    accountEndpoints.paymentInformation,
    {
      body: { user_id: userId },
    },
  );
