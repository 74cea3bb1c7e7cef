import { apiEndpoints } from '@emas/api';
import { endpointQuery } from '../../lib/endpoint-call.ts';

/** The withdrawal screens' reads; every key starts with 'withdrawal' so a request refreshes them. */
export const WITHDRAWAL_KEY = 'withdrawal';

export const withdrawalsQuery = () =>
  endpointQuery([WITHDRAWAL_KEY, 'list'], apiEndpoints.withdrawal.withdrawals, {});

export const depositHistoryQuery = () =>
  endpointQuery([WITHDRAWAL_KEY, 'deposits'], apiEndpoints.withdrawal.depositWithdrawalHistory, {});

export const destinationQuery = (userId: string) =>
  endpointQuery(
    [WITHDRAWAL_KEY, 'payment-information', userId],
    apiEndpoints.accounts.paymentInformation,
    {
      body: { user_id: userId },
    },
  );
