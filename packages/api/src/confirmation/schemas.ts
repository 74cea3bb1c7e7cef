import { ORDER_DIRECTIONS } from '@emas/domain';
import { z } from 'zod';
import { decimalStringSchema, textSchema } from '../common.ts';

/**
 * The trade confirmation's calls (spec 002 section 7): the PDF of one side of a trade, and the
 * data the printable /invoice page shows. A trade is named by its id (`order_match_id`), the
 * side by `direction`.
 */
export const confirmationDirectionSchema = z.enum(ORDER_DIRECTIONS);

export const transactionInvoiceRequestSchema = z.object({
  order_match_id: textSchema(64).min(1),
  direction: confirmationDirectionSchema,
});

/** The /invoice page's query: the session token rides in it, as the spec's page receives it. */
export const confirmationDataQuerySchema = z.object({
  order_match_id: textSchema(64).min(1),
  direction: confirmationDirectionSchema,
  token: textSchema(128).min(1),
});

/** The PDF's bytes as Node writes a Buffer in JSON: the client reads `data.body.data`. */
export const pdfBytesSchema = z.object({
  type: z.literal('Buffer'),
  data: z.array(z.number().int().min(0).max(255)),
});

export const transactionInvoiceResponseSchema = z.object({
  status: z.literal(200),
  body: pdfBytesSchema,
});

export const confirmationPartySchema = z.object({
  name: z.string(),
  /** The party's RPED bank; '-' when it has none on file. */
  bank: z.string(),
  hin: z.string(),
  order_id: z.string(),
  company_registration_id: z.string(),
  /** The broker (app name) the party trades through. */
  broker: z.string(),
});

/** Rupiah with 2 decimals, dollars with 3 (thousandths), as decimal strings. */
export const confirmationDataSchema = z.object({
  direction: confirmationDirectionSchema,
  buy: confirmationPartySchema,
  sell: confirmationPartySchema,
  document: z.object({
    document_id: z.string(),
    /** Whether this is the buyer's document (else the seller's). */
    document_buy: z.boolean(),
  }),
  trade: z.object({
    /** Logo keys: the exchange, the clearing house and the holder's broker. */
    logos: z.object({ exchange: z.string(), clearing: z.string(), broker: z.string() }),
    aliases: z.object({ exchange: z.string(), clearing: z.string(), broker: z.string() }),
    contract_id: z.number().int(),
    contract_code: z.string(),
    contract_name: z.string(),
    /** The contract's product (Emas Digital, KAU). */
    contract_type: z.string(),
  }),
  transaction: z.object({
    /** The holder's order (the order reference id). */
    order_id: z.string(),
    /** The trade (order match) id. */
    transaction_id: z.string(),
    hin: z.string(),
    /** The trade's instant, ISO 8601. */
    date_trade: z.string(),
    /** Value date and delivery date, 'YYYY-MM-DD' in Jakarta. */
    date_pay: z.string(),
    date_deposit: z.string(),
    location: z.string(),
    /** Lots with 1 decimal, and grams with 3. */
    quantity: decimalStringSchema,
    quantity_gram: decimalStringSchema,
    /** Whole rupiah per US dollar: the trade's own rate. */
    rate: decimalStringSchema,
    amount_idr: decimalStringSchema,
    fee_idr: decimalStringSchema,
    tax_idr: decimalStringSchema,
    /** The seller's storage fee, taken from what it receives; 0 on a buy. */
    storage_fee_idr: decimalStringSchema,
    total_idr: decimalStringSchema,
    amount_usd: decimalStringSchema,
    fee_usd: decimalStringSchema,
    tax_usd: decimalStringSchema,
    storage_fee_usd: decimalStringSchema,
    total_usd: decimalStringSchema,
  }),
});
export type ConfirmationData = z.infer<typeof confirmationDataSchema>;

export const confirmationDataResponseSchema = z.object({
  status: z.literal(200),
  body: confirmationDataSchema,
});
