import { describe, expect, it } from 'vitest';
import { feeSen, taxSen } from '../trading/fees.ts';
import {
  type BrokerFeeSchedule,
  SPEC_BROKER_RATES,
  checkBrokerRates,
  effectiveFromMs,
  scheduleInForce,
} from './broker-fee-schedule.ts';

/** 2026-11-27 10:00 in Jakarta (03:00 UTC). */
const NOW = Date.UTC(2026, 10, 27, 3);
const schedule = (id: string, effectiveFromMs: number, createdAtMs = 0): BrokerFeeSchedule => ({
  id,
  brokerId: 'metalgo',
  effectiveFromMs,
  createdAtMs,
  rates: SPEC_BROKER_RATES,
});

describe('the schedule in force', () => {
  const first = schedule('first', 0);
  const december = schedule('december', Date.UTC(2026, 10, 30, 17));
  it('is the latest that has taken effect at the time asked', () => {
    expect(scheduleInForce([december, first], NOW)?.id).toBe('first');
    expect(scheduleInForce([first, december], Date.UTC(2026, 10, 30, 17))?.id).toBe('december');
  });
  it('is none before the first', () => {
    expect(scheduleInForce([december], NOW)).toBeNull();
  });
  it('of two taking effect together, is the one added later', () => {
    const fix = schedule('fix', december.effectiveFromMs, 5);
    expect(scheduleInForce([fix, december], december.effectiveFromMs)?.id).toBe('fix');
  });
});

describe('the effective date', () => {
  it('starts a later day at 00:00 in Jakarta (17:00 UTC the day before)', () => {
    expect(effectiveFromMs('2026-12-01', NOW)).toEqual({
      ok: true,
      value: Date.UTC(2026, 10, 30, 17),
    });
  });
  it('starts today from now, never earlier', () => {
    expect(effectiveFromMs('2026-11-27', NOW)).toEqual({ ok: true, value: NOW });
  });
  it('is refused before today and when it is not a date', () => {
    expect(effectiveFromMs('2026-11-26', NOW)).toMatchObject({ code: 'FeeScheduleBackdated' });
    expect(effectiveFromMs('2026-02-30', NOW)).toMatchObject({ code: 'FeeScheduleDateInvalid' });
  });
});

describe('the rates', () => {
  it('the spec rates charge as the constants always did', () => {
    expect(feeSen(10_000_000n, SPEC_BROKER_RATES)).toBe(100_000n);
    expect(taxSen(100_000n, SPEC_BROKER_RATES)).toBe(11_000n);
  });
  it('a broker’s own rates change the fee, its floor and the tax', () => {
    const rates = { ...SPEC_BROKER_RATES, feeBasisPoints: 50n, feeMinimumSen: 100_000n };
    expect(feeSen(10_000_000n, rates)).toBe(100_000n);
    expect(feeSen(100_000_000n, rates)).toBe(500_000n);
    expect(taxSen(500_000n, { ...rates, taxBasisPoints: 1_200n })).toBe(60_000n);
  });
  it('refuses a rate above 100% or an amount below zero, naming it', () => {
    expect(checkBrokerRates({ ...SPEC_BROKER_RATES, taxBasisPoints: 10_001n })).toMatchObject({
      code: 'FeeRateOutOfRange',
      params: { rate: 'taxBasisPoints' },
    });
    expect(checkBrokerRates({ ...SPEC_BROKER_RATES, feeMinimumSen: -1n }).ok).toBe(false);
    expect(checkBrokerRates(SPEC_BROKER_RATES).ok).toBe(true);
  });
});
