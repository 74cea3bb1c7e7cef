import { z } from 'zod';
import { decimalStringSchema, digitsSchema, okStatus } from '../common.ts';
import { orderDirectionSchema } from './schemas.ts';

/**
 * The trading screen's tape and the client's own fills (issue 23): prices per lot and per gram
 * in rupiah with 2 decimals, quantities in lots with their exact milligrams, as every trading
 * call writes them.
 */

const contractIdSchema = digitsSchema(1, Number.MAX_SAFE_INTEGER);
/** Epoch seconds, as a candle's `time`: a chart asks for the fills of the span it shows. */
const epochSecondsSchema = digitsSchema(0, 253_402_300_799);

/** GET /v2/igx/recent_trades?contract_id=5&limit=30: the latest trades, newest first. */
export const recentTradesQuerySchema = z.object({
  contract_id: contractIdSchema,
  limit: digitsSchema(1, 100).default(30),
});
export const recentTradeSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  price: decimalStringSchema,
  price_per_gram: decimalStringSchema,
  quantity: decimalStringSchema,
  quantity_mg: decimalStringSchema,
  /** The side that took liquidity: a buy lifted an ask, a sell hit a bid. */
  taker_side: orderDirectionSchema,
});
export type RecentTrade = z.infer<typeof recentTradeSchema>;
export const recentTradesResponseSchema = z.object({
  status: okStatus,
  data: z.array(recentTradeSchema),
});

/**
 * GET /v2/igx/fills?contract_id=5&from=1764000000&to=1764086400: the caller's own fills of a
 * contract between two instants (epoch seconds, both included; `to` defaults to now), oldest
 * first, at most FILLS_MAX (the newest of them).
 */
export const FILLS_MAX = 500;
export const fillsQuerySchema = z.object({
  contract_id: contractIdSchema,
  from: epochSecondsSchema,
  to: epochSecondsSchema.optional(),
});
export const fillSchema = z.object({
  trade_id: z.string(),
  order_id: z.string(),
  /** The caller's side of the trade. */
  direction: orderDirectionSchema,
  /** Epoch seconds, as a candle's `time`. */
  time: z.number().int(),
  price: decimalStringSchema,
  price_per_gram: decimalStringSchema,
  quantity: decimalStringSchema,
  quantity_mg: decimalStringSchema,
});
export type Fill = z.infer<typeof fillSchema>;
export const fillsResponseSchema = z.object({ status: okStatus, data: z.array(fillSchema) });
