import type { Endpoint } from '../endpoint.ts';
import { endpoint } from '../endpoint.ts';
import { contentOperatorEndpoints } from './operator-endpoints.ts';
import {
  newsFeedParamsSchema,
  newsFeedResponseSchema,
  promoContentResponseSchema,
  rssDocumentSchema,
  sampleFeedParamsSchema,
} from './schemas.ts';

/** The signed-in pages' reads, and the RSS documents the server itself publishes. */
export const contentReaderEndpoints = {
  news: endpoint({
    method: 'GET',
    path: '/v2/news/:feed',
    params: newsFeedParamsSchema,
    response: newsFeedResponseSchema,
    auth: 'bearer',
    tag: 'content',
    summary: 'Get news headlines',
    description:
      "One news card's headlines (gold, global, domestic), read by the server from its feed and cached",
  }),
  promo: endpoint({
    method: 'GET',
    path: '/v2/content/promo',
    response: promoContentResponseSchema,
    auth: 'bearer',
    tag: 'content',
    summary: 'Get the promo page',
    description: 'The promo page (/promo) as operators wrote it',
  }),
  banner: endpoint({
    method: 'GET',
    path: '/v2/content/banner',
    response: promoContentResponseSchema,
    auth: 'bearer',
    tag: 'content',
    summary: 'Get the landing banner',
    description: 'The landing banner shown after sign-in, as operators wrote it',
  }),
  domesticFeed: endpoint({
    method: 'GET',
    path: '/get/rss/news/domestic_news.rss',
    response: rssDocumentSchema,
    auth: 'none',
    tag: 'content',
    summary: 'Get the domestic news feed (RSS)',
    description:
      "The domestic news feed (RSS 2.0, application/rss+xml) built from the operators' items",
  }),
  sampleFeed: endpoint({
    method: 'GET',
    path: '/get/rss/news/sample/:file',
    params: sampleFeedParamsSchema,
    response: rssDocumentSchema,
    auth: 'none',
    tag: 'content',
    summary: 'Get a sample news feed (RSS)',
    description:
      'Bundled sample gold and global feeds (RSS 2.0), the offline default of the news feeds',
  }),
} as const satisfies Record<string, Endpoint>;

/** News feeds, the promo page and the landing banner, written by operators. */
export const contentEndpoints = {
  ...contentReaderEndpoints,
  ...contentOperatorEndpoints,
} as const satisfies Record<string, Endpoint>;
