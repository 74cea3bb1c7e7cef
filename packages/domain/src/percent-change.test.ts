/**
 * Proves the contract tile's % change: the weight correction divides the contract buy price
 * before comparing with the open, the result is in basis points rounded half away from zero,
 * and a zero open or a non-positive correction gives no percentage.
 */
import { describe, expect, it } from 'vitest';
import { contractById } from './contracts.ts';
import { percentChangeBasisPoints, tilePercentChangeBasisPoints } from './percent-change.ts';

const one = { numerator: 1n, denominator: 1n };
const hundred = { numerator: 100n, denominator: 1n };
const hundredth = { numerator: 1n, denominator: 100n };

describe('percentChangeBasisPoints', () => {
  const cases: [
    string,
    bigint,
    bigint,
    { numerator: bigint; denominator: bigint },
    bigint | null,
  ][] = [
    ['no change', 1_000_000n, 1_000_000n, one, 0n],
    ['up 1 %', 1_010_000n, 1_000_000n, one, 100n],
    ['down 1 %', 990_000n, 1_000_000n, one, -100n],
    ['up 12.34 %', 112_340n, 100_000n, one, 1_234n],
    ['a half basis point rounds up', 1_000_050n, 1_000_000n, one, 1n],
    ['just under half a basis point rounds down', 1_000_049n, 1_000_000n, one, 0n],
    ['a negative half basis point rounds away from zero', 999_950n, 1_000_000n, one, -1n],
    // Contract 3: the 1 g pool price is quoted for 100 units, corrected by 100.
    ['weight correction 100', 101_000_000n, 1_000_000n, hundred, 100n],
    // Contract 4: the 0.01 g price is corrected by 0.01, so it is multiplied by 100.
    ['weight correction 0.01', 10_200n, 1_000_000n, hundredth, 200n],
    ['a doubled price', 2_000_000n, 1_000_000n, one, 10_000n],
    ['a price of zero', 0n, 1_000_000n, one, -10_000n],
    ['a zero open', 1_000_000n, 0n, one, null],
    ['a zero weight correction', 1_000_000n, 1_000_000n, { numerator: 0n, denominator: 1n }, null],
    ['a zero denominator', 1_000_000n, 1_000_000n, { numerator: 1n, denominator: 0n }, null],
    ['a negative correction', 1_000_000n, 1_000_000n, { numerator: -1n, denominator: 1n }, null],
  ];

  it.each(cases)('%s', (_name, contractBuyPriceMinor, openMinor, weightCorrection, expected) => {
    expect(percentChangeBasisPoints({ contractBuyPriceMinor, openMinor, weightCorrection })).toBe(
      expected,
    );
  });
});

describe('tile percent change', () => {
  it.each([
    [1, 11_928_000_000n, 118_000_000n, 108n],
    [3, 119_280_000n, 118_000_000n, 108n],
    [4, 1_192_800n, 118_000_000n, 108n],
    [5, 118_000_000n, 118_000_000n, 0n],
  ])('contract %i: a lot at %s against an open of %s per gram', (id, lot, open, expected) => {
    expect(tilePercentChangeBasisPoints(contractById(id)!, lot, open)).toBe(expected);
  });
});
