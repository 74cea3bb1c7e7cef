import { accountEndpoints } from '@emas/api/accounts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/endpoint-call.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The data calls of the shell (spec 000 section 7), one hook each, shared by their screens. */

export const balanceQueryKey = queryKeys.balance;

/** The closed check lives with the market data; the shell's banner reads it from there. */
export { useMarketStatus, type MarketStatusAnswer } from '../market/index.ts';

/** POST /v2/igx/balance: cash balances in IDR and USD as decimal strings. */
export function useBalance(userId: string, enabled = true) {
  return useQuery({
    queryKey: balanceQueryKey(userId),
    queryFn: ({ signal }) =>
      call(accountEndpoints.balance, { body: { user_id: userId } }, signal).then(
        (answer) => answer.body,
      ),
    enabled,
  });
}

/** GET /v2/igx/hub: the hubs of the hub switch. */
export function useHubs(userId: string) {
  return useQuery({
    queryKey: ['hubs', userId],
    queryFn: ({ signal }) =>
      call(accountEndpoints.hub, { query: { user_id: userId } }, signal).then(
        (answer) => answer.body,
      ),
    staleTime: Infinity,
  });
}
