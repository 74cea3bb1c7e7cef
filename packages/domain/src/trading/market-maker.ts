import type { ContractConfig, OrderDirection } from '../contracts.ts';
import { divideRoundHalfUp } from '../rounding.ts';
import { pricePerLotSen } from './order-value.ts';

/**
 * How the built-in liquidity provider quotes: a ladder of limit orders each side of the
 * reference price. The same half spread gives the running prices of the top bar, so the
 * running price is what the market maker stands ready to trade at.
 */
const BASIS_POINTS = 10_000n;
/** Best bid and best ask sit this far below and above the reference. */
export const MARKET_MAKER_HALF_SPREAD_BASIS_POINTS = 25n;
/** Each further level is this much further out. */
export const MARKET_MAKER_LEVEL_STEP_BASIS_POINTS = 10n;
export const MARKET_MAKER_LEVELS = 5;
/** The ladder is quoted again once the reference moves this far from the one it was built on. */
export const MARKET_MAKER_REQUOTE_BASIS_POINTS = 5n;
const WHOLE_RUPIAH_SEN = 100n;

/** Lots per level of each contract: about 10 g for the pools, two bars of 100 g. */
const LOTS_PER_LEVEL: Readonly<Record<string, bigint>> = {
  DG100: 2n,
  DG1: 10n,
  DG001: 1_000n,
  KAU: 10n,
};

export type Quote = {
  readonly direction: OrderDirection;
  readonly priceSen: bigint;
  readonly quantityMg: bigint;
};

/** The reference per gram moved by `basisPoints` (negative for below), rounded half up. */
const offset = (perGramSen: bigint, basisPoints: bigint): bigint =>
  divideRoundHalfUp(perGramSen * (BASIS_POINTS + basisPoints), BASIS_POINTS);

/** The running prices per gram: what the market maker sells at (buy) and buys at (sell). */
export function runningPricesSen(referencePerGramSen: bigint): { buySen: bigint; sellSen: bigint } {
  return {
    buySen: offset(referencePerGramSen, MARKET_MAKER_HALF_SPREAD_BASIS_POINTS),
    sellSen: offset(referencePerGramSen, -MARKET_MAKER_HALF_SPREAD_BASIS_POINTS),
  };
}

const roundDownToRupiah = (sen: bigint): bigint => (sen / WHOLE_RUPIAH_SEN) * WHOLE_RUPIAH_SEN;
const roundUpToRupiah = (sen: bigint): bigint =>
  ((sen + WHOLE_RUPIAH_SEN - 1n) / WHOLE_RUPIAH_SEN) * WHOLE_RUPIAH_SEN;

/**
 * The ladder for one contract around the reference price per gram: `levels` bids below and
 * asks above, prices per lot in whole rupiah (bids rounded down, asks up, so the two sides
 * never meet), best first. Empty for a contract the market maker does not quote.
 */
export function quoteLadder(
  contract: Pick<ContractConfig, 'codeName' | 'weightMg'>,
  referencePerGramSen: bigint,
  levels: number = MARKET_MAKER_LEVELS,
): Quote[] {
  const lots = LOTS_PER_LEVEL[contract.codeName];
  if (lots === undefined || referencePerGramSen <= 0n) return [];
  const quantityMg = lots * contract.weightMg;
  const quotes: Quote[] = [];
  for (let level = 0n; level < BigInt(levels); level += 1n) {
    const away =
      MARKET_MAKER_HALF_SPREAD_BASIS_POINTS + level * MARKET_MAKER_LEVEL_STEP_BASIS_POINTS;
    const bid = roundDownToRupiah(pricePerLotSen(contract, offset(referencePerGramSen, -away)));
    const rawAsk = roundUpToRupiah(pricePerLotSen(contract, offset(referencePerGramSen, away)));
    // At prices of a few rupiah, rounding could make both sides meet; the ask steps up.
    const ask = rawAsk > bid ? rawAsk : bid + WHOLE_RUPIAH_SEN;
    if (bid > 0n) quotes.push({ direction: 'buy', priceSen: bid, quantityMg });
    quotes.push({ direction: 'sell', priceSen: ask, quantityMg });
  }
  return quotes;
}

/** Whether the reference moved far enough from the one a ladder was built on to quote again. */
export function needsRequote(quotedAtPerGramSen: bigint, nowPerGramSen: bigint): boolean {
  const gap =
    nowPerGramSen > quotedAtPerGramSen
      ? nowPerGramSen - quotedAtPerGramSen
      : quotedAtPerGramSen - nowPerGramSen;
  return gap * BASIS_POINTS >= quotedAtPerGramSen * MARKET_MAKER_REQUOTE_BASIS_POINTS;
}
