/**
 * Proves the portfolio's value series from the ledger's postings: balances walked back from
 * now day by day, gold priced at each day's close (carried forward over days without a trade,
 * and back before the first one), today at the price now; and the range's days, sampled when
 * long, in Jakarta calendar days.
 */
import { describe, expect, it } from 'vitest';
import { IDR_ASSET, goldAsset } from '../ledger.ts';
import {
  dayNumberIso,
  jakartaDayNumber,
  dayNumberStartMs,
  plottedDays,
  rangeFirstDay,
} from './portfolio-days.ts';
import { type ValueSeriesInput, portfolioValueSeries } from './value-series.ts';

const DG1 = goldAsset(5);
const GRAM = 1_000n;
const rp = (whole: bigint) => whole * 100n;

const input = (over: Partial<ValueSeriesInput>): ValueSeriesInput => ({
  balancesNow: new Map([
    [IDR_ASSET, rp(1_000n)],
    [DG1, 2n * GRAM],
  ]),
  movements: [],
  closes: [],
  pricesNowPerGramSen: new Map([[5, rp(1_300n)]]),
  days: [10, 11, 12],
  ...over,
});

describe('portfolioValueSeries', () => {
  it('walks the balances back from now and prices gold at each day\u2019s close', () => {
    const points = portfolioValueSeries(
      input({
        movements: [
          // Day 12: bought 1 g for Rp 1,250; day 11: Rp 3,000 paid in.
          { day: 12, asset: IDR_ASSET, amount: -rp(1_250n) },
          { day: 12, asset: DG1, amount: GRAM },
          { day: 11, asset: IDR_ASSET, amount: rp(3_000n) },
          // Day 10 is the first plotted day: its own movement is already in its balance.
          { day: 10, asset: IDR_ASSET, amount: rp(7n) },
        ],
        closes: [
          { day: 10, contractId: 5, closePerGramSen: rp(1_200n) },
          { day: 11, contractId: 5, closePerGramSen: rp(1_250n) },
          { day: 12, contractId: 5, closePerGramSen: rp(1_280n) },
        ],
      }),
    );
    expect(points).toEqual([
      { day: 10, cashSen: rp(-750n), goldSen: rp(1_200n), valueSen: rp(450n) },
      { day: 11, cashSen: rp(2_250n), goldSen: rp(1_250n), valueSen: rp(3_500n) },
      // Today: the price now, not today's close so far.
      { day: 12, cashSen: rp(1_000n), goldSen: rp(2_600n), valueSen: rp(3_600n) },
    ]);
  });

  it('carries a close forward over days without trades, and back before the first', () => {
    const points = portfolioValueSeries(
      input({
        days: [8, 9, 10, 11, 12],
        closes: [{ day: 9, contractId: 5, closePerGramSen: rp(1_100n) }],
      }),
    );
    expect(points.map((point) => point.goldSen)).toEqual([
      rp(2_200n),
      rp(2_200n),
      rp(2_200n),
      rp(2_200n),
      rp(2_600n),
    ]);
  });

  it('prices gold no day ever closed at the price now, and gold with no price at all as 0', () => {
    const other = goldAsset(4);
    const points = portfolioValueSeries(
      input({
        balancesNow: new Map([
          [DG1, GRAM],
          [other, GRAM],
        ]),
        days: [11, 12],
      }),
    );
    expect(points).toEqual([
      { day: 11, cashSen: 0n, goldSen: rp(1_300n), valueSen: rp(1_300n) },
      { day: 12, cashSen: 0n, goldSen: rp(1_300n), valueSen: rp(1_300n) },
    ]);
  });

  it('follows sampled days, undoing the movements between them', () => {
    const points = portfolioValueSeries(
      input({
        balancesNow: new Map([[IDR_ASSET, rp(100n)]]),
        movements: [
          { day: 12, asset: IDR_ASSET, amount: rp(10n) },
          { day: 11, asset: IDR_ASSET, amount: rp(20n) },
          { day: 9, asset: IDR_ASSET, amount: rp(30n) },
        ],
        days: [6, 9, 12],
      }),
    );
    expect(points.map((point) => point.cashSen)).toEqual([rp(40n), rp(70n), rp(100n)]);
  });

  it('shows an empty account as zero', () => {
    const points = portfolioValueSeries(
      input({ balancesNow: new Map(), pricesNowPerGramSen: new Map(), days: [12] }),
    );
    expect(points).toEqual([{ day: 12, cashSen: 0n, goldSen: 0n, valueSen: 0n }]);
  });
});

describe('portfolio days', () => {
  it('counts Jakarta calendar days, which start at 17:00 UTC', () => {
    const day = jakartaDayNumber(Date.UTC(2026, 10, 24, 3));
    expect(dayNumberIso(day)).toBe('2026-11-24');
    expect(jakartaDayNumber(Date.UTC(2026, 10, 24, 16, 59, 59, 999))).toBe(day);
    expect(jakartaDayNumber(Date.UTC(2026, 10, 24, 17))).toBe(day + 1);
    expect(dayNumberStartMs(day)).toBe(Date.UTC(2026, 10, 23, 17));
  });

  it.each([
    ['1W', 100, 93],
    ['1M', 100, 70],
    ['1Y', 400, 35],
  ] as const)('starts %s back from today %s at %s', (range, today, first) => {
    expect(rangeFirstDay(range, today, 1)).toBe(first);
  });

  it('starts ALL at the first movement, or today for an account with none', () => {
    expect(rangeFirstDay('ALL', 100, 42)).toBe(42);
    expect(rangeFirstDay('ALL', 100, null)).toBe(100);
    expect(rangeFirstDay('ALL', 100, 120)).toBe(100);
  });

  it('plots every day up to the maximum, then every k-th day ending today', () => {
    expect(plottedDays(5, 8)).toEqual([5, 6, 7, 8]);
    expect(plottedDays(9, 8)).toEqual([]);
    expect(plottedDays(1, 10, 4)).toEqual([1, 4, 7, 10]);
    expect(plottedDays(0, 10, 4)).toEqual([1, 4, 7, 10]);
    const long = plottedDays(0, 3_650);
    expect(long.length).toBeLessThanOrEqual(400);
    expect(long[long.length - 1]).toBe(3_650);
  });
});
