import { MG_PER_GRAM } from '../contracts.ts';
import { costOfMgSen } from '../trading/lifo.ts';
import { divideRoundHalfUp } from '../rounding.ts';

/**
 * A transaction is one side of a trade as the reports show it (spec 002 section 3). Every
 * figure is an integer in minor units: sen (IDR) and milligrams; dollars are the server's to
 * convert at the trade's own rate (`senToUsdMinor`).
 */
export type TransactionSide = {
  readonly direction: 'buy' | 'sell';
  readonly quantityMg: bigint;
  /** What the gold traded for, sen. */
  readonly valueSen: bigint;
  /** This side's fee and tax, sen. */
  readonly feeSen: bigint;
  readonly taxSen: bigint;
  /** Sell: the storage fee taken from the proceeds (spec 001 section 9); buy: 0. */
  readonly storageFeeSen: bigint;
  readonly rateIdrPerUsd: bigint;
  /** Sell: the LIFO cost (fee and tax included) of the gold sold, sen. */
  readonly soldCostSen: bigint;
  /** Buy: what is left of the lot it bought, and that lot's cost per gram, sen. */
  readonly lotRemainingMg: bigint;
  readonly lotCostPerGramSen: bigint;
};

export type TransactionFigures = {
  readonly pricePerGramSen: bigint;
  /** Buy: value + fee + tax (paid). Sell: value − fee − tax − storage fee (received). */
  readonly settlementSen: bigint;
  /** Buy: what the gold still held from it would fetch now, less its cost. Sell: 0. */
  readonly unrealizedPnlSen: bigint;
  /** Sell: the proceeds less the LIFO cost of the gold sold. Buy: 0. */
  readonly realizedPnlSen: bigint;
};

/** Price per gram of `valueSen` for `quantityMg`, sen, half up; 0 for no gold. */
export const valuePerGramSen = (valueSen: bigint, quantityMg: bigint): bigint =>
  quantityMg <= 0n ? 0n : divideRoundHalfUp(valueSen * MG_PER_GRAM, quantityMg);

/** What the side paid (buy: value + fee + tax) or received (sell: less the storage fee too). */
export const settlementSen = (
  side: Pick<TransactionSide, 'direction' | 'valueSen' | 'feeSen' | 'taxSen' | 'storageFeeSen'>,
): bigint =>
  side.direction === 'buy'
    ? side.valueSen + side.feeSen + side.taxSen
    : side.valueSen - side.feeSen - side.taxSen - side.storageFeeSen;

/**
 * The figures of one side. `marketPricePerGramSen` is what a gram would sell for now (the best
 * bid); null when the market has no price, and then nothing unrealised is claimed.
 */
export function transactionFigures(
  side: TransactionSide,
  marketPricePerGramSen: bigint | null,
): TransactionFigures {
  if (side.direction === 'sell') {
    const proceeds = settlementSen(side);
    return {
      pricePerGramSen: valuePerGramSen(side.valueSen, side.quantityMg),
      settlementSen: proceeds,
      unrealizedPnlSen: 0n,
      realizedPnlSen: proceeds - side.soldCostSen,
    };
  }
  const held = side.lotRemainingMg;
  const unrealized =
    marketPricePerGramSen === null || held <= 0n
      ? 0n
      : costOfMgSen(held, marketPricePerGramSen) - costOfMgSen(held, side.lotCostPerGramSen);
  return {
    pricePerGramSen: valuePerGramSen(side.valueSen, side.quantityMg),
    settlementSen: settlementSen(side),
    unrealizedPnlSen: unrealized,
    realizedPnlSen: 0n,
  };
}

/** Spec 002 section 4: 'match' shows Matched, anything else On Process. */
export type TransactionStatus = 'match' | 'on_process';
export const transactionStatusText = (status: string): 'Matched' | 'On Process' =>
  status === 'match' ? 'Matched' : 'On Process';
