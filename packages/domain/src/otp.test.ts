/** Proves what counts as an OTP code and how many tries remain. */
import { describe, expect, it } from 'vitest';
import { isOtpCode, otpAttemptsRemaining } from './otp.ts';

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
