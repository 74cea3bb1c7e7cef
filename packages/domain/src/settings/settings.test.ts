/**
 * Proves the settings rules of spec 002: which tabs show (KELOLA REKENING outside production
 * and not for pospaygold), the change-password form's checks in the spec's order, the '-' for
 * missing details, and that the fee and tax tables carry the rates the engine charges.
 */
import { describe, expect, it } from 'vitest';
import { MANAGE_ACCOUNTS_CASES } from '../manage-accounts-cases.ts';
import { feeSen, taxSen } from '../trading/fees.ts';
import { feeSchedule, taxRules } from './fee-schedule.ts';
import {
  COMMON_PASSWORDS,
  PASSWORD_CHANGE_FAILURE_WINDOW_MS,
  passwordChangeWaitMinutes,
  meetsSettingsPasswordRule,
  passwordChangeProblem,
  settingsPasswordTexts,
} from './password-change.ts';
import { detailOrDash, settingsTabOf, visibleSettingsTabs } from './tabs.ts';

describe('visibleSettingsTabs', () => {
  it.each(MANAGE_ACCOUNTS_CASES)(
    'in %s for %s, %s shows KELOLA REKENING: %s',
    (environment, brokerId, level, shown) => {
      const tabs = visibleSettingsTabs({ environment, brokerId, level });
      expect(tabs.includes('kelola-rekening')).toBe(shown);
      expect(tabs.slice(shown ? 1 : 0)).toEqual([
        'trading',
        'account',
        'payment',
        'fees',
        'tax',
        'password',
        ...(level === 'client' || level === 'lp' ? (['api-keys'] as const) : []),
        'two-factor',
        'sessions',
      ]);
    },
  );
});

describe('settingsTabOf', () => {
  const visible = visibleSettingsTabs({
    environment: 'production',
    brokerId: 'metalgo',
    level: 'client',
  });
  it.each([
    ['password', 'password'],
    ['sessions', 'sessions'],
    [null, 'trading'],
    ['kelola-rekening', 'trading'],
    ['nonsense', 'trading'],
  ] as const)('reads %s as %s', (requested, tab) => {
    expect(settingsTabOf(requested, visible)).toBe(tab);
  });
});

describe('meetsSettingsPasswordRule', () => {
  it.each([
    ['abcdefg1', true],
    ['1234567a', true],
    ['Kata sandi 9', true],
    ['ábcdéfg1', true],
    ['abcdef1', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['', false],
  ])('%j: %s', (password, meets) => {
    expect(meetsSettingsPasswordRule(password)).toBe(meets);
  });
});

describe('passwordChangeProblem', () => {
  const form = { oldPassword: 'Emas#2026', newPassword: 'newpass12', retypePassword: 'newpass12' };
  it.each([
    ['a complete, valid form', form, null],
    ['a missing old password', { ...form, oldPassword: '' }, 'required'],
    ['a missing retype', { ...form, retypePassword: '' }, 'required'],
    ['a new password without a digit', { ...form, newPassword: 'newpassword' }, 'rule'],
    ['a retype that differs', { ...form, retypePassword: 'newpass13' }, 'mismatch'],
    [
      'a weak password that also differs (rule first)',
      { ...form, newPassword: 'short1', retypePassword: 'other' },
      'rule',
    ],
  ] as const)('%s gives %s', (_name, input, problem) => {
    expect(passwordChangeProblem(input)).toBe(problem);
  });

  it('writes the messages as the spec does', () => {
    expect(settingsPasswordTexts.rule).toBe(
      'Password must be at least 8 characters and must contain at least 1 number.',
    );
    expect(settingsPasswordTexts.mismatch).toBe("Password doesn't match!");
  });

  it('lists only common passwords the form itself would accept', () => {
    for (const password of COMMON_PASSWORDS) expect(meetsSettingsPasswordRule(password)).toBe(true);
  });
});

describe('detailOrDash', () => {
  it.each([
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['   ', '-'],
    ['Jakarta', 'Jakarta'],
  ])('%j shows %j', (value, shown) => {
    expect(detailOrDash(value)).toBe(shown);
  });
});

describe('fee and tax tables', () => {
  it('shows the execution fee the engine charges: 1% with a Rp500 floor', () => {
    const { rateBasisPoints, minimumSen } = feeSchedule.execution;
    expect(rateBasisPoints).toBe(100n);
    expect(minimumSen).toBe(50_000n);
    expect(feeSen(100_000_000n)).toBe((100_000_000n * rateBasisPoints) / 10_000n);
    expect(feeSen(1n)).toBe(minimumSen);
  });

  it('shows the tax on the fee the engine charges', () => {
    const onFee = taxRules.find((rule) => rule.on === 'executionFee');
    expect(onFee?.rateBasisPoints).toBe(1_100n);
    expect(taxSen(100_000n)).toBe((100_000n * (onFee?.rateBasisPoints ?? 0n)) / 10_000n);
  });

  it('lists the e-warrant costs per city of spec 002 section 9, in US cents', () => {
    expect(
      feeSchedule.eWarrant.map((row) => [row.city, row.certificationCents, row.cancellationCents]),
    ).toEqual([
      ['Dubai', 2500n, 1500n],
      ['Hong Kong', 2500n, 1500n],
      ['London', 1200n, 600n],
      ['New York', 2500n, 1500n],
      ['Singapore', 1200n, 600n],
      ['Sydney', 1200n, 600n],
      ['Zurich', 2500n, 1500n],
    ]);
  });

  it('shows the withdrawal limits of spec 000: Rp10.000 to Rp250.000.000', () => {
    expect(feeSchedule.withdrawal).toEqual({
      feeSen: 0n,
      minimumSen: 1_000_000n,
      maximumSen: 25_000_000_000n,
    });
  });
});

describe('passwordChangeWaitMinutes', () => {
  const now = 10_000_000;
  const minute = 60_000;
  it.each([
    ['no failures', [], null],
    ['four in the window', [1, 2, 3, 4].map((n) => now - n * minute), null],
    [
      'five in the window, the oldest 5 minutes ago',
      [1, 2, 3, 4, 5].map((n) => now - n * minute),
      10,
    ],
    ['five, the oldest just now', [0, 0, 0, 0, 0].map(() => now), 15],
    [
      'five, one of them outside the window',
      [now - PASSWORD_CHANGE_FAILURE_WINDOW_MS, now - 1, now - 2, now - 3, now - 4],
      null,
    ],
    ['six: the lock follows the fifth newest', [14, 9, 3, 2, 1, 1].map((n) => now - n * minute), 6],
    [
      'five, lifting in 30 s: still a minute',
      [now - PASSWORD_CHANGE_FAILURE_WINDOW_MS + 30_000, now, now, now, now],
      1,
    ],
  ] as const)('%s: %s', (_name, failures, minutes) => {
    expect(passwordChangeWaitMinutes(failures, now)).toBe(minutes);
  });
});
