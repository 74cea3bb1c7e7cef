/**
 * Proves the revenue-share rules: the fm's 25 % and the ib's 35 % of the fees their clients
 * paid, the rate ratio with its '-', the contract groups, and the report's weights.
 */
import { describe, expect, it } from 'vitest';
import { contractById } from '../contracts.ts';
import { addVolume, rateRatioText, revenueShareSen, rrsGroupOf, rrsWeights } from './index.ts';

describe('revenueShareSen', () => {
  it.each([
    // A client paid Rp 11,920 of fees on a 1 g buy: the ib earns 35 %, its fm 25 %.
    [1_192_000n, 'ib', 417_200n],
    [1_192_000n, 'fm', 298_000n],
    [1_192_000n, 'ccp', 0n],
    [1_192_000n, 'client', 0n],
    [3n, 'ib', 1n],
    [2n, 'fm', 1n],
    [0n, 'ib', 0n],
  ] as const)('%i sen of fees give an %s %i sen', (fees, level, share) => {
    expect(revenueShareSen(fees, level)).toBe(share);
  });
});

describe('rateRatioText', () => {
  it.each([
    [100n, 300n, '25.00'],
    [1n, 2n, '33.33'],
    [2n, 1n, '66.67'],
    [5n, 0n, '100.00'],
    [0n, 5n, '0.00'],
    [0n, 0n, '-'],
  ])('sell %i and buy %i give %s', (sell, buy, text) => {
    expect(rateRatioText(sell, buy)).toBe(text);
  });
});

describe('groups and weights', () => {
  it.each([
    [1, '100 g'],
    [2, '1 kg'],
    [3, 'KAU'],
    [4, 'micro'],
    [5, 'micro'],
  ])('contract %i is in the %s group', (contractId, group) => {
    const contract = contractById(contractId);
    expect(contract && rrsGroupOf(contract)).toBe(group);
  });

  it('adds volumes and shows grams and troy ounces', () => {
    const total = addVolume({ valueSen: 5n, mg: 1_000n }, { valueSen: 7n, mg: 500n });
    expect(total).toEqual({ valueSen: 12n, mg: 1_500n });
    expect(rrsWeights(total.mg)).toEqual({ gram: '1.50', toz: '0.0482260500' });
  });
});
