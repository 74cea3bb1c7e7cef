/**
 * Proves the cash-withdrawal rules at each edge spec 000 names: the Rp 10.000 minimum, the
 * Rp 250.000.000 BI-FAST maximum (none for ETB), the 3-40 character description left out when
 * blank, the daily limit, IDR and USD linked by the sell rate with their steps and never below
 * 0, the destinations by bank type with their account-number label, the transfer screen's
 * texts, and the history's Diproses / Berhasil / Gagal.
 */
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../result.ts';
import {
  accountNumberLabel,
  dailyLimitVerdict,
  destinationChoices,
  historyStatusOf,
  presetAccountNumber,
  senOfUsdCents,
  stepIdrSen,
  stepUsdCents,
  transferFormProblems,
  usdCentsOfSen,
  withdrawalAmountVerdict,
  withdrawalDescriptionVerdict,
  withdrawalStatusLabel,
} from './index.ts';

const rp = (whole: bigint) => whole * 100n;

describe('withdrawalAmountVerdict', () => {
  it.each([
    ['bifast', rp(9_999n) + 99n, fail('WithdrawalBelowMinimum')],
    ['bifast', rp(10_000n), ok(undefined)],
    ['bifast', rp(250_000_000n), ok(undefined)],
    ['bifast', rp(250_000_000n) + 1n, fail('WithdrawalAboveMaximum')],
    ['etb', rp(9_999n), fail('WithdrawalBelowMinimum')],
    ['etb', rp(10_000n), ok(undefined)],
    ['etb', rp(900_000_000n), ok(undefined)],
    ['etb', 0n, fail('WithdrawalBelowMinimum')],
  ] as const)('%s of %s sen', (type, sen, verdict) => {
    expect(withdrawalAmountVerdict(type, sen)).toEqual(verdict);
  });
});

describe('withdrawalDescriptionVerdict', () => {
  it.each([
    [undefined, ok(undefined)],
    ['', ok(undefined)],
    ['   ', ok(undefined)],
    ['ab', fail('WithdrawalDescriptionTooShort')],
    ['abc', ok('abc')],
    ['  abc  ', ok('abc')],
    ['x'.repeat(40), ok('x'.repeat(40))],
    ['x'.repeat(41), fail('WithdrawalDescriptionTooLong')],
    ['é😀é', ok('é😀é')],
  ] as const)('%j', (text, verdict) => {
    expect(withdrawalDescriptionVerdict(text)).toEqual(verdict);
  });
});

describe('dailyLimitVerdict', () => {
  it('allows up to the limit and refuses a sen beyond', () => {
    expect(dailyLimitVerdict(rp(400n), rp(100n), rp(500n))).toEqual(ok(undefined));
    expect(dailyLimitVerdict(rp(400n), rp(100n) + 1n, rp(500n))).toEqual(
      fail('WithdrawalDailyLimitExceeded'),
    );
  });
});

describe('linked IDR and USD amounts', () => {
  it('converts at the sell rate, rounding down, never negative', () => {
    expect(usdCentsOfSen(rp(14_000n), 14_000n)).toBe(100n);
    expect(usdCentsOfSen(rp(14_139n), 14_000n)).toBe(100n);
    expect(usdCentsOfSen(rp(-5n), 14_000n)).toBe(0n);
    expect(usdCentsOfSen(rp(5n), 0n)).toBe(0n);
    expect(senOfUsdCents(300n, 15_500n)).toBe(rp(46_500n));
    expect(senOfUsdCents(-1n, 15_500n)).toBe(0n);
  });

  it('steps by Rp 10.000 and $1 and stops at 0', () => {
    expect(stepIdrSen(0n, 1)).toBe(rp(10_000n));
    expect(stepIdrSen(rp(5_000n), -1)).toBe(0n);
    expect(stepIdrSen(rp(25_000n), -1)).toBe(rp(15_000n));
    expect(stepUsdCents(0n, 1)).toBe(100n);
    expect(stepUsdCents(50n, -1)).toBe(0n);
  });
});

describe('destinations', () => {
  it('offers BAGI only Artha Graha, with its first withdrawal account number', () => {
    expect(destinationChoices('BAGI').map((d) => d.value)).toEqual(['Artha Graha']);
    expect(presetAccountNumber('BAGI', [{ account_number: '111' }, { account_number: '2' }])).toBe(
      '111',
    );
    expect(presetAccountNumber('OTHER', [{ account_number: '111' }])).toBeNull();
  });

  it('offers the others four banks and seven e-wallets', () => {
    expect(destinationChoices('OTHER').map((d) => d.label)).toEqual([
      'CIMB Niaga',
      'BCA',
      'Mandiri',
      'BNI',
      'Giropos',
      'Rekpon',
      'Ovo',
      'Gopay',
      'Linkaja',
      'Dana',
      'Isaku',
    ]);
  });

  it.each([
    ['bca', 'Account Number'],
    ['Artha Graha', 'Account Number'],
    ['giropos', 'Phone Number / ID'],
    ['gopay', 'Phone Number / ID'],
    ['', 'Account Number'],
  ])('labels %s with %s', (value, label) => {
    expect(accountNumberLabel(value)).toBe(label);
  });
});

describe('transferFormProblems', () => {
  it('asks for a destination, an account number and at least 10000', () => {
    expect(transferFormProblems({ destination: '', accountNumber: '', amountSen: null })).toEqual({
      destination: 'Please choose your withdraw destination.',
      amount: 'Value must be greater than 10000',
    });
    expect(
      transferFormProblems({ destination: 'bca', accountNumber: ' ', amountSen: rp(9_999n) }),
    ).toEqual({
      destination: 'Please choose your withdraw destination.',
      amount: 'Value must be greater than 10000',
    });
    expect(
      transferFormProblems({ destination: 'bca', accountNumber: '12', amountSen: rp(10_000n) }),
    ).toEqual({});
  });
});

describe('withdrawal states', () => {
  it.each([
    ['requested', 'pending', 'Diproses'],
    ['processing', 'process', 'Diproses'],
    ['success', 'success', 'Berhasil'],
    ['failed', 'failed', 'Gagal'],
    ['rejected', 'failed', 'Gagal'],
    ['expired', 'failed', 'Gagal'],
  ] as const)('%s is %s, shown %s', (state, status, label) => {
    expect(historyStatusOf(state)).toBe(status);
    expect(withdrawalStatusLabel(status)).toBe(label);
  });

  it('shows an unknown status as Gagal', () => {
    expect(withdrawalStatusLabel('whatever')).toBe('Gagal');
  });
});
