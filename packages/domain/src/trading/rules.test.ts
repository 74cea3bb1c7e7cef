/**
 * Proves the smaller trading rules: the lp's 5000 g reserve and the available trade balance,
 * the limit-price band (10% for DG001, 15% otherwise, flagged at the edge), GTC and GTD expiry
 * including month ends in Jakarta and what add and edit may set (GTD within a year, GTC never
 * null nor past its month), LIFO costing, and rupiah to dollars.
 */
import { describe, expect, it } from 'vitest';
import { contractById } from '../contracts.ts';
import { availableTradeBalanceSen, availableTradeGoldMg, RESERVE_GOLD_MG } from './available.ts';
import { senToUsdMinor } from './currency.ts';
import {
  type ExpiryEdit,
  GTD_AHEAD_MAX_MS,
  adjustGtdExpiryMs,
  earliestGtdExpiryMs,
  editedExpiry,
  gtcExpiresAtMs,
  isGtdExpiryAccepted,
  placedExpiry,
} from './expiry.ts';
import { averageCostPerGramSen, estimatedProfitSen, takeLifo } from './lifo.ts';
import { isLimitPriceFlagged, limitPriceBand, priceAwayBasisPoints } from './limit-price-band.ts';

describe('available trade gold and balance', () => {
  it.each<[string, 'client' | 'lp', bigint, bigint]>([
    ['a client sells all its free gold', 'client', 10_000n, 10_000n],
    ['an lp keeps 5000 g', 'lp', 50_000_000n, 45_000_000n],
    ['an lp under its reserve sells nothing', 'lp', 4_000_000n, 0n],
    ['no gold, nothing', 'client', 0n, 0n],
  ])('%s', (_name, level, free, available) => {
    expect(availableTradeGoldMg(level, free)).toBe(available);
  });

  it('the reserve is 5000 g', () => {
    expect(RESERVE_GOLD_MG).toBe(5_000_000n);
  });

  it('balance − reserved + credit limit', () => {
    expect(availableTradeBalanceSen(1_000n, 300n, 50n)).toBe(750n);
  });
});

describe('limit price band', () => {
  const dg001 = contractById(4)!;
  const dg1 = contractById(5)!;
  it.each([
    ['DG001 ±10%', dg001, 100_000n, 90_000n, 110_000n],
    ['others ±15%', dg1, 100_000n, 85_000n, 115_000n],
  ])('%s', (_name, contract, market, min, max) => {
    expect(limitPriceBand(contract, market)).toEqual({ minSen: min, maxSen: max });
  });

  it.each([
    [84_999n, true],
    [85_000n, true],
    [85_001n, false],
    [114_999n, false],
    [115_000n, true],
  ])('a DG1 limit at %s against 100000 flagged: %s', (limit, flagged) => {
    expect(isLimitPriceFlagged(dg1, 100_000n, limit)).toBe(flagged);
  });

  it('says how far away, in hundredths of a percent', () => {
    expect(priceAwayBasisPoints(100_000n, 116_000n)).toBe(1_600n);
    expect(priceAwayBasisPoints(300n, 299n)).toBe(33n);
    expect(priceAwayBasisPoints(0n, 5n)).toBe(0n);
  });
});

describe('expiry', () => {
  const jakarta = (y: number, m: number, d: number, h = 10, min = 0) =>
    Date.UTC(y, m - 1, d, h - 7, min);

  it.each([
    ['mid month', jakarta(2026, 11, 24), jakarta(2026, 12, 24)],
    ['across the year', jakarta(2026, 12, 15), jakarta(2027, 1, 15)],
    ['31 Jan to the end of Feb', jakarta(2027, 1, 31), jakarta(2027, 2, 28)],
    ['leap February', jakarta(2028, 1, 30), jakarta(2028, 2, 29)],
    [
      'a Jakarta early morning that is still yesterday in UTC',
      jakarta(2026, 3, 1, 2),
      jakarta(2026, 4, 1, 2),
    ],
  ])('GTC: %s', (_name, now, expiry) => {
    expect(gtcExpiresAtMs(now)).toBe(expiry);
  });

  it('GTD: one hour ahead, adjusted up, accepted with the clock allowance', () => {
    const now = jakarta(2026, 11, 24);
    expect(earliestGtdExpiryMs(now)).toBe(now + 3_600_000);
    expect(adjustGtdExpiryMs(now + 60_000, now)).toBe(now + 3_600_000);
    expect(adjustGtdExpiryMs(now + 7_200_000, now)).toBe(now + 7_200_000);
    expect(isGtdExpiryAccepted(now + 3_600_000, now)).toBe(true);
    expect(isGtdExpiryAccepted(now + 3_300_000, now)).toBe(true);
    expect(isGtdExpiryAccepted(now + 3_299_999, now)).toBe(false);
  });

  const now = jakarta(2026, 11, 24);
  const month = jakarta(2026, 12, 24);
  const hour = 3_600_000;

  it.each<[string, 'GTC' | 'GTD', number | null, number | string]>([
    ['GTC: the month, whatever was sent', 'GTC', 8_640_000_000_000_001, month],
    ['GTC: the month when nothing was sent', 'GTC', null, month],
    ['GTD: two hours ahead', 'GTD', now + 2 * hour, now + 2 * hour],
    ['GTD: 366 days ahead', 'GTD', now + GTD_AHEAD_MAX_MS, now + GTD_AHEAD_MAX_MS],
    ['GTD: no time', 'GTD', null, 'InvalidExpiry'],
    ['GTD: within the hour', 'GTD', now + 60_000, 'ExpiryTooSoon'],
    ['GTD: in the past', 'GTD', 0, 'ExpiryTooSoon'],
    ['GTD: a day past the year', 'GTD', now + GTD_AHEAD_MAX_MS + 1, 'GtdExpiryTooFar'],
    ['GTD: the end of JS time', 'GTD', 8_640_000_000_000_000, 'GtdExpiryTooFar'],
  ])('add, %s', (_name, validity, requested, expected) => {
    const result = placedExpiry(validity, requested, now);
    expect(result.ok ? result.value : result.code).toBe(expected);
  });

  const gtc: ExpiryEdit = {
    validityBefore: 'GTC',
    expiresAtMsBefore: month - 5 * hour,
    validity: undefined,
    requestedMs: undefined,
    nowMs: now,
  };
  const gtd: ExpiryEdit = { ...gtc, validityBefore: 'GTD', expiresAtMsBefore: now + 5 * hour };

  it.each<[string, ExpiryEdit, number | string]>([
    ['GTC kept', gtc, month - 5 * hour],
    ['GTC nulled keeps its month', { ...gtc, requestedMs: null }, month - 5 * hour],
    ['GTD to GTC nulled starts a month', { ...gtd, validity: 'GTC', requestedMs: null }, month],
    ['GTC moved sooner', { ...gtc, requestedMs: now + 2 * hour }, now + 2 * hour],
    ['GTC moved to the month', { ...gtc, requestedMs: month }, month],
    ['GTC moved past the month', { ...gtc, requestedMs: month + 1 }, 'GtcExpiryTooFar'],
    ['GTC moved within the hour', { ...gtc, requestedMs: now + 1 }, 'ExpiryTooSoon'],
    ['GTC without an expiry gets its month', { ...gtc, expiresAtMsBefore: null }, month],
    ['GTD kept', gtd, now + 5 * hour],
    ['GTD nulled', { ...gtd, requestedMs: null }, 'InvalidExpiry'],
    ['GTD moved', { ...gtd, requestedMs: now + 9 * hour }, now + 9 * hour],
    [
      'GTD moved past the year',
      { ...gtd, requestedMs: now + GTD_AHEAD_MAX_MS + 1 },
      'GtdExpiryTooFar',
    ],
    ['GTD to GTC starts a month', { ...gtd, validity: 'GTC' }, month],
    ['GTC to GTD without a time', { ...gtc, validity: 'GTD' }, 'InvalidExpiry'],
    [
      'GTC to GTD with a time',
      { ...gtc, validity: 'GTD', requestedMs: now + 2 * hour },
      now + 2 * hour,
    ],
  ])('edit, %s', (_name, edit, expected) => {
    const result = editedExpiry(edit);
    expect(result.ok ? result.value : result.code).toBe(expected);
  });
});

describe('LIFO', () => {
  const lots = [
    { id: 'a', remainingMg: 1_000n, costPerGramSen: 100_000n, acquiredAtMs: 1 },
    { id: 'b', remainingMg: 500n, costPerGramSen: 120_000n, acquiredAtMs: 3 },
    { id: 'c', remainingMg: 2_000n, costPerGramSen: 110_000n, acquiredAtMs: 2 },
  ];

  it('takes the newest gold first', () => {
    expect(takeLifo(lots, 1_000n)).toEqual({
      takes: [
        { lotId: 'b', mg: 500n, costSen: 60_000n, acquiredAtMs: 3 },
        { lotId: 'c', mg: 500n, costSen: 55_000n, acquiredAtMs: 2 },
      ],
      costSen: 115_000n,
      uncoveredMg: 0n,
    });
  });

  it('reports gold the lots cannot cover', () => {
    const take = takeLifo(lots, 4_000n);
    expect(take.costSen).toBe(60_000n + 220_000n + 100_000n);
    expect(take.uncoveredMg).toBe(500n);
  });

  it('estimates profit as proceeds less LIFO cost', () => {
    expect(estimatedProfitSen(lots, 500n, 70_000n)).toBe(10_000n);
  });

  it('averages the cost of what remains', () => {
    expect(averageCostPerGramSen(lots)).toBe(108_571n);
    expect(averageCostPerGramSen([])).toBe(0n);
  });
});

describe('rupiah to dollars', () => {
  it.each([
    [50_000n, 14_000n, 4, 357n],
    [5_500n, 14_000n, 4, 39n],
    [100_000_000_000n, 14_000n, 2, 7_142_857n],
  ])('%s sen at %s', (sen, rate, scale, usd) => {
    expect(senToUsdMinor(sen, rate, scale)).toBe(usd);
  });

  it('refuses a rate of zero', () => {
    expect(() => senToUsdMinor(1n, 0n, 2)).toThrow(RangeError);
  });
});
