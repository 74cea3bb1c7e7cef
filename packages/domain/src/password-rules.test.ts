/**
 * Proves the new-password rules (length, lowercase, uppercase, digit, symbol), the confirmation
 * check, and that the texts shown match the spec and the error catalogue.
 */
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './errors.ts';
import {
  PASSWORD_LENGTH_MIN,
  checkNewPassword,
  checkPasswordConfirmation,
  passwordRuleTexts,
  passwordTips,
} from './password-rules.ts';

describe('checkNewPassword', () => {
  const strong = ['Emas#2026', 'Aa1!aaaa', 'Zz9 zz.z', 'Ééé1!xyz', 'PASSWORd1_'];
  it.each(strong)('accepts %j', (password) => {
    expect(checkNewPassword(password)).toEqual({ ok: true, value: undefined });
  });

  const weak: [string, string][] = [
    ['7 characters', 'Aa1!aaa'],
    ['no lowercase letter', 'EMAS#2026'],
    ['no uppercase letter', 'emas#2026'],
    ['no digit', 'Emas#emas'],
    ['no symbol', 'Emas20266'],
    ['only a space as the "symbol"', 'Emas 2026'],
    ['empty', ''],
    ['7 code points even if 8 UTF-16 units', 'Aa1!aa😀'],
  ];
  it.each(weak)('refuses a password with %s', (_name, password) => {
    expect(checkNewPassword(password)).toEqual({ ok: false, code: 'PasswordTooWeak' });
  });

  it('counts 8 code points as long enough', () => {
    expect(checkNewPassword('Aa1!aa😀b')).toEqual({ ok: true, value: undefined });
  });

  it('has the minimum of the spec', () => {
    expect(PASSWORD_LENGTH_MIN).toBe(8);
  });
});

describe('checkPasswordConfirmation', () => {
  const cases: [string, string, boolean][] = [
    ['Emas#2026', 'Emas#2026', true],
    ['Emas#2026', 'emas#2026', false],
    ['Emas#2026', 'Emas#2026 ', false],
    ['Emas#2026', '', false],
    ['', '', true],
  ];
  it.each(cases)('%j against %j matches: %s', (password, confirmation, matches) => {
    expect(checkPasswordConfirmation(password, confirmation)).toEqual(
      matches ? { ok: true, value: undefined } : { ok: false, code: 'PasswordMismatch' },
    );
  });
});

describe('texts', () => {
  it('shows the rule popup as the spec writes it', () => {
    expect(passwordRuleTexts).toEqual({
      title: 'Password tidak memenuhi ketentuan',
      message:
        'Password minimal 8 karakter, mengandung huruf kapital, huruf kecil, simbol, dan angka.',
    });
  });

  it('keeps the catalogue entry in step with the popup', () => {
    expect(errorCatalogue.PasswordTooWeak.id).toBe(
      `${passwordRuleTexts.title}. ${passwordRuleTexts.message}`,
    );
  });

  it('lists five tips in each language', () => {
    expect(passwordTips.id).toHaveLength(5);
    expect(passwordTips.en).toHaveLength(5);
    for (const tip of [...passwordTips.id, ...passwordTips.en]) expect(tip.trim()).not.toBe('');
  });
});
