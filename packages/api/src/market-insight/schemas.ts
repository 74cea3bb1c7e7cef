import { z } from 'zod';
import { decimalStringSchema, digitsSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';
import { operatorPageQuerySchema } from '../operator/index.ts';

/** Market insight, the trade page's video frames and video upload: schemas of the calls. */

const closeTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The third-party widgets the page may embed; `none` keeps to our own data (MARKET_WIDGETS). */
export const MARKET_WIDGET_PROVIDERS = ['none', 'tradingview'] as const;
export type MarketWidgetProvider = (typeof MARKET_WIDGET_PROVIDERS)[number];

export const marketInsightQuerySchema = z.object({
  /** How many calendar days from today, Jakarta; 14 by default. */
  days: digitsSchema(1, 42).default(14),
});

export const calendarSpanSchema = z.object({
  /** HH:MM, Jakarta; `from` included, `to` excluded ('24:00' ends the day). */
  from: z.string(),
  to: z.string(),
  close_type: closeTypeSchema,
});
export const calendarDaySchema = z.object({
  date: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  spans: z.array(calendarSpanSchema),
});
export type CalendarDayBody = z.infer<typeof calendarDaySchema>;

export const marketInsightContractSchema = z.object({
  contract_id: z.number().int(),
  code_name: z.string(),
  name: z.string(),
  /** The day's range and change per gram, rupiah; null before the day's first trade. */
  low_idr: decimalStringSchema.nullable(),
  high_idr: decimalStringSchema.nullable(),
  last_idr: decimalStringSchema.nullable(),
  change_idr: decimalStringSchema.nullable(),
  /** Percent with 2 decimals. */
  change_percent: decimalStringSchema.nullable(),
});
export type MarketInsightContract = z.infer<typeof marketInsightContractSchema>;

export const marketInsightSchema = z.object({
  gold: z.object({
    usd_per_ounce: decimalStringSchema,
    usd_per_gram: decimalStringSchema,
    idr_per_ounce: decimalStringSchema,
    idr_per_gram: decimalStringSchema,
    observed_at: z.string(),
  }),
  /** Whole rupiah per US dollar. */
  rate: z.object({ buy: decimalStringSchema, sell: decimalStringSchema }),
  contracts: z.array(marketInsightContractSchema),
  market: z.object({ is_closed: z.boolean(), close_type: closeTypeSchema }),
  calendar: z.array(calendarDaySchema),
  /** This year's special closure (close type 2), YYYY-MM-DD. */
  special_closure: z.object({ from: z.string(), to: z.string() }),
  widgets: z.enum(MARKET_WIDGET_PROVIDERS),
});
export type MarketInsight = z.infer<typeof marketInsightSchema>;
export const marketInsightResponseSchema = answers.data(marketInsightSchema);

/** One live frame of the trade page: our own video (a file) or a configured page to embed. */
export const tradeVideoSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  kind: z.enum(['video', 'embed']),
});
export type TradeVideoSource = z.infer<typeof tradeVideoSourceSchema>;
export const tradeVideosResponseSchema = answers.data(
  z.object({ sources: z.array(tradeVideoSourceSchema) }),
);

export const uploadedVideoSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  description: z.string(),
  content_type: z.string(),
  size_bytes: decimalStringSchema,
  created_at: z.string(),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;
export const uploadVideoResponseSchema = answers.data(uploadedVideoSchema);

/** A signed, expiring stream link: the `<video>` element cannot send a bearer token. */
export const videoStreamParamsSchema = z.object({ id: textSchema(64).min(1) });
export const videoStreamQuerySchema = z.object({
  expires: digitsSchema(0, Number.MAX_SAFE_INTEGER),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const operatorVideoSchema = uploadedVideoSchema.extend({
  uploader_hin: z.string(),
  uploader_name: z.string(),
  published: z.boolean(),
  stream_url: z.string(),
});
export type OperatorVideo = z.infer<typeof operatorVideoSchema>;
export const operatorVideosQuerySchema = operatorPageQuerySchema;
export const operatorVideosResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(operatorVideoSchema) }),
);
export const publishVideoParamsSchema = z.object({ id: textSchema(64).min(1) });
export const publishVideoBodySchema = z.object({ published: z.boolean() });
export const publishVideoResponseSchema = answers.data(
  z.object({ video_id: z.string(), published: z.boolean() }),
);
