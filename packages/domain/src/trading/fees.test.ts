/**
 * Proves the charges of spec 001 section 9 to the sen: the 1% fee and its Rp500 minimum, tax at
 * 11% of the fee, the FX buffers of market and limit buys, cashback per full Rp100000 bought,
 * and the storage fee by days held.
 */
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  cashbackSen,
  daysHeld,
  feeSen,
  fxBufferSen,
  saleStorageFeeSen,
  storageFeeSen,
  taxSen,
} from './fees.ts';

const rp = (rupiah: number) => BigInt(Math.round(rupiah * 100));

describe('fee', () => {
  it.each([
    ['nothing traded', 0, 0],
    ['a tiny value pays the minimum', 1, 500],
    ['Rp50.000 is exactly at the minimum', 50_000, 500],
    ['just above the minimum', 50_100, 501],
    ['1% of Rp1.190.000', 1_190_000, 11_900],
    ['half a sen rounds up', 123_456.5, 1_234.57],
    ['a 100 g lot', 119_280_000, 1_192_800],
  ])('%s', (_name, value, fee) => {
    expect(feeSen(rp(value))).toBe(rp(fee));
  });
});

describe('tax', () => {
  it.each([
    [0, 0],
    [500, 55],
    [11_900, 1_309],
    [1_234.57, 135.8],
  ])('11%% of Rp%s is Rp%s', (fee, tax) => {
    expect(taxSen(rp(fee))).toBe(rp(tax));
  });
});

describe('FX buffer', () => {
  it.each<[string, 'buy' | 'sell', 'market' | 'limit', number, number]>([
    ['market buy 1.5%', 'buy', 'market', 1_000_000, 15_000],
    ['limit buy 5%', 'buy', 'limit', 1_000_000, 50_000],
    ['sell holds none', 'sell', 'limit', 1_000_000, 0],
    ['market sell holds none', 'sell', 'market', 1_000_000, 0],
    ['half a sen rounds up', 'buy', 'market', 0.34, 0.01],
    ['under half a sen rounds down', 'buy', 'market', 0.33, 0],
    ['nothing for nothing', 'buy', 'limit', 0, 0],
  ])('%s', (_name, direction, type, value, buffer) => {
    expect(fxBufferSen(rp(value), direction, type)).toBe(rp(buffer));
  });
});

describe('cashback', () => {
  it.each<[string, 'buy' | 'sell', number, number]>([
    ['below Rp100.000 earns nothing', 'buy', 99_999.99, 0],
    ['one full step', 'buy', 100_000, 1_000],
    ['steps are whole', 'buy', 1_190_000, 11_000],
    ['a 100 g lot', 'buy', 119_280_000, 1_192_000],
    ['sells earn none', 'sell', 1_190_000, 0],
  ])('%s', (_name, direction, value, cashback) => {
    expect(cashbackSen(rp(value), direction)).toBe(rp(cashback));
  });
});

describe('storage fee', () => {
  it.each([
    ['a year is 2%', 1_000_000, 365, 20_000],
    ['one day', 1_000_000, 1, 54.79],
    ['no day', 1_000_000, 0, 0],
    ['half a year', 365_000, 182, 3_640],
  ])('%s', (_name, value, days, fee) => {
    expect(storageFeeSen(rp(value), BigInt(days))).toBe(rp(fee));
  });

  it('counts whole days held: a same-day sale holds none', () => {
    expect(daysHeld(0, DAY_MS - 1)).toBe(0n);
    expect(daysHeld(0, DAY_MS)).toBe(1n);
    expect(daysHeld(5 * DAY_MS, 0)).toBe(0n);
  });

  it('charges each lot the sale takes for its own days, on its share of the value', () => {
    // 1 g held 365 days and 1 g held 0 days of a Rp2.000.000 sale: 2% of the first Rp1.000.000.
    const takes = [
      { mg: 1_000n, acquiredAtMs: 0 },
      { mg: 1_000n, acquiredAtMs: 365 * DAY_MS },
    ];
    expect(saleStorageFeeSen(takes, 2_000n, rp(2_000_000), 365 * DAY_MS, rp(1_000_000))).toBe(
      rp(20_000),
    );
    // Gold with no lot pays nothing; the fee never passes what the sale brings in.
    expect(saleStorageFeeSen([], 2_000n, rp(2_000_000), 365 * DAY_MS, rp(1_000_000))).toBe(0n);
    expect(saleStorageFeeSen(takes, 2_000n, rp(2_000_000), 365 * DAY_MS, rp(100))).toBe(rp(100));
    expect(saleStorageFeeSen(takes, 2_000n, rp(2_000_000), 365 * DAY_MS, 0n)).toBe(0n);
  });
});
