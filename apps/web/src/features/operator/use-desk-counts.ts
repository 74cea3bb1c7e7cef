import { staffEndpoints } from '@emas/api/staff';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { operatorCall } from './operator-session.ts';

/** How often the menu reads the counts again while the console is open. */
const DESK_COUNTS_REFRESH_MS = 30_000;
export const DESK_COUNTS_KEY = ['operator', 'desk-counts'] as const;

/**
 * Each open desk's count of waiting items, by the path of the call that opens the desk: read
 * when the console shows, every 30 seconds, when the window gets focus again and after an
 * action on a desk. A desk the server counts nothing for has none.
 */
export function useDeskCounts(): ReadonlyMap<string, number> {
  const query = useQuery({
    queryKey: DESK_COUNTS_KEY,
    queryFn: ({ signal }) => operatorCall(staffEndpoints.deskCounts, {}, signal),
    refetchInterval: DESK_COUNTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const counts = query.data?.data.body;
  return useMemo(
    () => new Map((counts ?? []).map((count) => [count.opens, count.waiting])),
    [counts],
  );
}
