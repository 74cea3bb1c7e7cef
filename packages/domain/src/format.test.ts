/**
 * Proves the display formats: grouped decimals in both locales with half-up rounding, rupiah and
 * dollar amounts, percentages, the Jakarta clock and the countdown, including negatives and zero.
 */
import { describe, expect, it } from 'vitest';
import {
  formatClockJakarta,
  formatCountdown,
  formatDecimal,
  formatIdr,
  formatMoney,
  formatPercent,
  formatUsd,
  type Locale,
} from './format.ts';

describe('formatDecimal', () => {
  const cases: [bigint, number, Locale, number | undefined, string][] = [
    [123456789n, 3, 'en', undefined, '123,456.789'],
    [123456789n, 3, 'id', undefined, '123.456,789'],
    [123456789n, 3, 'en', 2, '123,456.79'],
    [123456784n, 3, 'en', 2, '123,456.78'],
    [123456785n, 3, 'en', 2, '123,456.79'],
    [-123456785n, 3, 'en', 2, '-123,456.79'],
    [123456789n, 3, 'en', 0, '123,457'],
    [123456789n, 3, 'en', 5, '123,456.78900'],
    [5n, 2, 'en', undefined, '0.05'],
    [-5n, 2, 'id', undefined, '-0,05'],
    [0n, 2, 'id', undefined, '0,00'],
    [-4n, 3, 'en', 2, '0.00'],
    [-5n, 3, 'en', 2, '-0.01'],
    [999n, 0, 'en', undefined, '999'],
    [1000n, 0, 'en', undefined, '1,000'],
    [1000n, 0, 'id', undefined, '1.000'],
    [-1234567n, 0, 'id', undefined, '-1.234.567'],
    [99999n, 2, 'en', 0, '1,000'],
    [1234567890123456789n, 0, 'en', undefined, '1,234,567,890,123,456,789'],
  ];
  it.each(cases)(
    '%s at scale %s in %s with %s decimals is %j',
    (minor, scale, locale, decimals, text) => {
      expect(formatDecimal(minor, scale, locale, decimals)).toBe(text);
    },
  );
});

describe('formatIdr and formatUsd', () => {
  const cases: [string, string, string][] = [
    ['formatIdr', formatIdr(100_000_000_000n, 'id'), 'Rp 1.000.000.000,00'],
    ['formatIdr', formatIdr(100_000_000_000n, 'en'), 'Rp 1,000,000,000.00'],
    ['formatIdr', formatIdr(1_050n, 'id'), 'Rp 10,50'],
    ['formatIdr', formatIdr(0n, 'id'), 'Rp 0,00'],
    ['formatIdr', formatIdr(-123_456n, 'id'), '-Rp 1.234,56'],
    ['formatUsd', formatUsd(123_456n, 'en'), '$1,234.56'],
    ['formatUsd', formatUsd(123_456n, 'id'), '$1.234,56'],
    ['formatUsd', formatUsd(7n, 'en'), '$0.07'],
    ['formatUsd', formatUsd(-7n, 'en'), '-$0.07'],
    ['formatMoney idr', formatMoney(1_000_000n, 'idr', 'id'), 'Rp 10.000,00'],
    ['formatMoney usd', formatMoney(1_000_000n, 'usd', 'en'), '$10,000.00'],
  ];
  it.each(cases)('%s gives %j', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('formatPercent', () => {
  const cases: [bigint, Locale, string][] = [
    [1234n, 'en', '12.34%'],
    [1234n, 'id', '12,34%'],
    [-5n, 'en', '-0.05%'],
    [0n, 'en', '0.00%'],
    [123456n, 'en', '1,234.56%'],
  ];
  it.each(cases)('%s basis points in %s is %j', (basisPoints, locale, text) => {
    expect(formatPercent(basisPoints, locale)).toBe(text);
  });
});

describe('formatClockJakarta', () => {
  const cases: [number, string][] = [
    [Date.UTC(2024, 5, 10, 0, 0, 0), '07:00:00'],
    [Date.UTC(2024, 5, 10, 16, 59, 59, 999), '23:59:59'],
    [Date.UTC(2024, 5, 10, 17, 0, 0), '00:00:00'],
    [Date.UTC(2024, 5, 10, 2, 3, 4), '09:03:04'],
  ];
  it.each(cases)('%s is %j', (epochMs, text) => {
    expect(formatClockJakarta(epochMs)).toBe(text);
  });
});

describe('formatCountdown', () => {
  const cases: [number, string][] = [
    [60, '01:00'],
    [59, '00:59'],
    [5, '00:05'],
    [59.9, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
    [Number.POSITIVE_INFINITY, '00:00'],
    [3661, '61:01'],
  ];
  it.each(cases)('%s seconds is %j', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
