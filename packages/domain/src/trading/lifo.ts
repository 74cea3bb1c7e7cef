import { MG_PER_GRAM } from '../contracts.ts';
import { divideRoundHalfUp } from '../rounding.ts';
import { type TradingRates, saleStorageFeeSen } from './fees.ts';

/**
 * Gold inventory in lots bought, costed LIFO (spec 001 section 9): a sale takes the newest
 * gold first. Costs are sen per gram including the fee and tax paid on the buy.
 */
export type InventoryLot = {
  readonly id: string;
  readonly remainingMg: bigint;
  readonly costPerGramSen: bigint;
  /** When it was bought, epoch ms: the LIFO order. */
  readonly acquiredAtMs: number;
};

export type LotTake = {
  readonly lotId: string;
  readonly mg: bigint;
  readonly costSen: bigint;
  /** When the lot was bought: its days held pay the storage fee. */
  readonly acquiredAtMs: number;
};

export type LifoTake = {
  readonly takes: readonly LotTake[];
  /** Cost of the gold taken from lots, sen. */
  readonly costSen: bigint;
  /** Milligrams the lots could not cover (gold with no recorded cost). */
  readonly uncoveredMg: bigint;
};

const newestFirst = (a: InventoryLot, b: InventoryLot): number =>
  b.acquiredAtMs - a.acquiredAtMs || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The cost of `mg` at a cost per gram, rounded half up to the sen. */
export const costOfMgSen = (mg: bigint, costPerGramSen: bigint): bigint =>
  divideRoundHalfUp(mg * costPerGramSen, MG_PER_GRAM);

/** Which lots a sale of `quantityMg` takes, newest first, and what that gold cost. */
export function takeLifo(lots: readonly InventoryLot[], quantityMg: bigint): LifoTake {
  const takes: LotTake[] = [];
  let left = quantityMg;
  let costSen = 0n;
  for (const lot of [...lots].sort(newestFirst)) {
    if (left <= 0n) break;
    if (lot.remainingMg <= 0n) continue;
    const mg = lot.remainingMg < left ? lot.remainingMg : left;
    const cost = costOfMgSen(mg, lot.costPerGramSen);
    takes.push({ lotId: lot.id, mg, costSen: cost, acquiredAtMs: lot.acquiredAtMs });
    costSen += cost;
    left -= mg;
  }
  return { takes, costSen, uncoveredMg: left > 0n ? left : 0n };
}

/**
 * The storage fee a sale of `quantityMg` would pay at `nowMs`: the lots it would take (newest
 * first, as the exchange takes them) by their days held, never more than `capSen`.
 */
export function lotsStorageFeeSen(
  lots: readonly InventoryLot[],
  quantityMg: bigint,
  valueSen: bigint,
  nowMs: number,
  capSen: bigint,
  rates?: TradingRates,
): bigint {
  const { takes } = takeLifo(lots, quantityMg);
  return saleStorageFeeSen(takes, quantityMg, valueSen, nowMs, capSen, rates);
}

/** Estimated profit of a sale: what it brings in less the LIFO cost of the gold sold, sen. */
export function estimatedProfitSen(
  lots: readonly InventoryLot[],
  quantityMg: bigint,
  proceedsSen: bigint,
): bigint {
  return proceedsSen - takeLifo(lots, quantityMg).costSen;
}

/** Average cost per gram of what the lots still hold, sen, rounded half up; 0 when empty. */
export function averageCostPerGramSen(lots: readonly InventoryLot[]): bigint {
  let mg = 0n;
  let cost = 0n;
  for (const lot of lots) {
    mg += lot.remainingMg;
    cost += lot.remainingMg * lot.costPerGramSen;
  }
  return mg === 0n ? 0n : divideRoundHalfUp(cost, mg);
}
