/**
 * Proves the large and unusual transaction rules: money in or out on a Jakarta day reaching
 * the threshold (at it, not just below; in and out not added together), withdrawals just under
 * a limit counted within a window that reaches into the day, and a deposit withdrawn at once.
 */
import { describe, expect, it } from 'vitest';
import {
  type CashMovement,
  type UnusualTransactionRules,
  isJustUnder,
  jakartaDayStartMs,
  largeCashOf,
  passThroughOf,
  structuringOf,
  unusualFindingsOf,
} from './unusual-transactions.ts';
import { DAY_MS } from '../trading/fees.ts';

const HOUR_MS = 3_600_000;
const rupiah = (amount: number): bigint => BigInt(amount) * 100n;
const day = jakartaDayStartMs('2026-11-26');

const rules: UnusualTransactionRules = {
  largeThresholdSen: rupiah(500_000_000),
  limitsSen: [rupiah(500_000_000), rupiah(100_000_000)],
  justUnderBasisPoints: 1_000n,
  structuringCountMin: 3,
  passThroughBasisPoints: 8_000n,
  windowMs: 24 * HOUR_MS,
};

const move = (kind: CashMovement['kind'], amount: number, hour: number): CashMovement => ({
  kind,
  amountSen: rupiah(amount),
  atMs: day + hour * HOUR_MS,
});

describe('jakartaDayStartMs', () => {
  it('is 00:00 in Jakarta, 17:00 UTC the day before', () => {
    expect(new Date(day).toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });
});

describe('largeCashOf', () => {
  it.each([
    [
      'money in at the threshold',
      [move('deposit', 300_000_000, 1), move('deposit', 200_000_000, 20)],
    ],
    ['money out at the threshold', [move('withdrawal_paid', 500_000_000, 23)]],
  ])('reports %s', (_, movements) => {
    expect(largeCashOf(movements, day, rules.largeThresholdSen)?.kind).toBe('large_cash');
  });

  it.each([
    ['just below', [move('deposit', 499_999_999, 2)]],
    [
      'in and out, neither reaching',
      [move('deposit', 300_000_000, 2), move('withdrawal_paid', 300_000_000, 3)],
    ],
    ['outside the day', [move('deposit', 300_000_000, -1), move('deposit', 300_000_000, 24)]],
    ['requests, not payments', [move('withdrawal_request', 600_000_000, 3)]],
  ])('does not report %s', (_, movements) => {
    expect(largeCashOf(movements, day, rules.largeThresholdSen)).toBeNull();
  });

  it('gives both totals', () => {
    const found = largeCashOf(
      [move('deposit', 600_000_000, 1), move('withdrawal_paid', 10_000_000, 2)],
      day,
      rules.largeThresholdSen,
    );
    expect(found).toEqual({
      kind: 'large_cash',
      inSen: rupiah(600_000_000),
      outSen: rupiah(10_000_000),
    });
  });
});

describe('isJustUnder', () => {
  it.each([
    [99_000_000, true],
    [90_000_000, true],
    [89_999_999, false],
    [100_000_000, false],
    [480_000_000, true],
  ])('Rp %d is just under a limit: %s', (amount, expected) => {
    expect(isJustUnder(rupiah(amount), rules)).toBe(expected);
  });
});

describe('structuringOf', () => {
  const near = (hour: number) => move('withdrawal_request', 95_000_000, hour);

  it('reports three just-under withdrawals within the window', () => {
    const found = structuringOf(
      [near(-10), near(2), near(5), move('withdrawal_request', 5_000_000, 6)],
      day,
      rules,
    );
    expect(found).toEqual({
      kind: 'structuring',
      count: 3,
      totalSen: rupiah(285_000_000),
      fromMs: day - 10 * HOUR_MS,
      toMs: day + 5 * HOUR_MS,
    });
  });

  it.each([
    ['two only', [near(2), near(5)]],
    ['three spread over more than the window', [near(-30), near(-3), near(20)]],
    ['three that all fell before the day', [near(-20), near(-10), near(-1)]],
    ['small ones', [1, 2, 3].map((hour) => move('withdrawal_request', 10_000_000, hour))],
  ])('does not report %s', (_, movements) => {
    expect(structuringOf(movements, day, rules)).toBeNull();
  });
});

describe('passThroughOf', () => {
  it('reports a deposit withdrawn (80% or more) within the window', () => {
    const found = passThroughOf(
      [
        move('deposit', 200_000_000, 9),
        move('withdrawal_request', 100_000_000, 10),
        move('withdrawal_request', 60_000_000, 30),
      ],
      day,
      rules,
    );
    expect(found).toEqual({
      kind: 'pass_through',
      depositSen: rupiah(200_000_000),
      withdrawnSen: rupiah(160_000_000),
      fromMs: day + 9 * HOUR_MS,
      toMs: day + 30 * HOUR_MS,
    });
  });

  it.each([
    [
      'less than 80% withdrawn',
      [move('deposit', 200_000_000, 9), move('withdrawal_request', 159_000_000, 10)],
    ],
    [
      'withdrawn after the window',
      [move('deposit', 200_000_000, 9), move('withdrawal_request', 200_000_000, 34)],
    ],
    [
      'withdrawn before the deposit',
      [move('withdrawal_request', 200_000_000, 8), move('deposit', 200_000_000, 9)],
    ],
    [
      'a deposit of another day',
      [move('deposit', 200_000_000, -2), move('withdrawal_request', 200_000_000, 1)],
    ],
  ])('does not report %s', (_, movements) => {
    expect(passThroughOf(movements, day, rules)).toBeNull();
  });
});

describe('unusualFindingsOf', () => {
  it('gives every finding of the day, and none on a quiet day', () => {
    const movements = [
      move('deposit', 500_000_000, 1),
      move('withdrawal_request', 480_000_000, 2),
      move('withdrawal_request', 470_000_000, 3),
      move('withdrawal_request', 460_000_000, 4),
    ];
    expect(unusualFindingsOf(movements, day, rules).map((found) => found.kind)).toEqual([
      'large_cash',
      'structuring',
      'pass_through',
    ]);
    expect(unusualFindingsOf(movements, day + DAY_MS, rules)).toEqual([]);
  });
});
