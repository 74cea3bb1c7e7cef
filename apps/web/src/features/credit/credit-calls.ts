import { creditEndpoints } from '@emas/api/credit';
import { withdrawalEndpoints } from '@emas/api/withdrawal';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** POST /v2/igx/credit_information (our addition): the credit figures of spec 002 §9. */
export const creditInformationQuery = (userId: string) =>
  endpointQuery([...queryKeys.transfer, 'credit', userId], withdrawalEndpoints.creditInformation, {
    body: { user_id: userId },
  });

/** POST /v2/igx/credit_requests (our addition): the caller's last credit requests. */
export const creditRequestsQuery = (userId: string) =>
  endpointQuery([...queryKeys.transfer, 'credit-requests', userId], creditEndpoints.requests, {
    body: { user_id: userId },
  });
