import { contentEndpoints } from '@emas/api/content';
import type { NewsFeed } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-call.ts';

/** The server caches the feeds; the page asks again after this long. */
const NEWS_STALE_MS = 60_000;

/** One card's headlines, as the server read them from its feed. */
export const useNewsFeed = (feed: NewsFeed) =>
  useQuery({
    ...endpointQuery(['news', feed], contentEndpoints.news, { params: { feed } }),
    staleTime: NEWS_STALE_MS,
  });
