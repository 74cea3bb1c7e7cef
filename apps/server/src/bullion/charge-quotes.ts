import type { Db } from '../db/database.ts';
import { sortableId } from '../ledger/index.ts';
import type { PostalQuote } from './postal-service.ts';

/**
 * The charges the server counted for an account (Count Total Charges), kept for a while: a
 * request whose amount equals one of them, for the same bars and location, is taken at exactly
 * that quote, although the gold price (so the goods value and its insurance) has moved since.
 */

/** How long a counted total stays good for a request: the disclaimer takes its time. */
export const CHARGE_QUOTE_VALIDITY_MS = 10 * 60_000;

/** The bars of a quote, per contract. */
export type QuotedSelection = ReadonlyMap<number, bigint>;

/** What a quote is for: these bars to this location. */
export type QuoteScope = {
  readonly locationPostcode: string;
  readonly selection: QuotedSelection;
};

export type ChargeQuote = {
  readonly goodsValueSen: bigint;
  readonly pvg: PostalQuote;
  readonly totalSen: bigint;
};

/** One text per selection, whatever the order of its lines: "contract:quantity" by contract. */
const selectionKey = (selection: QuotedSelection): string =>
  [...selection]
    .sort(([a], [b]) => a - b)
    .map(([contractId, quantity]) => `${contractId}:${quantity}`)
    .join(',');

/** Keeps a count given to the account; quotes past their window (anyone's) are dropped. */
export const rememberQuote = async (
  db: Db,
  accountId: string,
  where: QuoteScope,
  quote: ChargeQuote,
  nowMs: number,
): Promise<void> => {
  await db
    .deleteFrom('bullion_quotes')
    .where('created_at_ms', '<=', BigInt(nowMs - CHARGE_QUOTE_VALIDITY_MS))
    .execute();
  await db
    .insertInto('bullion_quotes')
    .values({
      id: sortableId(nowMs),
      account_id: accountId,
      location_postcode: where.locationPostcode,
      selection: selectionKey(where.selection),
      service_code: quote.pvg.serviceCode,
      service_name: quote.pvg.serviceName,
      value_goods_sen: quote.goodsValueSen,
      fee_sen: quote.pvg.feeSen,
      fee_tax_sen: quote.pvg.feeTaxSen,
      insurance_sen: quote.pvg.insuranceSen,
      insurance_tax_sen: quote.pvg.insuranceTaxSen,
      total_charge_sen: quote.totalSen,
      created_at_ms: BigInt(nowMs),
    })
    .execute();
};

/** The account's latest live quote of `totalSen` for these bars and location, if it has one. */
export const liveQuote = async (
  db: Db,
  accountId: string,
  where: QuoteScope,
  totalSen: bigint,
  nowMs: number,
): Promise<ChargeQuote | null> => {
  const row = await db
    .selectFrom('bullion_quotes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('location_postcode', '=', where.locationPostcode)
    .where('selection', '=', selectionKey(where.selection))
    .where('total_charge_sen', '=', totalSen)
    .where('created_at_ms', '>', BigInt(nowMs - CHARGE_QUOTE_VALIDITY_MS))
    .orderBy('created_at_ms', 'desc')
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    goodsValueSen: row.value_goods_sen,
    totalSen: row.total_charge_sen,
    pvg: {
      serviceCode: row.service_code,
      serviceName: row.service_name,
      feeSen: row.fee_sen,
      feeTaxSen: row.fee_tax_sen,
      insuranceSen: row.insurance_sen,
      insuranceTaxSen: row.insurance_tax_sen,
    },
  };
};
