/**
 * Proves the rules of one-time codes: what counts as a code, its expiry, the tries left and the
 * end of a challenge, the resend cooldown, count and lock, and the 24-hour wait after too many
 * wrong codes, at each edge of spec 000 section 9.
 */
import { describe, expect, it } from 'vitest';
import {
  type OtpSendVerdict,
  type OtpSends,
  isOtpCode,
  isOtpExpired,
  otpAttemptsRemaining,
  otpExpiresAtMs,
  otpResendNumberOfNewChallenge,
  otpResendsUsed,
  otpSendVerdict,
  otpWrongCodeAnswer,
  otpWrongCodeWait,
} from './otp.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const T = 1_800_000_000_000;

describe('isOtpCode', () => {
  const cases: [string, boolean][] = [
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['', false],
    ['12345a', false],
    [' 123456', false],
    ['123456 ', false],
    ['123 456', false],
    ['١٢٣٤٥٦', false],
    ['１２３４５６', false],
    ['-12345', false],
    ['123456\n', false],
  ];
  it.each(cases)('%j is a code: %s', (text, expected) => {
    expect(isOtpCode(text)).toBe(expected);
  });
});

describe('otpAttemptsRemaining', () => {
  const cases: [number, number, number][] = [
    [3, 0, 3],
    [3, 1, 2],
    [3, 2, 1],
    [3, 3, 0],
    [3, 4, 0],
    [5, 10, 0],
    [0, 0, 0],
  ];
  it.each(cases)('max %s, used %s leaves %s', (max, used, remaining) => {
    expect(otpAttemptsRemaining(max, used)).toBe(remaining);
  });
});

describe('expiry', () => {
  it('lives 60 s from its sending', () => {
    expect(otpExpiresAtMs(T)).toBe(T + MINUTE);
  });
  const cases: [number, boolean][] = [
    [T + MINUTE - 1, false],
    [T + MINUTE, true],
    [T + MINUTE + 1, true],
  ];
  it.each(cases)('at %s a code sent at T is expired: %s', (nowMs, expired) => {
    expect(isOtpExpired(otpExpiresAtMs(T), nowMs)).toBe(expired);
  });
});

const sends = (changes: Partial<OtpSends> = {}): OtpSends => ({
  firstSentAtMs: T,
  lastSentAtMs: T,
  resendCount: 0,
  resendLockedUntilMs: null,
  ...changes,
});

describe('otpResendsUsed', () => {
  const cases: [string, OtpSends, number, number][] = [
    ['no lock', sends({ resendCount: 3 }), T, 3],
    ['a running lock', sends({ resendCount: 6, resendLockedUntilMs: T + HOUR }), T, 6],
    ['a lock run out', sends({ resendCount: 6, resendLockedUntilMs: T + HOUR }), T + HOUR, 0],
  ];
  it.each(cases)('%s', (_name, history, nowMs, used) => {
    expect(otpResendsUsed(history, nowMs)).toBe(used);
  });
});

describe('otpResendNumberOfNewChallenge', () => {
  const cases: [string, OtpSends | null, number, number][] = [
    ['a first challenge', null, T, 0],
    ['one begun within the hour', sends({ resendCount: 2 }), T + HOUR - 1, 3],
    ['one begun an hour ago', sends({ resendCount: 2 }), T + HOUR, 0],
    [
      'one whose lock ran out',
      sends({ resendCount: 6, resendLockedUntilMs: T + 10 * MINUTE }),
      T + 10 * MINUTE,
      1,
    ],
  ];
  it.each(cases)('continues %s: %s', (_name, previous, nowMs, resend) => {
    expect(otpResendNumberOfNewChallenge(previous, nowMs)).toBe(resend);
  });
});

describe('otpSendVerdict', () => {
  const cases: [string, OtpSends | null, number, number, OtpSendVerdict][] = [
    ['no previous code', null, 0, T, { kind: 'send' }],
    [
      'within the cooldown',
      sends(),
      1,
      T + 30 * SECOND,
      { kind: 'wait', failure: { ok: false, code: 'OTPInCooldown', params: { seconds: 30 } } },
    ],
    [
      'a part second of cooldown left',
      sends(),
      1,
      T + MINUTE - 1,
      { kind: 'wait', failure: { ok: false, code: 'OTPInCooldown', params: { seconds: 1 } } },
    ],
    ['the cooldown over', sends(), 1, T + MINUTE, { kind: 'send' }],
    ['the 5th resend', sends({ resendCount: 4 }), 5, T + MINUTE, { kind: 'send' }],
    [
      'the 6th resend',
      sends({ resendCount: 5 }),
      6,
      T + MINUTE,
      {
        kind: 'lock',
        lockedUntilMs: T + MINUTE + HOUR,
        failure: { ok: false, code: 'OTPResendExceededLimit', params: { minutes: 60 } },
      },
    ],
    [
      'a running lock',
      sends({ resendCount: 6, resendLockedUntilMs: T + 50 * MINUTE }),
      7,
      T + 10 * MINUTE,
      {
        kind: 'wait',
        failure: { ok: false, code: 'OTPResendExceededLimit', params: { minutes: 40 } },
      },
    ],
    [
      'a lock run out',
      sends({ resendCount: 6, resendLockedUntilMs: T + 50 * MINUTE }),
      1,
      T + 50 * MINUTE,
      { kind: 'send' },
    ],
  ];
  it.each(cases)('%s', (_name, previous, resend, nowMs, verdict) => {
    expect(otpSendVerdict(previous, resend, nowMs)).toEqual(verdict);
  });
});

describe('otpWrongCodeAnswer', () => {
  const cases: [number, number, string, Record<string, number>][] = [
    [3, 1, 'OTPInvalid', { remaining: 2 }],
    [3, 2, 'OTPInvalid', { remaining: 1 }],
    [3, 3, 'OTPValidateExceededLimit', { hours: 24 }],
    [3, 4, 'OTPValidateExceededLimit', { hours: 24 }],
  ];
  it.each(cases)('max %s, used %s: %s %j', (max, used, code, params) => {
    expect(otpWrongCodeAnswer(max, used)).toEqual({ ok: false, code, params });
  });
});

describe('otpWrongCodeWait', () => {
  const cases: [string, number | null, number, number | null][] = [
    ['no exhausted challenge', null, T, null],
    ['just exhausted', T, T, 24],
    ['23 hours and a bit left', T, T + 30 * MINUTE, 24],
    ['a part hour left', T, T + 24 * HOUR - 1, 1],
    ['the 24 hours over', T, T + 24 * HOUR, null],
  ];
  it.each(cases)('%s', (_name, exhaustedAtMs, nowMs, hours) => {
    const wait = otpWrongCodeWait(exhaustedAtMs, nowMs);
    if (hours === null) expect(wait.ok).toBe(true);
    else expect(wait).toEqual({ ok: false, code: 'OTPValidateExceededLimit', params: { hours } });
  });
});
