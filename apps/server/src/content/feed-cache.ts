import { type NewsItem, headlinesOf, isFeedFresh } from '@emas/domain';

/** What a news card gets: its headlines, or `unavailable` when its feed cannot be read. */
export type FeedAnswer =
  | { readonly state: 'available'; readonly stale: boolean; readonly items: NewsItem[] }
  | { readonly state: 'unavailable'; readonly stale: false; readonly items: [] };

/** A feed that cannot be read is not tried again for this long (or the TTL, if shorter). */
export const FEED_RETRY_MS_MAX = 60_000;

type Entry = {
  /** The last headlines read, or null if the feed was never read successfully. */
  readonly items: NewsItem[] | null;
  /** The last read failed: the items (if any) are the last good copy. */
  readonly failed: boolean;
  readonly checkedAtMs: number;
};

/** One read of a feed, uncached: for our own feeds, read in-process, where a cache would only delay an edit. */
export const readHeadlines = async (
  read: (url: string) => Promise<NewsItem[]>,
  url: string,
): Promise<FeedAnswer> => {
  try {
    return { state: 'available', stale: false, items: headlinesOf(await read(url)) };
  } catch {
    return { state: 'unavailable', stale: false, items: [] };
  }
};

export type FeedCache = {
  /** The feed's headlines: from the cache while fresh, else read again (one read at a time). */
  headlines(url: string): Promise<FeedAnswer>;
};

/**
 * Caches each feed by URL for `ttlMs`. A failed read keeps serving the last good copy, marked
 * stale, and is retried after the TTL or `FEED_RETRY_MS_MAX`, whichever is shorter; one feed's
 * failure never touches another's entry. Concurrent requests for a feed share one read.
 */
export const createFeedCache = (deps: {
  readonly ttlMs: number;
  readonly now: () => number;
  readonly read: (url: string) => Promise<NewsItem[]>;
}): FeedCache => {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<Entry>>();
  const retryMs = Math.min(deps.ttlMs, FEED_RETRY_MS_MAX);

  const refresh = async (url: string): Promise<Entry> => {
    const previous = entries.get(url);
    let next: Entry;
    try {
      next = { items: headlinesOf(await deps.read(url)), failed: false, checkedAtMs: deps.now() };
    } catch {
      next = { items: previous?.items ?? null, failed: true, checkedAtMs: deps.now() };
    }
    entries.set(url, next);
    return next;
  };

  const current = (url: string): Promise<Entry> => {
    const entry = entries.get(url);
    const ttl = entry?.failed ? retryMs : deps.ttlMs;
    if (entry !== undefined && isFeedFresh(entry.checkedAtMs, deps.now(), ttl)) {
      return Promise.resolve(entry);
    }
    const pending = reading.get(url);
    if (pending !== undefined) return pending;
    const read = refresh(url).finally(() => reading.delete(url));
    reading.set(url, read);
    return read;
  };

  return {
    async headlines(url) {
      const entry = await current(url);
      if (entry.items === null) return { state: 'unavailable', stale: false, items: [] };
      return { state: 'available', stale: entry.failed, items: entry.items };
    },
  };
};
