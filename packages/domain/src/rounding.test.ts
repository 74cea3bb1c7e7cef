/** Proves half-away-from-zero division and rescaling of bigint minor units, both signs. */
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, powerOfTen, rescaleHalfUp } from './rounding.ts';

describe('divideRoundHalfUp', () => {
  const cases: [bigint, bigint, bigint][] = [
    [10n, 5n, 2n],
    [14n, 10n, 1n],
    [15n, 10n, 2n],
    [16n, 10n, 2n],
    [-14n, 10n, -1n],
    [-15n, 10n, -2n],
    [15n, -10n, -2n],
    [-15n, -10n, 2n],
    [0n, 7n, 0n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [1n, 2n, 1n],
    [-1n, 2n, -1n],
  ];
  it.each(cases)('%s / %s = %s', (numerator, denominator, quotient) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(quotient);
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('rescaleHalfUp', () => {
  const cases: [bigint, number, number, bigint][] = [
    [12345n, 3, 2, 1235n],
    [12344n, 3, 2, 1234n],
    [-12345n, 3, 2, -1235n],
    [12345n, 2, 4, 1234500n],
    [12345n, 2, 2, 12345n],
    [12345n, 2, 0, 123n],
    [12350n, 2, 0, 124n],
    [49n, 2, 0, 0n],
    [-49n, 2, 0, 0n],
  ];
  it.each(cases)('%s at scale %s to scale %s is %s', (minor, from, to, expected) => {
    expect(rescaleHalfUp(minor, from, to)).toBe(expected);
  });
});

describe('powerOfTen', () => {
  it.each([
    [0, 1n],
    [2, 100n],
    [7, 10_000_000n],
  ])('10^%s = %s', (exponent, value) => {
    expect(powerOfTen(exponent)).toBe(value);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (exponent) => {
    expect(() => powerOfTen(exponent)).toThrow(RangeError);
  });
});
