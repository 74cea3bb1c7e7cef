/**
 * Proves the error catalogue is complete in both languages with sane statuses, and that
 * messages fill their holes and leave unknown holes as written.
 */
import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  errorMessages,
  fillMessage,
  isErrorCode,
  shownMessage,
  signInErrors,
  type ErrorCode,
} from './errors.ts';

const codes = Object.keys(errorCatalogue) as ErrorCode[];

describe('errorCatalogue', () => {
  it.each(codes)('%s has English and Indonesian texts and valid statuses', (code) => {
    const entry = errorCatalogue[code];
    expect(entry.en.trim()).not.toBe('');
    expect(entry.id.trim()).not.toBe('');
    expect(entry.http).toBeGreaterThanOrEqual(400);
    expect(entry.http).toBeLessThan(600);
    expect(Number.isInteger(entry.status)).toBe(true);
  });

  it.each(codes)('%s says its err_message_id in Indonesian, not the English again', (code) => {
    const entry = errorCatalogue[code];
    expect(entry.id).not.toBe(entry.en);
  });

  it('shows the spec’s English as written in both languages, other texts in their own', () => {
    expect(shownMessage('InsufficientGold', { contract: 'Emas 1 gram' }, 'id')).toBe(
      "You don't have enough Emas 1 gram gold.",
    );
    expect(shownMessage('MarketHolidayClosed', undefined, 'id')).toBe(
      errorCatalogue.MarketHolidayClosed.id,
    );
  });

  it('gives the spec credentials message to the login codes', () => {
    for (const code of ['WrongPassword', 'AccountInactive', 'LoginFormatInvalid'] as const) {
      expect(errorCatalogue[code].en).toBe('ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT');
      expect(errorCatalogue[code].id).toBe('PASTIKAN EMAIL DAN PASSWORD ANDA BENAR');
    }
    expect(errorCatalogue.BrokerMismatch.en).toMatch(
      /^ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT\. This account is registered with another broker/,
    );
    expect(errorCatalogue.BrokerMismatch.id).toMatch(
      /^PASTIKAN EMAIL DAN PASSWORD ANDA BENAR\. Akun ini terdaftar di perantara perdagangan lain/,
    );
    expect(errorCatalogue.LoginFormatInvalid.status).toBe(422);
    expect(errorCatalogue.LoginFormatInvalid.http).toBe(422);
  });

  it('carries the sign-in entries, which the sign-in route imports alone, as they are', () => {
    const signInCodes = Object.keys(signInErrors);
    expect(signInCodes).toEqual(expect.arrayContaining(['WrongPassword', 'SessionExpired']));
    expect(codes.slice(0, signInCodes.length)).toEqual(signInCodes);
    for (const code of signInCodes) {
      expect(errorCatalogue[code as ErrorCode]).toBe(
        signInErrors[code as keyof typeof signInErrors],
      );
    }
  });
});

describe('isErrorCode', () => {
  it.each([
    ['OTPInvalid', true],
    ['PasswordTooWeak', true],
    ['otpinvalid', false],
    ['toString', false],
    ['', false],
  ] as const)('%j: %s', (value, known) => {
    expect(isErrorCode(value)).toBe(known);
  });
});

describe('fillMessage', () => {
  const cases: [string, Record<string, string | number> | undefined, string][] = [
    ['Sisa {remaining}x Kesempatan', { remaining: 2 }, 'Sisa 2x Kesempatan'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['{a} and {b}', { a: 1 }, '1 and {b}'],
    ['Try in {minutes} minutes', undefined, 'Try in {minutes} minutes'],
    ['Try in {minutes} minutes', {}, 'Try in {minutes} minutes'],
    ['zero {n}', { n: 0 }, 'zero 0'],
    ['empty {s}.', { s: '' }, 'empty .'],
    ['no holes', { a: 1 }, 'no holes'],
  ];
  it.each(cases)('%j with %j', (template, params, text) => {
    expect(fillMessage(template, params)).toBe(text);
  });
});

describe('errorMessages', () => {
  it('fills both languages', () => {
    expect(errorMessages('OTPInvalid', { remaining: 1 })).toEqual({
      en: 'Wrong code, 1 attempts left',
      id: 'Kode Tidak Sesuai, Sisa 1x Kesempatan',
    });
  });

  it('leaves holes without values', () => {
    expect(errorMessages('OTPInCooldown').id).toBe(
      'Tunggu {seconds} detik sebelum meminta kode baru.',
    );
  });
});
