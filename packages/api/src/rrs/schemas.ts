import { z } from 'zod';
import { decimalStringSchema, digitsSchema, okStatus, textSchema } from '../common.ts';

/**
 * The revenue-share report's calls (spec 002 section 7, "RRS"). Every report takes a period
 * (`startDate`, `endDate`, whole Jakarta days; `type` names the period's kind) and, where the
 * spec has it, contracts (`contractId[]` on GET, `contract[]` on POST) and one branch or
 * client (`hin`).
 */
const asArray = (value: unknown) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];
const contractsSchema = z
  .preprocess(asArray, z.array(digitsSchema(1, Number.MAX_SAFE_INTEGER)).max(10))
  .optional();
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((text) => text.slice(0, 10));

export const rrsQuerySchema = z.object({
  type: z.enum(['all', 'day', 'week', 'month', 'year']).optional(),
  startDate: dateSchema.optional(),
  endDate: dateSchema.optional(),
  'contractId[]': contractsSchema,
  'contract[]': contractsSchema,
  hin: textSchema(32).optional(),
});
export type RrsQuery = z.output<typeof rrsQuerySchema>;

/** One side's volume: money in US dollars and rupiah, gold in troy ounces and grams. */
export const rrsSideSchema = z.object({
  total_price: decimalStringSchema,
  totalPriceIdr: decimalStringSchema,
  totalToz: decimalStringSchema,
  total_gram: decimalStringSchema,
});

const volumesShape = {
  gold: z.object({ buy: rrsSideSchema, sell: rrsSideSchema }),
  total_trade: decimalStringSchema,
  totalTradeIdr: decimalStringSchema,
  totalToz: decimalStringSchema,
  total_gram: decimalStringSchema,
  /** sell / (sell + buy) × 100, two decimals, or '-'. */
  rateRatio: z.string(),
};

/** A row of an account: a branch (ib, fm) or a client. */
export const rrsAccountRowSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  trade_account: z.object({ hin: z.string() }),
  level: z.string(),
  ...volumesShape,
});
/** A row of a contract group (micro, 100 g, 1 kg, KAU). */
export const rrsProductRowSchema = z.object({
  contract_id: z.number().int(),
  name: z.string(),
  ...volumesShape,
});
export type RrsAccountRow = z.infer<typeof rrsAccountRowSchema>;
export type RrsProductRow = z.infer<typeof rrsProductRowSchema>;

export const rrsRevenueSchema = z.object({ usd: decimalStringSchema, idr: decimalStringSchema });

const dataBody = <T extends z.ZodType>(schema: T) =>
  z.object({ status: okStatus, data: z.object({ body: schema }) });

export const rrsAccountsResponseSchema = dataBody(
  z.object({ rows: z.array(rrsAccountRowSchema), revenue: rrsRevenueSchema }),
);
export const rrsProductsResponseSchema = dataBody(
  z.object({ rows: z.array(rrsProductRowSchema), revenue: rrsRevenueSchema }),
);
export const rrsRevenueResponseSchema = dataBody(z.object({ revenue: rrsRevenueSchema }));

/** A branch or client the report's filter offers. */
export const rrsListEntrySchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  trade_account: z.object({ hin: z.string() }),
  level: z.string(),
});
export const rrsListResponseSchema = dataBody(z.array(rrsListEntrySchema));
export const rrsListDataResponseSchema = z.object({
  status: okStatus,
  data: z.array(rrsListEntrySchema),
});
