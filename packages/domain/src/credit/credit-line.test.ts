import { describe, expect, it } from 'vitest';
import {
  CREDIT_LIMIT_MAX_SEN,
  checkCreditLimit,
  checkCreditReason,
  creditFigures,
} from './credit-line.ts';

const LIMIT = 200_000_000n;

describe('creditFigures', () => {
  it('leaves the whole limit available while the cash covers every order', () => {
    expect(creditFigures(500_000n, 300_000n, LIMIT)).toEqual({
      creditLimitSen: LIMIT,
      availableCreditSen: LIMIT,
      settlementOwingSen: 0n,
    });
  });

  it('counts what open orders draw beyond the cash as reserved credit, not owed', () => {
    expect(creditFigures(1_000_000n, 121_000_000n, LIMIT)).toEqual({
      creditLimitSen: LIMIT,
      availableCreditSen: LIMIT - 120_000_000n,
      settlementOwingSen: 0n,
    });
  });

  it('owes what fills left below zero, and still counts the open orders', () => {
    expect(creditFigures(-80_000_000n, 30_000_000n, LIMIT)).toEqual({
      creditLimitSen: LIMIT,
      availableCreditSen: LIMIT - 80_000_000n - 30_000_000n,
      settlementOwingSen: 80_000_000n,
    });
  });

  it('shows nothing available and nothing owed without a credit line', () => {
    expect(creditFigures(0n, 0n, 0n)).toEqual({
      creditLimitSen: 0n,
      availableCreditSen: 0n,
      settlementOwingSen: 0n,
    });
  });
});

describe('checkCreditLimit', () => {
  it('takes whole rupiah from 0 to the maximum', () => {
    expect(checkCreditLimit(0n)).toEqual({ ok: true, value: 0n });
    expect(checkCreditLimit(CREDIT_LIMIT_MAX_SEN)).toEqual({
      ok: true,
      value: CREDIT_LIMIT_MAX_SEN,
    });
  });

  it.each([-100n, 150n, CREDIT_LIMIT_MAX_SEN + 100n])('refuses %s sen', (sen) => {
    expect(checkCreditLimit(sen)).toMatchObject({ ok: false, code: 'CreditLimitInvalid' });
  });
});

describe('checkCreditReason', () => {
  it('trims the reason and takes 3 to 200 characters', () => {
    expect(checkCreditReason('  modal usaha  ')).toEqual({ ok: true, value: 'modal usaha' });
    expect(checkCreditReason('x'.repeat(200))).toMatchObject({ ok: true });
  });

  it.each(['', '  ab  ', 'x'.repeat(201)])('refuses %j', (text) => {
    expect(checkCreditReason(text)).toMatchObject({ ok: false, code: 'CreditReasonInvalid' });
  });
});
