/**
 * Proves the Review Order and Edit Order checks run in the order spec 001 section 5 gives, each
 * answering its code (and the numbers its message needs), and that an edit counts what the
 * order already holds as available.
 */
import { describe, expect, it } from 'vitest';
import { contractById } from '../contracts.ts';
import { editOrderCheck, type ReviewCheckInput, reviewOrderCheck } from './order-checks.ts';

const open = { isClosed: false, closeType: 0 } as const;
const dg1 = contractById(5)!;
const kau = contractById(3)!;
const kilo = contractById(2)!;

const base: ReviewCheckInput = {
  market: open,
  contract: dg1,
  direction: 'buy',
  orderType: 'limit',
  totalSen: 1_000n,
  availableTradeBalanceSen: 5_000n,
  quantityMg: 1_000n,
  availableTradeGoldMg: 2_000n,
  limitPriceSen: 100_000n,
  marketPriceSen: 100_000n,
};

describe('review order checks, in order', () => {
  it.each<[string, Partial<ReviewCheckInput>, unknown]>([
    ['passes', {}, { ok: true, value: null }],
    [
      '1. market closed',
      { market: { isClosed: true, closeType: 1 } },
      { ok: false, code: 'MarketClosed' },
    ],
    [
      '1. holiday closure, before anything else',
      { market: { isClosed: true, closeType: 2 }, contract: kilo, totalSen: 0n },
      { ok: false, code: 'MarketHolidayClosed' },
    ],
    [
      '2. the 1 kg contract is pre-order',
      { contract: kilo, totalSen: 0n },
      { ok: false, code: 'PreOrderContract' },
    ],
    [
      '3. a zero total before the balance',
      { totalSen: 0n, availableTradeBalanceSen: -1n },
      { ok: false, code: 'OrderTotalZero' },
    ],
    [
      '4. kau limit price too far, before the gold check',
      { contract: kau, direction: 'sell', limitPriceSen: 116_000n, quantityMg: 9_999n },
      { ok: false, code: 'PriceTooFar', params: { percent: '16.00' } },
    ],
    [
      '4. kau inside the band passes',
      { contract: kau, direction: 'sell', limitPriceSen: 114_000n },
      { ok: true, value: null },
    ],
    ['4. the band only refuses kau', { limitPriceSen: 200_000n }, { ok: true, value: null }],
    [
      '4. a kau market order has no limit to check',
      { contract: kau, direction: 'sell', orderType: 'market', limitPriceSen: null },
      { ok: true, value: null },
    ],
    [
      '5. buy above the available balance',
      { totalSen: 5_001n },
      { ok: false, code: 'InsufficientTradeBalance' },
    ],
    ['5. buy exactly the available balance', { totalSen: 5_000n }, { ok: true, value: null }],
    [
      '5. a sell is not held to the balance',
      { direction: 'sell', totalSen: 9_000n },
      { ok: true, value: null },
    ],
    [
      '6. sell above the available gold',
      { direction: 'sell', quantityMg: 2_001n },
      { ok: false, code: 'InsufficientGold', params: { contract: 'Emas 1 gram Pool' } },
    ],
    ['6. a buy is not held to the gold', { quantityMg: 9_000n }, { ok: true, value: null }],
  ])('%s', (_name, change, expected) => {
    expect(reviewOrderCheck({ ...base, ...change })).toEqual(expected);
  });
});

describe('edit order checks, in order', () => {
  const edit = { ...base, orderHeldMg: 0n, orderHeldSen: 0n };
  it.each<[string, Partial<typeof edit>, unknown]>([
    [
      'passes, even with the market closed (checked before the form)',
      { market: { isClosed: true, closeType: 1 } },
      { ok: true, value: null },
    ],
    [
      '1. kau price first, before a zero total',
      { contract: kau, direction: 'sell', limitPriceSen: 80_000n, totalSen: 0n },
      { ok: false, code: 'PriceTooFar', params: { percent: '20.00' } },
    ],
    ['2. zero total', { totalSen: 0n }, { ok: false, code: 'OrderTotalZero' }],
    [
      '3. sell may use its own open gold',
      { direction: 'sell', quantityMg: 3_000n, orderHeldMg: 1_000n },
      { ok: true, value: null },
    ],
    [
      '3. but no more',
      { direction: 'sell', quantityMg: 3_001n, orderHeldMg: 1_000n },
      { ok: false, code: 'InsufficientGold', params: { contract: 'Emas 1 gram Pool' } },
    ],
    [
      '4. buy may use what it holds',
      { totalSen: 6_000n, orderHeldSen: 1_000n },
      { ok: true, value: null },
    ],
    [
      '4. but no more',
      { totalSen: 6_001n, orderHeldSen: 1_000n },
      { ok: false, code: 'InsufficientTradeBalance' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(editOrderCheck({ ...edit, ...change })).toEqual(expected);
  });
});
