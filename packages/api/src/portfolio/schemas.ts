import { PORTFOLIO_RANGES } from '@emas/domain';
import { z } from 'zod';
import { decimalStringSchema } from '../common.ts';
import { answers } from '../endpoint.ts';
import { orderDirectionSchema } from '../trading/schemas.ts';

/**
 * The client's portfolio home (our addition, issue 23): what the account holds now and its value
 * over time. Money is rupiah with 2 decimals, gold grams with 3, percentages with 2 ("2.46" is
 * 2.46 %); the web shows them in the chosen currency at the live rate, the rupiah staying the
 * record.
 */

/** A profit or loss with its percent of the cost; `percent` null when nothing cost anything. */
export const portfolioChangeSchema = z.object({
  amount: decimalStringSchema,
  percent: decimalStringSchema.nullable(),
});
export type PortfolioChange = z.infer<typeof portfolioChangeSchema>;

/** One contract the client holds gold of. */
export const portfolioContractSchema = z.object({
  contract_id: z.number().int(),
  contract_code: z.string(),
  /** Gold owned: free, held for open sells and for a delivery. */
  quantity_gram: decimalStringSchema,
  /** Average cost per gram of the LIFO lots, fee and tax included. */
  average_buy_price: decimalStringSchema,
  /** What a gram sells for now (best bid, else the last trade or the reference); null unknown. */
  price_now: decimalStringSchema.nullable(),
  /** The previous market day's close per gram, for today's change. */
  previous_close: decimalStringSchema.nullable(),
  value: decimalStringSchema.nullable(),
  cost: decimalStringSchema,
  unrealized_pnl: portfolioChangeSchema.nullable(),
});
export type PortfolioContract = z.infer<typeof portfolioContractSchema>;

/** One of the client's last fills: one side of a trade, and the order it filled. */
export const portfolioFillSchema = z.object({
  trade_id: z.string(),
  order_id: z.string(),
  contract_id: z.number().int(),
  contract_code: z.string(),
  direction: orderDirectionSchema,
  quantity_gram: decimalStringSchema,
  price_per_gram: decimalStringSchema,
  value: decimalStringSchema,
  filled_at: z.string(),
});
export type PortfolioFill = z.infer<typeof portfolioFillSchema>;

export const portfolioSchema = z.object({
  as_of: z.string(),
  /** Every priced contract's gold at the price now. */
  gold_value: decimalStringSchema,
  /** The gold's change since the previous close; null before any close. */
  today_change: portfolioChangeSchema.nullable(),
  cash: z.object({
    /** Free to trade or withdraw (below zero while a buy on credit is owed). */
    free: decimalStringSchema,
    /** Held for open buys and withdrawals in process. */
    held: decimalStringSchema,
    total: decimalStringSchema,
  }),
  /** Gold value and cash. */
  total: decimalStringSchema,
  contracts: z.array(portfolioContractSchema),
  /** Contracts whose gold has no price now, left out of the gold value. */
  unpriced_contract_ids: z.array(z.number().int()),
  /** The newest fills first, at most 10. */
  last_fills: z.array(portfolioFillSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
export const portfolioResponseSchema = answers.data(portfolioSchema);

export const portfolioRangeSchema = z.enum(PORTFOLIO_RANGES);
export const portfolioHistoryQuerySchema = z.object({ range: portfolioRangeSchema.default('1M') });

/** The portfolio's value at the end of a Jakarta day (today: now). */
export const portfolioPointSchema = z.object({
  date: z.string(),
  cash: decimalStringSchema,
  gold: decimalStringSchema,
  value: decimalStringSchema,
});
export type PortfolioPoint = z.infer<typeof portfolioPointSchema>;
export const portfolioHistoryResponseSchema = answers.data(
  z.object({ range: portfolioRangeSchema, points: z.array(portfolioPointSchema) }),
);
