import { z } from 'zod';
import { decimalStringSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

/**
 * What became of a statement line: `credited` by this import (or by an assignment),
 * `awaiting_approval` (at or above the second-approval threshold: waiting on the Approvals desk),
 * `already_credited` (its bank reference was credited before: a second upload credits nothing),
 * `unmatched` (waiting for a person), `repeated` (a line an earlier import holds, waiting or
 * dismissed there), `dismissed` (with a reason), `debit` (money out, not a deposit).
 */
export const STATEMENT_LINE_STATES = [
  'credited',
  'awaiting_approval',
  'already_credited',
  'unmatched',
  'repeated',
  'dismissed',
  'debit',
] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

export const statementLineSchema = z.object({
  id: z.string(),
  line: z.number().int(),
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  /** Rupiah, signed: negative for a debit. */
  amount_idr: decimalStringSchema,
  state: z.enum(STATEMENT_LINE_STATES),
  /** The account credited, or the one the line names. */
  hin: z.string().nullable(),
  fullname: z.string().nullable(),
  dismiss_reason: z.string().nullable(),
});
export type StatementLineView = z.infer<typeof statementLineSchema>;

const countsSchema = z.object({
  matched: z.number().int(),
  credited: z.number().int(),
  awaiting_approval: z.number().int(),
  already_credited: z.number().int(),
  unmatched: z.number().int(),
  repeated: z.number().int(),
  debit: z.number().int(),
});

export const statementImportResponseSchema = answers.data(
  z.object({
    statement_id: z.string(),
    file_name: z.string(),
    opening_balance_idr: decimalStringSchema.nullable(),
    closing_balance_idr: decimalStringSchema.nullable(),
    counts: countsSchema,
    lines: z.array(statementLineSchema),
  }),
);
export type StatementImport = z.infer<typeof statementImportResponseSchema>['data'];

/** The desk's list: the lines waiting for a person first, or every credit line. */
export const statementLinesQuerySchema = z.object({
  state: z.enum(['unmatched', 'all']).default('unmatched'),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const statementLinesResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(statementLineSchema) }),
);
export const statementLineParamsSchema = z.object({ id: textSchema(64).min(1) });
export const assignStatementLineRequestSchema = z.object({ hin: textSchema(20).min(1) });
export const statementLineResponseSchema = answers.data(statementLineSchema);

/** One Jakarta day, 'YYYY-MM-DD'. */
export const reconciliationQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const RECONCILIATION_ITEMS = ['client_cash', 'payouts', 'stale_holds', 'gold'] as const;
export const reconciliationLineSchema = z.object({
  item: z.enum(RECONCILIATION_ITEMS),
  /** IDR, or a contract's gold `XAU:<contract id>`. */
  asset: z.string(),
  /** Rupiah (2 decimals) or grams of gold (3 decimals). */
  books: decimalStringSchema,
  counterpart: decimalStringSchema.nullable(),
  difference: decimalStringSchema.nullable(),
  count: z.number().int().nullable(),
  flagged: z.boolean(),
});
export type ReconciliationLineView = z.infer<typeof reconciliationLineSchema>;
export const reconciliationResponseSchema = answers.data(
  z.object({
    date: z.string(),
    flagged_count: z.number().int(),
    /** When the bank balance came from: the last statement covering the day, if any. */
    statement_id: z.string().nullable(),
    lines: z.array(reconciliationLineSchema),
  }),
);
export type Reconciliation = z.infer<typeof reconciliationResponseSchema>['data'];
