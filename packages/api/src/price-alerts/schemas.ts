import { PRICE_ALERT_DIRECTIONS } from '@emas/domain';
import { z } from 'zod';
import { decimalStringSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';
import { decimalInputSchema } from '../trading/schemas.ts';

/**
 * Price alerts (issue 23): a price per lot in rupiah with 2 decimals, as the ticket's limit
 * price is typed and the trading calls answer it.
 */
export const priceAlertDirectionSchema = z.enum(PRICE_ALERT_DIRECTIONS);

/** POST /v2/igx/price_alerts. */
export const createPriceAlertSchema = z.object({
  /** A JSON whole number, as add_order takes it. */
  contract_id: z.number().int().positive(),
  direction: priceAlertDirectionSchema,
  /** Rupiah per lot, 2 decimals at most. */
  price: decimalInputSchema(2),
});

/** An alert: waiting (`active`), or done (`fired`, with when and at what trade price). */
export const priceAlertSchema = z.object({
  id: z.string(),
  contract_id: z.number().int(),
  direction: priceAlertDirectionSchema,
  price: decimalStringSchema,
  state: z.enum(['active', 'fired']),
  created_at: z.string(),
  fired_at: z.string().nullable(),
  /** The price of the trade that fired it. */
  fired_price: decimalStringSchema.nullable(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

export const priceAlertResponseSchema = answers.data(priceAlertSchema);
/** Newest first: the active ones and those that fired, with how many are active. */
export const priceAlertsResponseSchema = answers.data(
  z.object({ active: z.number().int(), body: z.array(priceAlertSchema) }),
);
export const priceAlertIdParamsSchema = z.object({ id: textSchema(64).min(1) });
export const priceAlertDeletedResponseSchema = answers.data(z.object({ id: z.string() }));
