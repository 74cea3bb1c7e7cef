/**
 * Proves the contract table holds what spec 001 names for contracts 1 to 5, that every lot step
 * is a whole number of milligrams, and which orders each contract lets through review.
 */
import { describe, expect, it } from 'vitest';
import {
  type ContractConfig,
  contractById,
  contracts,
  isContractOrderable,
  productById,
  quantityStepMg,
} from './contracts.ts';

const spec: ReadonlyArray<
  [
    id: number,
    code: string,
    weightMg: bigint,
    pool: boolean,
    status: string,
    type: string,
    correction: [bigint, bigint],
  ]
> = [
  [1, 'DG100', 100_000n, false, 'active', 'other', [100n, 1n]],
  [2, 'K1KG', 1_000_000n, false, 'disabled', 'other', [1000n, 1n]],
  [3, 'KAU', 1_000n, true, 'active', 'kau', [100n, 1n]],
  [4, 'DG001', 10n, true, 'active', 'other', [1n, 100n]],
  [5, 'DG1', 1_000n, true, 'active', 'other', [1n, 1n]],
];

const config = (id: number): ContractConfig => {
  const found = contractById(id);
  if (found === undefined) throw new Error(`contract ${id} missing`);
  return found;
};

describe('contracts', () => {
  it('lists exactly contracts 1 to 5 in id order', () => {
    expect(contracts.map((c) => c.contractId)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each(spec)(
    'contract %i is %s',
    (id, code, weightMg, pool, status, type, [numerator, denominator]) => {
      const c = config(id);
      expect(c.codeName).toBe(code);
      expect(c.weightMg).toBe(weightMg);
      expect(c.isPool).toBe(pool);
      expect(c.status).toBe(status);
      expect(c.contractType).toBe(type);
      expect(c.weightCorrection).toEqual({ numerator, denominator });
      expect(c.hasQuantityDecimal).toBe(pool);
      expect(productById(c.productId)?.active).toBe(true);
    },
  );

  it('answers undefined for an id the exchange does not list', () => {
    expect(contractById(0)).toBeUndefined();
    expect(contractById(6)).toBeUndefined();
  });

  it.each([
    [1, 100_000n],
    [2, 1_000_000n],
    [3, 100n],
    [4, 1n],
    [5, 100n],
  ])('contract %i moves in steps of %i mg, a whole divisor of its lot', (id, stepMg) => {
    expect(quantityStepMg(config(id))).toBe(stepMg);
    expect(config(id).weightMg % stepMg).toBe(0n);
  });

  it.each([
    [1, 'buy', 'market', true],
    [1, 'sell', 'limit', true],
    [2, 'buy', 'market', false],
    [2, 'sell', 'limit', false],
    [3, 'buy', 'market', false],
    [3, 'buy', 'limit', false],
    [3, 'sell', 'market', true],
    [4, 'buy', 'limit', true],
    [5, 'sell', 'market', true],
  ] as const)('contract %i lets %s %s through review: %s', (id, direction, orderType, expected) => {
    expect(isContractOrderable(config(id), direction, orderType)).toBe(expected);
  });

  it('refuses an order type the contract disables', () => {
    const limitOff: ContractConfig = { ...config(5), disabledOrderTypes: ['limit'] };
    expect(isContractOrderable(limitOff, 'buy', 'limit')).toBe(false);
    expect(isContractOrderable(limitOff, 'buy', 'market')).toBe(true);
  });

  it('names every contract on the ticket by code and name', () => {
    for (const c of contracts) expect(c.tradeTicketName).toBe(`${c.codeName} - ${c.name}`);
  });
});
