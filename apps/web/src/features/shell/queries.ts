import type { Balance, Hub } from '@emas/api';
import { PRICE_POLL_MS, type CloseType } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The data calls of the shell (spec 000 section 7), one hook each, shared by their screens. */

export const balanceQueryKey = (userId: string) => ['balance', userId] as const;

/** POST /v2/igx/balance: cash balances in IDR and USD as decimal strings. */
export function useBalance(userId: string, enabled = true) {
  return useQuery({
    queryKey: balanceQueryKey(userId),
    queryFn: ({ signal }) =>
      api<{ body: Balance }>('/v2/igx/balance', {
        method: 'POST',
        body: { user_id: userId },
        signal,
      }).then((answer) => answer.body),
    enabled,
  });
}

export type MarketStatusAnswer = { is_closed: boolean; close_type: CloseType; server_time: string };

/** GET /v2/igx/market_status, polled every 3 s like the spec's closed check. */
export function useMarketStatus() {
  return useQuery({
    queryKey: ['market-status'],
    queryFn: ({ signal }) => api<MarketStatusAnswer>('/v2/igx/market_status', { signal }),
    refetchInterval: PRICE_POLL_MS,
  });
}

/** GET /v2/igx/hub: the hubs of the hub switch. */
export function useHubs(userId: string) {
  return useQuery({
    queryKey: ['hubs', userId],
    queryFn: ({ signal }) =>
      api<{ body: Hub[] }>(`/v2/igx/hub?user_id=${encodeURIComponent(userId)}`, { signal }).then(
        (answer) => answer.body,
      ),
    staleTime: Infinity,
  });
}
