import { LP_STATUSES } from '@emas/domain';
import { z } from 'zod';
import { decimalStringSchema, digitsSchema, okStatus, textSchema } from '../common.ts';
import {
  orderDirectionSchema,
  orderStatusSchema,
  orderTypeSchema,
  userIdBodyOptionalSchema,
} from '../trading/schemas.ts';

/**
 * The reports' calls (spec 002 section 7). Every list call is a POST with the body's user_id
 * and offset and limit in the query (0 and 10 by default). The three levels' paths take one
 * query: the spec names the same filter `contractId[]` or `contract_id[]`, `dateStart` or
 * `date_start`, `type` or `order_type` by level, and each path accepts both spellings.
 */
const asArray = (value: unknown) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];
const contractIdsSchema = z
  .preprocess(asArray, z.array(digitsSchema(1, Number.MAX_SAFE_INTEGER)).max(10))
  .optional();
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const REPORT_PAGE_SIZE = 10;
export const REPORT_PAGE_SIZE_MAX = 100;

const pageQuery = {
  offset: digitsSchema(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: digitsSchema(1, REPORT_PAGE_SIZE_MAX).default(REPORT_PAGE_SIZE),
};

/** One client of an intermediary's: its HIN, or its account id. */
const oneClientQuery = {
  hin: textSchema(32).optional(),
  accountId: textSchema(64).optional(),
};

export const transactionStatusFilterSchema = z.enum(['match', 'on_process']);

export const transactionsQuerySchema = z.object({
  'contractId[]': contractIdsSchema,
  'contract_id[]': contractIdsSchema,
  dateStart: isoDateSchema.optional(),
  dateEnd: isoDateSchema.optional(),
  date_start: isoDateSchema.optional(),
  date_end: isoDateSchema.optional(),
  type: orderTypeSchema.optional(),
  order_type: orderTypeSchema.optional(),
  status: transactionStatusFilterSchema.optional(),
  ...oneClientQuery,
  ...pageQuery,
});
export type TransactionsQuery = z.output<typeof transactionsQuerySchema>;

/** The export asks the same filters without paging, and names the currency of its money. */
export const transactionsExportQuerySchema = transactionsQuerySchema
  .omit({ offset: true, limit: true })
  .extend({ currency: z.enum(['idr', 'usd']).default('idr') });

/** A transaction's money in one currency: plain decimal strings. */
export const transactionMoneySchema = z.object({
  pricePerGram: decimalStringSchema,
  metalValueOfTrade: decimalStringSchema,
  fee: decimalStringSchema,
  tax: decimalStringSchema,
  /** A sell's storage fee, taken from its proceeds; 0 on a buy. */
  storageFee: decimalStringSchema,
  settlementAmount: decimalStringSchema,
  unrealizedPnl: decimalStringSchema,
  realizedPnl: decimalStringSchema,
});

/**
 * One side of a trade (spec 002 section 3 "Transaction"). `metalValueOfTrade`, `fee`, `tax`
 * and `settlementAmount` are in US dollars as the spec's client reads them; `idr` and `usd`
 * hold every figure in each currency.
 */
export const transactionSchema = z.object({
  id: z.string(),
  attributes: z.object({
    orderId: z.string(),
    orderMatchId: z.string(),
    contractId: z.number().int(),
    accountId: z.string(),
    hin: z.string(),
    fullname: z.string(),
    createdAt: z.string(),
    direction: orderDirectionSchema,
    orderType: orderTypeSchema,
    product: z.string(),
    hub: z.string(),
    quantity: decimalStringSchema,
    totalGram: decimalStringSchema,
    rate: decimalStringSchema,
    status: transactionStatusFilterSchema,
    statusText: z.enum(['Matched', 'On Process']),
    metalValueOfTrade: decimalStringSchema,
    fee: decimalStringSchema,
    tax: decimalStringSchema,
    storageFee: decimalStringSchema,
    settlementAmount: decimalStringSchema,
    unrealizedPnlUsd: decimalStringSchema,
    unrealizedPnlIdr: decimalStringSchema,
    realizedPnlUsd: decimalStringSchema,
    realizedPnlIdr: decimalStringSchema,
    idr: transactionMoneySchema,
    usd: transactionMoneySchema,
  }),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListResponseSchema = z.object({
  status: okStatus,
  data: z.object({
    body: z.array(transactionSchema),
    /** Rows in all, counted up to 10,000; `countCapped` says there are more. */
    count: z.number().int(),
    countCapped: z.boolean(),
  }),
});

/** Orders of the lp or of an intermediary's clients: the client's order filters, one client. */
export const reportOrdersQuerySchema = z.object({
  order_type: orderTypeSchema.optional(),
  'contractId[]': contractIdsSchema,
  status: orderStatusSchema.optional(),
  ...oneClientQuery,
  ...pageQuery,
});

export const pageQuerySchema = z.object(pageQuery);
export const oneClientPageQuerySchema = z.object({ ...oneClientQuery, ...pageQuery });
export const hinQuerySchema = z.object({ accountId: textSchema(64) });
export const accountNoBodySchema = userIdBodyOptionalSchema.extend({
  account_no: textSchema(64),
});

/** A client as the intermediary's lists show it (spec 002 section 3 "Client"). */
export const tradeAccountSchema = z.object({
  fullname: z.string(),
  trade_account: z.object({ hin: z.string(), account_id: z.string() }),
  bank_account: z.array(z.object({ name: z.string(), account_no: z.string() })),
  /** The client's cash balance, rupiah. */
  balance: decimalStringSchema,
});
export const tradeAccountListResponseSchema = z.object({
  status: okStatus,
  data: z.object({ body: z.array(tradeAccountSchema), count: z.number().int() }),
});
export const accountBalanceResponseSchema = z.object({
  status: okStatus,
  data: z.object({ body: z.object({ balance: decimalStringSchema }) }),
});
export const hinResponseSchema = z.object({
  status: okStatus,
  data: z.object({ body: z.string(), hin: z.string() }),
});

/** One movement of an account's cash (spec 002 section 3 "Balance history row"). */
export const balanceHistoryRowSchema = z.object({
  id: z.string(),
  attributes: z.object({
    createdAt: z.string(),
    transactionTypeId: z.string(),
    accountId: z.string(),
    /** Rupiah, signed: money in is positive. */
    amount: decimalStringSchema,
    amountUsd: decimalStringSchema,
    /** The cash balance after the movement, rupiah. */
    total: decimalStringSchema,
    rate: decimalStringSchema,
    hin: z.string(),
    fullname: z.string(),
  }),
});
export const balanceHistoryResponseSchema = z.object({
  status: okStatus,
  data: z.object({ body: z.array(balanceHistoryRowSchema), count: z.number().int() }),
});
export const totalBalanceHistoryResponseSchema = z.object({
  status: okStatus,
  data: z.object({
    body: z.object({ totalIdr: decimalStringSchema, totalUsd: decimalStringSchema }),
  }),
});

/** An account's holdings as the intermediary and lp tables show them. */
export const reportHoldingSchema = z.object({
  contract_id: z.number().int(),
  contractId: z.number().int(),
  hub: z.string(),
  quantity: decimalStringSchema,
  total_gram: decimalStringSchema,
  avg_metal_cost: decimalStringSchema,
  avg_metal_cost_idr: decimalStringSchema,
  fee_tax: decimalStringSchema,
  fee_tax_idr: decimalStringSchema,
  avg_total_cost: decimalStringSchema,
  avg_total_cost_idr: decimalStringSchema,
  averageTotalCostIncFeeAndTaxUsd: decimalStringSchema,
  averageTotalCostIncFeeAndTaxIdr: decimalStringSchema,
  metal_value_idr: decimalStringSchema,
  estimated_pnl_idr: decimalStringSchema,
});
export const reportHoldingAccountSchema = z.object({
  account_id: z.string(),
  hin: z.string(),
  account: z.string(),
  holdings: z.array(reportHoldingSchema),
});
export const reportHoldingsResponseSchema = z.object({
  status: okStatus,
  data: z.object({
    body: z.array(reportHoldingAccountSchema),
    count: z.number().int(),
    /** The lp's standing by its gold (spec 002 section 4); null for anyone else. */
    lpStatus: z.enum(LP_STATUSES).nullable(),
    totalGram: decimalStringSchema,
  }),
});

/**
 * An account statement (issue 23): the caller's own account from its first to its last day
 * (Jakarta dates, both inclusive, at most a year), written in `lang`.
 */
export const accountStatementQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  lang: z.enum(['id', 'en']).default('id'),
});
export type AccountStatementQuery = z.input<typeof accountStatementQuerySchema>;
