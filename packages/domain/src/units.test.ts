/** Proves the gram-to-troy-ounce conversion with the spec's factor 0.0321507 and gram texts. */
import { describe, expect, it } from 'vitest';
import { gramsText, milligramsToTroyOunceMinor, milligramsToTroyOunces } from './units.ts';

describe('milligramsToTroyOunces', () => {
  const cases: [bigint, number, string][] = [
    [1_000n, 7, '0.0321507'],
    [1_000n, 10, '0.0321507000'],
    [100_000n, 10, '3.2150700000'],
    [1_000_000n, 4, '32.1507'],
    [1_000_000n, 2, '32.15'],
    [10n, 10, '0.0003215070'],
    [1n, 10, '0.0000321507'],
    [1n, 5, '0.00003'],
    [1n, 4, '0.0000'],
    // 15.55 g = 0.499943385 oz: the 5 in the ninth place rounds the eighth up.
    [15_550n, 8, '0.49994339'],
    [-15_550n, 8, '-0.49994339'],
    [0n, 10, '0.0000000000'],
    [1_000_000n, 0, '32'],
  ];
  it.each(cases)('%s mg at %s decimals is %s oz', (mg, scale, text) => {
    expect(milligramsToTroyOunces(mg, scale)).toBe(text);
  });

  it('gives minor units for formatting', () => {
    expect(milligramsToTroyOunceMinor(1_000n, 7)).toBe(321_507n);
  });
});

describe('gramsText', () => {
  const cases: [bigint, number, string][] = [
    [1_500n, 1, '1.5'],
    [1_500n, 3, '1.500'],
    [1_500n, 0, '2'],
    [1_499n, 0, '1'],
    [10n, 2, '0.01'],
    [5n, 2, '0.01'],
    [4n, 2, '0.00'],
    [100_000n, 0, '100'],
    [1n, 5, '0.00100'],
    [-1_500n, 0, '-2'],
  ];
  it.each(cases)('%s mg at %s decimals is %s g', (mg, decimals, text) => {
    expect(gramsText(mg, decimals)).toBe(text);
  });
});
