import { z } from 'zod';
import { decimalStringSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';
import { operatorPageQuerySchema } from '../operator/schemas.ts';

/** A Jakarta calendar day, `YYYY-MM-DD`. */
export const reportDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/**
 * One finding of a day's report: `large_cash` (cash in and out of the day), `structuring` (the
 * just-under withdrawals, their total as cash out), `pass_through` (the deposit as cash in, what
 * was withdrawn at once as cash out). Rupiah as decimal strings.
 */
export const transactionReportItemSchema = z.object({
  id: z.string(),
  day: z.string(),
  hin: z.string().nullable(),
  fullname: z.string(),
  kind: z.enum(['large_cash', 'structuring', 'pass_through']),
  cash_in: decimalStringSchema,
  cash_out: decimalStringSchema,
  movement_count: z.number().int(),
  from_at: z.number().int().nullable(),
  to_at: z.number().int().nullable(),
  status: z.enum(['open', 'reviewed', 'reported']),
  note: z.string().nullable(),
  reviewed_at: z.number().int().nullable(),
});
export type TransactionReportItem = z.infer<typeof transactionReportItemSchema>;

export const transactionReportItemsQuerySchema = operatorPageQuerySchema.extend({
  status: z.enum(['open', 'all']).default('open'),
  day: reportDaySchema.optional(),
});
export const transactionReportItemsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(transactionReportItemSchema) }),
);

export const transactionReportItemReviewSchema = z.object({
  outcome: z.enum(['reviewed', 'reported']),
  note: textSchema(500).min(3),
});
export const transactionReportItemResponseSchema = answers.data(transactionReportItemSchema);
export const transactionReportDayParamsSchema = z.object({ day: reportDaySchema });
