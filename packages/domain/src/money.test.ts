/**
 * Proves the decimal-string edge of money: minor units to text and back, negatives, scale 0,
 * and refusal of malformed text or text with more decimals than the scale allows.
 */
import { describe, expect, it } from 'vitest';
import { parseDecimalString, rupiah, toDecimalString } from './money.ts';

describe('toDecimalString', () => {
  const cases: [bigint, number, string][] = [
    [12345n, 2, '123.45'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [-5n, 2, '-0.05'],
    [-12345n, 2, '-123.45'],
    [12345n, 0, '12345'],
    [-12345n, 0, '-12345'],
    [0n, 0, '0'],
    [1n, 10, '0.0000000001'],
    [123456789012345678901234567890n, 2, '1234567890123456789012345678.90'],
  ];
  it.each(cases)('%s at scale %s is %j', (minor, scale, text) => {
    expect(toDecimalString(minor, scale)).toBe(text);
  });

  it.each(cases)('%s at scale %s round-trips', (minor, scale) => {
    expect(parseDecimalString(toDecimalString(minor, scale), scale)).toBe(minor);
  });
});

describe('parseDecimalString', () => {
  const cases: [string, number, bigint | null][] = [
    ['123.45', 2, 12345n],
    ['123.4', 2, 12340n],
    ['123', 2, 12300n],
    ['-0.05', 2, -5n],
    [' 10000 ', 2, 1_000_000n],
    ['007.10', 2, 710n],
    ['12345', 0, 12345n],
    ['-12345', 0, -12345n],
    ['123.456', 2, null],
    ['1.5', 0, null],
    ['', 2, null],
    ['-', 2, null],
    ['.5', 2, null],
    ['5.', 2, null],
    ['+5', 2, null],
    ['1,000.00', 2, null],
    ['1e3', 2, null],
    ['abc', 2, null],
    ['1.2.3', 2, null],
  ];
  it.each(cases)('%j at scale %s is %s', (text, scale, minor) => {
    expect(parseDecimalString(text, scale)).toBe(minor);
  });
});

describe('rupiah', () => {
  it('turns whole rupiah into sen', () => {
    expect(rupiah(10_000n)).toBe(1_000_000n);
  });
});
