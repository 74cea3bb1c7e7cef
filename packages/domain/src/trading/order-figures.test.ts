/**
 * Proves the ticket's figures and the server's charges agree with spec 001: a buy's total is
 * value + fee + tax + buffer, a sell's is value − fee − tax; fills split an order's charges so
 * the minimum fee is paid once; a sell never pays to sell; and what an open buy holds always
 * covers what its fills can cost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OrderDirection, type OrderType, contractById } from '../contracts.ts';
import { feeSen, taxSen } from './fees.ts';
import {
  type OrderFiguresInput,
  addCharges,
  buyHoldSen,
  fillCharges,
  NO_CHARGES,
  orderFigures,
} from './order-figures.ts';
import { contractValueSen } from './order-value.ts';

const dg1 = contractById(5)!;
const dg001 = contractById(4)!;
const dg100 = contractById(1)!;

/** The figures of an order of `quantityMg` at `priceSen` a lot: one line a case. */
const figuresOf = (
  contract: OrderFiguresInput['contract'],
  direction: OrderDirection,
  orderType: OrderType,
  priceSen: bigint,
  quantityMg: bigint,
) => orderFigures({ contract, direction, orderType, priceSen, quantityMg });

describe('order figures', () => {
  it('a limit buy of 2.5 lots of the 1 g contract at Rp1.192.800', () => {
    const figures = figuresOf(dg1, 'buy', 'limit', 119_280_000n, 2_500n);
    expect(figures).toEqual({
      quantityMg: 2_500n,
      priceSen: 119_280_000n,
      pricePerGramSen: 119_280_000n,
      contractValueSen: 298_200_000n,
      feeSen: 2_982_000n,
      taxSen: 328_020n,
      fxBufferSen: 14_910_000n,
      storageFeeSen: 0n,
      cashbackSen: 2_900_000n,
      totalSen: 298_200_000n + 2_982_000n + 328_020n + 14_910_000n,
    });
  });

  it('a market sell of one 0.01 g lot pays the minimum fee out of its value', () => {
    const figures = figuresOf(dg001, 'sell', 'market', 1_192_800n, 10n);
    expect(figures.pricePerGramSen).toBe(119_280_000n);
    expect(figures.feeSen).toBe(50_000n);
    expect(figures.taxSen).toBe(5_500n);
    expect(figures.fxBufferSen).toBe(0n);
    expect(figures.cashbackSen).toBe(0n);
    expect(figures.totalSen).toBe(1_192_800n - 55_500n);
  });

  it('a market buy holds the 1.5% buffer', () => {
    const figures = figuresOf(dg100, 'buy', 'market', 11_928_000_000n, 100_000n);
    expect(figures.fxBufferSen).toBe(178_920_000n);
    expect(figures.pricePerGramSen).toBe(119_280_000n);
  });
});

describe('fill charges', () => {
  it('pays the minimum fee once across fills', () => {
    const first = fillCharges('buy', 1_000_000n, NO_CHARGES);
    expect(first).toEqual({ feeSen: 50_000n, taxSen: 5_500n, cashbackSen: 0n });
    const after = addCharges(NO_CHARGES, 1_000_000n, first);
    const second = fillCharges('buy', 1_000_000n, after);
    expect(second).toEqual({ feeSen: 0n, taxSen: 0n, cashbackSen: 0n });
  });

  it('cashback arrives once the traded value passes a full step', () => {
    const first = fillCharges('buy', 6_000_000n, NO_CHARGES);
    expect(first.cashbackSen).toBe(0n);
    const second = fillCharges('buy', 6_000_000n, addCharges(NO_CHARGES, 6_000_000n, first));
    expect(second.cashbackSen).toBe(100_000n);
  });

  it('caps a sell fill’s fee and tax at its value', () => {
    expect(fillCharges('sell', 30_000n, NO_CHARGES)).toEqual({
      feeSen: 30_000n,
      taxSen: 0n,
      cashbackSen: 0n,
    });
  });

  it('charges across any split equal the charges of the whole, within the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 50_000_000_000n }), { minLength: 1, maxLength: 12 }),
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        (fills, direction) => {
          let charges = NO_CHARGES;
          for (const value of fills) {
            charges = addCharges(charges, value, fillCharges(direction, value, charges));
          }
          const whole = feeSen(charges.filledValueSen);
          if (direction === 'buy') {
            expect(charges.feeChargedSen).toBe(whole);
            expect(charges.taxChargedSen).toBe(taxSen(whole));
          } else {
            expect(charges.feeChargedSen).toBeLessThanOrEqual(whole);
            expect(charges.feeChargedSen + charges.taxChargedSen).toBeLessThanOrEqual(
              charges.filledValueSen,
            );
          }
        },
      ),
    );
  });
});

describe('what an open buy holds', () => {
  it('with nothing filled it is the order total', () => {
    const hold = buyHoldSen(dg1, 'limit', 119_280_000n, 2_500n, NO_CHARGES);
    const total = figuresOf(dg1, 'buy', 'limit', 119_280_000n, 2_500n).totalSen;
    expect(hold).toBe(total);
  });

  it('nothing once nothing is open', () => {
    expect(buyHoldSen(dg1, 'limit', 119_280_000n, 0n, NO_CHARGES)).toBe(0n);
  });

  it('always covers the cost of fills at or below the limit, releasing down to what is due', () => {
    // Any lot worth at least Rp1000: the buffer then absorbs every half-sen of rounding.
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100_000n, max: 200_000_000n }),
        fc.array(fc.tuple(fc.bigInt({ min: 1n, max: 10n }), fc.bigInt({ min: 0n, max: 100n })), {
          minLength: 1,
          maxLength: 8,
        }),
        (limitSen, fills) => {
          let openMg = fills.reduce((sum, [q]) => sum + q, 0n) * 100n;
          let charges = NO_CHARGES;
          let held = buyHoldSen(dg1, 'limit', limitSen, openMg, charges);
          for (const [q, discountPercent] of fills) {
            const price = (limitSen * (100n - discountPercent)) / 100n;
            const value = contractValueSen(dg1, price, q * 100n);
            const fill = fillCharges('buy', value, charges);
            const cost = value + fill.feeSen + fill.taxSen;
            expect(cost).toBeLessThanOrEqual(held);
            held -= cost;
            charges = addCharges(charges, value, fill);
            openMg -= q * 100n;
            const due = buyHoldSen(dg1, 'limit', limitSen, openMg, charges);
            if (held > due) held = due;
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
