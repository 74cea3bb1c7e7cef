import type { CallAnswer, CallInput, Endpoint } from '@emas/api';
import { PAGE_SIZE } from '@emas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { operatorCall } from './operator-session.ts';

type PagedEndpoint = Endpoint & {
  readonly query: NonNullable<Endpoint['query']>;
};

/**
 * A console list a page at a time: the page's rows and the count, the previous page kept on
 * screen while the next loads, and the query key for refreshing after an action.
 */
export function useOperatorPage<E extends PagedEndpoint>(
  key: string,
  endpoint: E,
  filter: Omit<NonNullable<CallInput<E>['query']>, 'offset' | 'limit'>,
) {
  const [page, setPage] = useState(0);
  const queryKey = ['operator', key, filter, page] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      operatorCall(
        endpoint,
        { query: { ...filter, offset: page * PAGE_SIZE, limit: PAGE_SIZE } } as CallInput<E>,
        signal,
      ) as Promise<CallAnswer<E>>,
    placeholderData: keepPreviousData,
  });
  return { query, page, setPage, refreshKey: ['operator', key] as const };
}
