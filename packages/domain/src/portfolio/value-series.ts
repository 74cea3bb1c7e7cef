import { IDR_ASSET, contractIdOfAsset } from '../ledger.ts';
import { costOfMgSen } from '../trading/lifo.ts';

/**
 * The portfolio's value at the end of each day, from the ledger: an asset's balance at the end
 * of day d is its balance now less every posting of a later day, so only the postings after the
 * chart's first day are needed. Cash counts at its face; gold at its contract's closing price
 * of that day (the last trade of the day, carried forward over days without one), and today at
 * the price now. Money in sen, gold in mg, prices in sen per gram.
 */

/** The net of one asset's postings on one day, over the owner's owned ledger accounts. */
export type DayMovement = { readonly day: number; readonly asset: string; readonly amount: bigint };

/** A contract's closing price of one day, sen per gram. */
export type DayClose = {
  readonly day: number;
  readonly contractId: number;
  readonly closePerGramSen: bigint;
};

export type ValuePoint = {
  readonly day: number;
  readonly cashSen: bigint;
  readonly goldSen: bigint;
  /** Cash and gold, sen. */
  readonly valueSen: bigint;
};

export type ValueSeriesInput = {
  /** Owned balance per asset now (IDR in sen, each contract's gold in mg). */
  readonly balancesNow: ReadonlyMap<string, bigint>;
  /** Net postings per day and asset; any order, days before the first plotted one ignored. */
  readonly movements: readonly DayMovement[];
  /** Closing prices; any order. */
  readonly closes: readonly DayClose[];
  /** What a gram of each contract sells for now: today's point uses it. */
  readonly pricesNowPerGramSen: ReadonlyMap<number, bigint>;
  /** The days to plot, ascending; the last one is today. */
  readonly days: readonly number[];
};

/** The closes of each contract, oldest first. */
const closesByContract = (closes: readonly DayClose[]): Map<number, DayClose[]> => {
  const byContract = new Map<number, DayClose[]>();
  for (const close of closes) {
    const list = byContract.get(close.contractId) ?? [];
    list.push(close);
    byContract.set(close.contractId, list);
  }
  for (const list of byContract.values()) list.sort((a, b) => a.day - b.day);
  return byContract;
};

/** The close of the last day at or before `day`, else the first one after it; null if none. */
const closeOn = (list: readonly DayClose[] | undefined, day: number): bigint | null => {
  if (list === undefined || list.length === 0) return null;
  let low = 0;
  let high = list.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as DayClose).day <= day) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return (list[found === -1 ? 0 : found] as DayClose).closePerGramSen;
};

/** The gold of `balances` priced per contract by `priceOf`; gold with no price counts as 0. */
const goldValueSen = (
  balances: ReadonlyMap<string, bigint>,
  priceOf: (contractId: number) => bigint | null,
): bigint => {
  let value = 0n;
  for (const [asset, mg] of balances) {
    const contractId = contractIdOfAsset(asset);
    if (contractId === null || mg === 0n) continue;
    const price = priceOf(contractId);
    if (price !== null) value += costOfMgSen(mg, price);
  }
  return value;
};

export const portfolioValueSeries = (input: ValueSeriesInput): ValuePoint[] => {
  const byContract = closesByContract(input.closes);
  const newestFirst = [...input.movements].sort((a, b) => b.day - a.day);
  const balances = new Map(input.balancesNow);
  const today = input.days[input.days.length - 1];
  const points: ValuePoint[] = [];
  let next = 0;
  for (const day of [...input.days].reverse()) {
    // Undo every movement of a day after this one: what the balances were at its end.
    for (; next < newestFirst.length && (newestFirst[next] as DayMovement).day > day; next += 1) {
      const movement = newestFirst[next] as DayMovement;
      balances.set(movement.asset, (balances.get(movement.asset) ?? 0n) - movement.amount);
    }
    const priceOf = (contractId: number) =>
      (day === today ? input.pricesNowPerGramSen.get(contractId) : undefined) ??
      closeOn(byContract.get(contractId), day) ??
      input.pricesNowPerGramSen.get(contractId) ??
      null;
    const cashSen = balances.get(IDR_ASSET) ?? 0n;
    const goldSen = goldValueSen(balances, priceOf);
    points.push({ day, cashSen, goldSen, valueSen: cashSen + goldSen });
  }
  return points.reverse();
};
