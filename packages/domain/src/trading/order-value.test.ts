/**
 * Proves the conversions between prices per lot and per gram, and between the ticket's tenths
 * of a lot, milligrams and the book's quantity steps, for every contract weight.
 */
import { describe, expect, it } from 'vitest';
import { contractById } from '../contracts.ts';
import {
  bookStepsOfMg,
  contractValueSen,
  mgOfBookSteps,
  pricePerGramSen,
  pricePerLotSen,
  quantityMgOfTenths,
  tenthsOfQuantityMg,
} from './order-value.ts';

const contract = (id: number) => contractById(id)!;

describe('prices', () => {
  it.each([
    [1, 11_928_000_000n, 119_280_000n],
    [4, 1_192_800n, 119_280_000n],
    [5, 119_280_000n, 119_280_000n],
    [2, 119_280_000_000n, 119_280_000n],
  ])('contract %i: Rp%s per lot is the same gram price', (id, perLot, perGram) => {
    expect(pricePerGramSen(contract(id), perLot)).toBe(perGram);
    expect(pricePerLotSen(contract(id), perGram)).toBe(perLot);
  });

  it('values a tenth of a 0.01 g lot, rounding half a sen up', () => {
    expect(contractValueSen(contract(4), 1_192_805n, 1n)).toBe(119_281n);
  });
});

describe('quantities', () => {
  it.each<[number, bigint, bigint | string]>([
    [5, 15n, 1_500n],
    [4, 1n, 1n],
    [3, 25n, 2_500n],
    [1, 20n, 200_000n],
    [1, 15n, 'QuantityDecimalNotAllowed'],
    [5, 0n, 'InvalidQuantity'],
    [5, -10n, 'InvalidQuantity'],
  ])('contract %i, %s tenths', (id, tenths, expected) => {
    const result = quantityMgOfTenths(contract(id), tenths);
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, code: expected });
    else expect(result).toEqual({ ok: true, value: expected });
  });

  it('floors milligrams to tenths of a lot', () => {
    expect(tenthsOfQuantityMg(contract(5), 1_599n)).toBe(15n);
    expect(tenthsOfQuantityMg(contract(1), 250_000n)).toBe(25n);
  });

  it('maps milligrams to book steps and back, refusing a part step', () => {
    expect(bookStepsOfMg(contract(5), 1_500n)).toBe(15n);
    expect(bookStepsOfMg(contract(1), 200_000n)).toBe(2n);
    expect(mgOfBookSteps(contract(1), 2n)).toBe(200_000n);
    expect(() => bookStepsOfMg(contract(1), 150_000n)).toThrow(RangeError);
  });
});
