import { helpEndpoints } from '@emas/api/help';
import { NOTICES_PAGE_SIZE } from '@emas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '../../lib/endpoint-call.ts';

/**
 * The account's notices (Help › NOTIFICATION's calls), read by the bell and the Help tab
 * alike: one key, so a notice read in one is read in the other.
 */
export const NOTICES_KEY = ['help', 'notices'] as const;

/** A page of the notices, newest first, with the unread count; page 0 is the bell's. */
export const noticesQuery = (page: number) =>
  endpointQuery([...NOTICES_KEY, page], helpEndpoints.notices, {
    query: { offset: String(page * NOTICES_PAGE_SIZE), limit: String(NOTICES_PAGE_SIZE) },
  });

/** Marks one notice read (its id), or all of them (null); every page of the list refreshes. */
export function useMarkNoticesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string | null) =>
      call(helpEndpoints.markNoticesRead, {
        body: noticeId === null ? {} : { notice_id: noticeId },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}
