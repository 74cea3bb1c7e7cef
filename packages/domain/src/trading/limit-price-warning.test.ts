/**
 * Proves when Review Order warns about a limit price: at or beyond 15% from the market for
 * every contract but the 0.01 g one (10%), above or below, with how far; never without a
 * market price. The slip (Rp 110.000.050 for about Rp 1.192.800) is warned.
 */
import { describe, expect, it } from 'vitest';
import { contractById } from '../contracts.ts';
import { LIMIT_PRICE_BAND_PERCENT, LIMIT_PRICE_BAND_PERCENT_DG001 } from './limit-price-band.ts';
import { limitPriceWarning } from './limit-price-warning.ts';

const dg1 = contractById(5)!;
const dg001 = contractById(4)!;
const kau = contractById(3)!;
const dg100 = contractById(1)!;

describe('limit price warning', () => {
  it('is 15% away for most contracts and 10% for the 0.01 g one', () => {
    expect(LIMIT_PRICE_BAND_PERCENT).toBe(15n);
    expect(LIMIT_PRICE_BAND_PERCENT_DG001).toBe(10n);
  });

  it.each([
    ['DG1 just inside above', dg1, 114_999n, null],
    [
      'DG1 at the edge above',
      dg1,
      115_000n,
      { awayBasisPoints: 1_500n, side: 'above', bandPercent: 15n },
    ],
    ['DG1 just inside below', dg1, 85_001n, null],
    [
      'DG1 at the edge below',
      dg1,
      85_000n,
      { awayBasisPoints: 1_500n, side: 'below', bandPercent: 15n },
    ],
    [
      'DG100 far below',
      dg100,
      50_000n,
      { awayBasisPoints: 5_000n, side: 'below', bandPercent: 15n },
    ],
    ['KAU above', kau, 120_000n, { awayBasisPoints: 2_000n, side: 'above', bandPercent: 15n }],
    ['DG001 just inside', dg001, 109_999n, null],
    ['DG001 at 10%', dg001, 110_000n, { awayBasisPoints: 1_000n, side: 'above', bandPercent: 10n }],
    ['at the market', dg1, 100_000n, null],
  ] as const)('%s', (_name, contract, limitSen, warning) => {
    expect(limitPriceWarning(contract, 100_000n, limitSen)).toEqual(warning);
  });

  it("warns of the issue's slip: a hundred times the market", () => {
    expect(limitPriceWarning(dg1, 119_280_000n, 11_000_005_000n)).toEqual({
      awayBasisPoints: 912_200n,
      side: 'above',
      bandPercent: 15n,
    });
  });

  it('says nothing without a market price or a limit price', () => {
    expect(limitPriceWarning(dg1, null, 100_000n)).toBeNull();
    expect(limitPriceWarning(dg1, 0n, 100_000n)).toBeNull();
    expect(limitPriceWarning(dg1, 100_000n, null)).toBeNull();
  });
});
