import { z } from 'zod';
import { appNameSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

/** A broker named in the path by its id (its app name). */
export const brokerParamsSchema = z.object({ id: appNameSchema });

/** A percentage with at most 2 decimals, "1.00" for 1% (one basis point is "0.01"). */
const percentSchema = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);
/** Rupiah with at most 2 decimals, "500.00". */
const rupiahSchema = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);

/**
 * A broker's rates as the API writes them: percentages and rupiah as decimal strings (never
 * floats); the server keeps basis points and sen.
 */
export const brokerRatesSchema = z.object({
  fee_rate: percentSchema,
  fee_minimum: rupiahSchema,
  tax_rate: percentSchema,
  storage_rate_per_year: percentSchema,
  delivery_fee_per_kg: rupiahSchema,
  delivery_tax_rate: percentSchema,
  insurance_rate: percentSchema,
  insurance_tax_rate: percentSchema,
});

export const brokerFeeScheduleSchema = brokerRatesSchema.extend({
  id: z.string(),
  broker_id: z.string(),
  /** Epoch ms it takes over from: 00:00 in Jakarta of its date, or when it was added, if later. */
  effective_from_ms: z.number().int(),
  created_at_ms: z.number().int(),
});

/** A new schedule: its rates and the Jakarta date it takes effect, today or later. */
export const brokerFeeScheduleRequestSchema = brokerRatesSchema.extend({
  effective_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** A broker's schedule in force now and its whole history, newest first. */
export const brokerFeesSchema = z.object({
  broker_id: z.string(),
  in_force: brokerFeeScheduleSchema.nullable(),
  history: z.array(brokerFeeScheduleSchema),
});
export const brokerFeesResponseSchema = answers.data(brokerFeesSchema);

const colourSchema = textSchema(7);

/** What an admin may change of a broker's white label (the logo is its own upload). */
export const brokerBrandingRequestSchema = z.object({
  label: textSchema(60),
  brand_colour: colourSchema,
  brand_strong_colour: colourSchema,
  register_path: textSchema(40).nullable(),
});

/** A broker's white label as the web reads it; `logo_url` is null while it has none. */
export const brokerBrandingSchema = brokerBrandingRequestSchema.extend({
  id: appNameSchema,
  is_default: z.boolean(),
  logo_url: z.string().nullable(),
  version: z.number().int(),
});
export const brokerBrandingResponseSchema = answers.data(brokerBrandingSchema);
export const brokerBrandingsResponseSchema = answers.data(z.array(brokerBrandingSchema));

/** The console's list: each broker's white label with its schedule in force. */
export const operatorBrokerSchema = brokerBrandingSchema.extend({
  fees_in_force: brokerFeeScheduleSchema.nullable(),
});
export const operatorBrokersResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(operatorBrokerSchema) }),
);

export const brokerLogoParamsSchema = z.object({ id: appNameSchema });
export const brokerLogoQuerySchema = z.object({ v: z.coerce.number().int().optional() });

export type BrokerRatesInput = z.infer<typeof brokerRatesSchema>;
export type BrokerFeeSchedule = z.infer<typeof brokerFeeScheduleSchema>;
export type BrokerFees = z.infer<typeof brokerFeesSchema>;
export type BrokerBranding = z.infer<typeof brokerBrandingSchema>;
export type OperatorBroker = z.infer<typeof operatorBrokerSchema>;
export type BrokerFeeScheduleRequest = z.infer<typeof brokerFeeScheduleRequestSchema>;
export type BrokerBrandingRequest = z.infer<typeof brokerBrandingRequestSchema>;
