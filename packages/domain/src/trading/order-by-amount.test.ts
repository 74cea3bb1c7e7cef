import { describe, expect, it } from 'vitest';
import { contractById } from '../contracts.ts';
import { orderFigures } from './order-figures.ts';
import { sizeByAmount, sizeByGrams } from './order-by-amount.ts';

const dg1 = contractById(5)!;
const dg100 = contractById(1)!;
const PRICE_SEN = 150_000_000n; // Rp 1.500.000 a gram

describe('sizeByAmount', () => {
  it('buys the most steps whose whole total fits the amount, and says what is left', () => {
    const sized = sizeByAmount({
      contract: dg1,
      direction: 'buy',
      orderType: 'market',
      priceSen: PRICE_SEN,
      amountSen: 1_000_000_000n,
    });
    const figures = (mg: bigint) =>
      orderFigures({
        contract: dg1,
        direction: 'buy',
        orderType: 'market',
        priceSen: PRICE_SEN,
        quantityMg: mg,
      });
    expect(sized.totalSen).toBe(figures(sized.quantityMg).totalSen);
    expect(sized.totalSen).toBeLessThanOrEqual(1_000_000_000n);
    expect(figures(sized.quantityMg + 100n).totalSen).toBeGreaterThan(1_000_000_000n);
    expect(sized.leftoverSen).toBe(1_000_000_000n - sized.totalSen);
  });

  it('sells the most steps whose value fits the amount', () => {
    const sized = sizeByAmount({
      contract: dg1,
      direction: 'sell',
      orderType: 'limit',
      priceSen: PRICE_SEN,
      amountSen: 460_000_000n,
    });
    expect(sized.quantityMg).toBe(3_000n);
    expect(sized.leftoverSen).toBe(10_000_000n);
  });

  it('places nothing when the amount buys no step, and never a negative leftover', () => {
    const sized = sizeByAmount({
      contract: dg100,
      direction: 'buy',
      orderType: 'market',
      priceSen: PRICE_SEN * 100n,
      amountSen: 1_000_000n,
    });
    expect(sized).toEqual({ quantityMg: 0n, totalSen: 0n, leftoverSen: 1_000_000n });
    expect(
      sizeByAmount({
        contract: dg1,
        direction: 'buy',
        orderType: 'market',
        priceSen: 0n,
        amountSen: 5n,
      }),
    ).toEqual({ quantityMg: 0n, totalSen: 0n, leftoverSen: 0n });
  });
});

describe('sizeByGrams', () => {
  it('places whole steps and leaves the rest', () => {
    expect(sizeByGrams(dg1, 2_550n)).toEqual({ quantityMg: 2_500n, leftoverMg: 50n });
    expect(sizeByGrams(dg100, 250_000n)).toEqual({ quantityMg: 200_000n, leftoverMg: 50_000n });
    expect(sizeByGrams(dg1, 0n)).toEqual({ quantityMg: 0n, leftoverMg: 0n });
  });
});
