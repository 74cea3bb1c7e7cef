import { contentReaderEndpoints as calls, type NewsFeedAnswer } from '@emas/api';
import type { NewsFeed } from '@emas/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { domesticFeedItems, promoContentOf } from './content-repository.ts';
import { type FeedCache, createFeedCache, readHeadlines } from './feed-cache.ts';
import { parseFeed } from './feed-reader.ts';
import { readFeedDocument } from './feed-source.ts';
import { rssDocument } from './rss-writer.ts';
import { sampleFeedDocument } from './sample-feeds.ts';

export type ContentDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
};

const ok = 200 as const;

/** Our own feeds are read in-process on every request, never cached: an edit shows at once. */
const isOwnFeed = (url: string) => url.startsWith('/') && !url.startsWith('//');

const feedUrlOf = (deps: ContentDeps, feed: NewsFeed): string =>
  ({
    gold: deps.config.newsGoldFeedUrl,
    global: deps.config.newsGlobalFeedUrl,
    domestic: deps.config.newsDomesticFeedUrl,
  })[feed];

/** RSS is XML, not JSON: sent as it is written, with its own type. */
const asRss = (reply: FastifyReply) =>
  reply
    .type('application/rss+xml; charset=utf-8')
    .serializer((payload: unknown) => String(payload));

const siteOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * News (spec 002 "News"), the promo page and the landing banner. Each news card reads its feed
 * through the server, which caches it per URL and answers `unavailable` for a feed it cannot
 * read, so one broken feed never breaks another card.
 */
export const contentRoutes: FastifyPluginAsync<ContentDeps> = async (app, deps) => {
  const { db } = deps.database;
  const { newsFeedTimeoutMs: timeoutMs } = deps.config;
  const read = async (url: string) => parseFeed(await readFeedDocument(app, url, timeoutMs));
  const cache: FeedCache = createFeedCache({
    ttlMs: deps.config.newsCacheTtlMs,
    now: () => deps.clock.now(),
    read,
  });

  routeOf(app, calls.news, async (request) => {
    const { feed } = request.params;
    const url = feedUrlOf(deps, feed);
    const answer = isOwnFeed(url) ? await readHeadlines(read, url) : await cache.headlines(url);
    const data: NewsFeedAnswer = {
      feed,
      state: answer.state,
      stale: answer.stale,
      items: answer.items.map((item) => ({
        title: item.title,
        link: item.link,
        description: item.description,
        pubDate: item.publishedAtMs === null ? null : new Date(item.publishedAtMs).toISOString(),
      })),
    };
    return { status: ok, data };
  });
  routeOf(app, calls.promo, async () => ({ status: ok, data: await promoContentOf(db, 'promo') }));
  routeOf(app, calls.banner, async () => ({
    status: ok,
    data: await promoContentOf(db, 'banner'),
  }));
  routeOf(app, calls.domesticFeed, async (request, reply) => {
    const channel = {
      title: 'Berita Pasar Domestik',
      link: `${siteOf(request)}/news`,
      description: 'Domestic market news written by the exchange',
      language: 'id',
    };
    asRss(reply);
    return rssDocument(channel, await domesticFeedItems(db), deps.clock.now());
  });
  routeOf(app, calls.sampleFeed, async (request, reply) => {
    asRss(reply);
    return sampleFeedDocument(request.params.file, deps.clock.now());
  });
};
