import { LAST_DAY_OF_MONTH, MONTH_DAY_MAX, RECURRING_FREQUENCIES, WEEKDAY_MAX } from '@emas/domain';
import { z } from 'zod';
import { decimalStringSchema, digitsSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

/**
 * Recurring buys (nabung emas rutin, issue 23): a client's schedule that buys a contract for a
 * rupiah amount every day, week or month at a time of day in Jakarta, by market order.
 */

/** Weekly: 1 (Monday) to 7 (Sunday); monthly: 1 to 28 or "last"; daily: left out or null. */
const daySchema = z.union([
  z.number().int().min(1).max(Math.max(WEEKDAY_MAX, MONTH_DAY_MAX)),
  z.literal(LAST_DAY_OF_MONTH),
]);

export const recurringBuyBodySchema = z.object({
  contract_id: z.number().int().min(1).max(1_000_000),
  /** Rupiah per run, up to 2 decimals. */
  amount_idr: decimalStringSchema.max(20),
  frequency: z.enum(RECURRING_FREQUENCIES),
  day: daySchema.nullable().optional(),
  /** HH:MM in Jakarta time (WIB), 07:00 to 23:59; 09:00 when left out. */
  time: textSchema(5).optional(),
});

export const recurringBuyRunSchema = z.object({
  id: z.string(),
  /** The Jakarta date the run belongs to: one run per schedule and market day. */
  market_day: z.string(),
  due_at: z.string(),
  /**
   * `placing`: claimed, its order on its way; `filled`: its market order bought gold;
   * `unfilled`: the order found nothing to buy; `skipped`: no order, `reason` says why.
   */
  status: z.enum(['placing', 'filled', 'unfilled', 'skipped']),
  reason: z.string().nullable(),
  order_id: z.string().nullable(),
  /** Lots bought, 1 decimal. */
  quantity: decimalStringSchema.nullable(),
  /** Rupiah per lot, on average over the fills. */
  average_price: decimalStringSchema.nullable(),
  /** Rupiah paid: value, fee and tax. */
  total: decimalStringSchema.nullable(),
  /** The same in US dollars (4 decimals), at the rate the order was placed at. */
  average_price_usd: decimalStringSchema.nullable(),
  total_usd: decimalStringSchema.nullable(),
});
export type RecurringBuyRun = z.infer<typeof recurringBuyRunSchema>;

export const recurringBuySchema = z.object({
  id: z.string(),
  contract_id: z.number().int(),
  amount_idr: decimalStringSchema,
  frequency: z.enum(RECURRING_FREQUENCIES),
  day: daySchema.nullable(),
  time: z.string(),
  status: z.enum(['active', 'paused', 'cancelled']),
  /** When the next run is due; null while paused or once cancelled. */
  next_run_at: z.string().nullable(),
  next_market_day: z.string().nullable(),
  created_at: z.string(),
  /** The newest runs, newest first (the whole history is paged by its own call). */
  last_runs: z.array(recurringBuyRunSchema),
});
export type RecurringBuy = z.infer<typeof recurringBuySchema>;

export const recurringBuyParamsSchema = z.object({ id: textSchema(64).min(1) });
export const recurringBuyRunsQuerySchema = z.object({
  offset: digitsSchema(0, 1_000_000_000).default(0),
  limit: digitsSchema(1, 50).default(10),
});

export const recurringBuyResponseSchema = answers.body(recurringBuySchema);
export const recurringBuysResponseSchema = answers.body(z.array(recurringBuySchema));
export const recurringBuyRunsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(recurringBuyRunSchema) }),
);
export const recurringBuyRunResponseSchema = answers.body(recurringBuyRunSchema);
