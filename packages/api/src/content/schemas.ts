import {
  NEWS_DESCRIPTION_LENGTH_MAX,
  NEWS_FEEDS,
  NEWS_LINK_LENGTH_MAX,
  NEWS_TITLE_LENGTH_MAX,
  PROMO_BODY_LENGTH_MAX,
  PROMO_LINK_LENGTH_MAX,
  PROMO_SLOTS,
  PROMO_TITLE_LENGTH_MAX,
  isPromoLink,
  isWebLink,
} from '@emas/domain';
import { z } from 'zod';
import { digitsSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

/** Text with line breaks allowed (a description, a promo body), but no other control character. */
const multilineSchema = (lengthMax: number) =>
  z
    .string()
    .max(lengthMax)
    .regex(/^(?:[\n\r\t]|[^\p{Cc}])*$/u, 'must not contain control characters');

const requiredText = (lengthMax: number) =>
  textSchema(lengthMax).refine((text) => text.trim() !== '', 'must not be empty');

export const newsFeedSchema = z.enum(NEWS_FEEDS);
export const newsFeedParamsSchema = z.object({ feed: newsFeedSchema });

/** A headline as the cards show it (spec 002 section 3: title, url (link), description, pubDate). */
export const newsItemSchema = z.object({
  title: z.string(),
  link: z.string(),
  description: z.string(),
  /** ISO 8601, or null when the feed gives no readable date. */
  pubDate: z.string().nullable(),
});
export type NewsHeadline = z.infer<typeof newsItemSchema>;

/**
 * One feed: `available` with its headlines (`stale` when a refresh failed and the last good
 * copy is served), or `unavailable` when it could not be read and nothing is cached.
 */
export const newsFeedResponseSchema = answers.data(
  z.object({
    feed: newsFeedSchema,
    state: z.enum(['available', 'unavailable']),
    stale: z.boolean(),
    items: z.array(newsItemSchema),
  }),
);
export type NewsFeedAnswer = z.infer<typeof newsFeedResponseSchema>['data'];

/** An RSS 2.0 document, sent as application/rss+xml. */
export const rssDocumentSchema = z.string();
export const sampleFeedParamsSchema = z.object({ file: z.enum(['gold.rss', 'global.rss']) });

export const promoSlotSchema = z.enum(PROMO_SLOTS);
export const promoContentSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of this site (`/promo`) or an http(s) address; null for none. */
  link: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PromoContent = z.infer<typeof promoContentSchema>;
export const promoContentResponseSchema = answers.data(promoContentSchema);

/** The console's news items: the domestic feed's source. */
export const operatorNewsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  description: z.string(),
  pub_date: z.string(),
  updated_at: z.string(),
});
export type OperatorNewsItem = z.infer<typeof operatorNewsItemSchema>;

export const operatorNewsRequestSchema = z.object({
  title: requiredText(NEWS_TITLE_LENGTH_MAX),
  link: textSchema(NEWS_LINK_LENGTH_MAX).refine(isWebLink, 'must be an http or https address'),
  description: multilineSchema(NEWS_DESCRIPTION_LENGTH_MAX),
  /** When it was published, ISO 8601; now when left out. */
  pub_date: z.string().datetime({ offset: true }).optional(),
});
export type OperatorNewsRequest = z.infer<typeof operatorNewsRequestSchema>;

export const operatorNewsPageQuerySchema = z.object({
  offset: digitsSchema(0, 1_000_000_000).default(0),
  limit: digitsSchema(1, 100).default(10),
});
export const operatorNewsIdParamsSchema = z.object({ id: textSchema(64).min(1) });
export const operatorNewsPageResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(operatorNewsItemSchema) }),
);
export const operatorNewsItemResponseSchema = answers.data(operatorNewsItemSchema);
export const operatorNewsDeletedResponseSchema = answers.data(z.object({ id: z.string() }));

export const operatorPromoParamsSchema = z.object({ slot: promoSlotSchema });
/** The banner's text is shorter than the promo's (`PROMO_BODY_LENGTH_MAX`): the server checks it. */
export const operatorPromoRequestSchema = z.object({
  title: requiredText(PROMO_TITLE_LENGTH_MAX),
  body: multilineSchema(PROMO_BODY_LENGTH_MAX.promo),
  link: textSchema(PROMO_LINK_LENGTH_MAX)
    .refine(isPromoLink, 'must be a path of this site or an http or https address')
    .nullable(),
});
export type OperatorPromoRequest = z.infer<typeof operatorPromoRequestSchema>;
export const operatorPromoResponseSchema = answers.data(
  z.object({ promo: promoContentSchema, banner: promoContentSchema }),
);
