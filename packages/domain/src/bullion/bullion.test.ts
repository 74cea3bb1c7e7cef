/**
 * Proves the bullion delivery rules of spec 002: quantity capping, the zero check, bar
 * splitting by multiples, the four charges and their rounding, the goods value, the order and
 * arrival dates, the statuses shown, and the PVG service rule. Integers only: sen and mg.
 */
import { describe, expect, it } from 'vitest';
import {
  barMultipleOf,
  barsInMg,
  bullionOrderDate,
  bullionSelectionRefusal,
  cappedBullionQuantity,
  deliveryCharges,
  deliveryDaysOf,
  deliveryFeeSen,
  estimatedArrival,
  goodsValueSen,
  gramsOfMg,
  isShipmentCancellable,
  nextShipmentStatus,
  pvgServiceOf,
  selectionTotals,
  sellUsdMicrosPerGram,
  shipmentStatusName,
  splitBars,
} from './index.ts';

describe('quantity per contract', () => {
  it.each([
    ['abc', 5, 0],
    ['', 5, 0],
    ['-3', 5, 0],
    [-1, 5, 0],
    ['2', 5, 2],
    ['2.7', 5, 2],
    ['9', 5, 5],
    [12, 3, 3],
    ['1', 0, 0],
  ] as const)('typed %j with %i available keeps %i', (typed, available, kept) => {
    expect(cappedBullionQuantity(typed, available)).toBe(kept);
  });

  it('counts whole bars in a balance, leaving a pool part-lot behind', () => {
    expect(barsInMg(1, 250_000n)).toBe(2n);
    expect(barsInMg(4, 1_005n)).toBe(100n);
    expect(barsInMg(5, -1n)).toBe(0n);
  });

  it('refuses a selection without quantity or weight', () => {
    expect(bullionSelectionRefusal({ quantity: 0n, weightMg: 0n })).toBe('BullionQuantityZero');
    const totals = selectionTotals([
      { contractId: 1, quantity: 2n },
      { contractId: 4, quantity: 3n },
    ]);
    expect(totals).toEqual({ quantity: 5n, weightMg: 200_030n });
    expect(bullionSelectionRefusal(totals)).toBeNull();
  });
});

describe('bar splitting', () => {
  it.each([
    [1, 2n, 100_000n, 20n, '10'],
    [2, 1n, 1_000_000n, 10n, '100'],
    [5, 3n, 1_000n, 30n, '0.1'],
    [4, 1n, 10n, 100n, '0.0001'],
  ] as const)(
    'contract %i: %i bars make %i entries of %s g',
    (id, bars, weight, entries, grams) => {
      expect(splitBars(id, bars, weight)).toEqual({ entries, entryWeightGrams: grams });
    },
  );

  it('knows the multiples and refuses a contract that is not bullion', () => {
    expect([1, 2, 5, 4].map(barMultipleOf)).toEqual([10n, 10n, 10n, 100n]);
    expect(() => barMultipleOf(3)).toThrow();
  });
});

describe('charges', () => {
  it.each([
    [10n, 1_000_000n],
    [999n, 1_000_000n],
    [1_000n, 1_000_000n],
    [1_000_000n, 1_000_000n],
    [1_000_001n, 2_000_000n],
    [2_500_000n, 3_000_000n],
  ])('a parcel of %i mg pays a delivery fee of %i sen', (weight, fee) => {
    expect(deliveryFeeSen(weight)).toBe(fee);
  });

  it('adds fee tax 10%, insurance 1% of goods value and its tax 10%, each to the sen', () => {
    // 100 g worth Rp 123.456.789,45: insurance 1.234.567,89 (half up), its tax 123.456,79.
    expect(deliveryCharges(100_000n, 12_345_678_945n)).toEqual({
      feeSen: 1_000_000n,
      feeTaxSen: 100_000n,
      insuranceSen: 123_456_789n,
      insuranceTaxSen: 12_345_679n,
      totalSen: 1_000_000n + 100_000n + 123_456_789n + 12_345_679n,
    });
  });

  it('values goods from the 100 g sell price in US dollars and the USD sell rate', () => {
    // $85.199478 per gram less 25 bp = $84.986479 (micros, half up).
    const sell = sellUsdMicrosPerGram(85_199_478n, 25n);
    expect(sell).toBe(84_986_479n);
    // 100 g x $84.986479 x Rp 16.000 = Rp 135.978.366,40.
    expect(goodsValueSen(100_000n, sell, 16_000n)).toBe(13_597_836_640n);
    expect(goodsValueSen(10n, 84_986_479n, 16_000n)).toBe(1_359_784n);
  });

  it('shows grams with 2 decimals', () => {
    expect(gramsOfMg(200_030n)).toBe('200.03');
    expect(gramsOfMg(10n)).toBe('0.01');
  });
});

describe('dates', () => {
  it('orders for tomorrow in Jakarta', () => {
    // 2026-11-24 18:00 UTC is already 25 November in Jakarta.
    expect(bullionOrderDate(Date.UTC(2026, 10, 24, 18))).toBe('2026-11-26');
    expect(bullionOrderDate(Date.UTC(2026, 10, 24, 3))).toBe('2026-11-25');
  });

  it.each([
    ['POS VALUABLE GOODS 3 HARI', 3],
    ['PAKET KILAT KHUSUS 2-4 HARI', 4],
    ['PAKETPOS BIASA 2 MINGGU', 14],
    ['Express 1 week', 7],
    ['Same day', null],
  ])('%s takes %j days', (name, days) => {
    expect(deliveryDaysOf(name)).toBe(days);
  });

  it('estimates the arrival from the order date', () => {
    expect(estimatedArrival('2026-12-30', 'POS VALUABLE GOODS 3 HARI')).toBe('2027-01-02');
    expect(estimatedArrival('2026-12-30', 'Same day')).toBeNull();
  });
});

describe('statuses', () => {
  it.each([
    ['001', 'On Process'],
    ['008', 'On Process'],
    ['009', 'Delivered'],
    ['XXX', 'On Process'],
    ['', 'On Process'],
  ])('%j shows %s', (code, name) => {
    expect(shipmentStatusName(code)).toBe(name);
  });

  it('moves one step at a time, 009 and unknown codes being final', () => {
    expect(nextShipmentStatus('001')).toBe('002');
    expect(nextShipmentStatus('008')).toBe('009');
    expect(nextShipmentStatus('009')).toBeNull();
    expect(nextShipmentStatus('XXX')).toBeNull();
  });

  it('may be cancelled only before dispatch (005)', () => {
    expect(isShipmentCancellable('004')).toBe(true);
    expect(isShipmentCancellable('005')).toBe(false);
    expect(isShipmentCancellable('XXX')).toBe(false);
  });
});

describe('the PVG service rule', () => {
  it('finds PVG in a list quote and nothing in anything else', () => {
    const pvg = { serviceCode: 'PVG', serviceName: 'POS VALUABLE GOODS 3 HARI' };
    expect(pvgServiceOf([{ serviceCode: 'PKH' }, pvg])).toBe(pvg);
    expect(pvgServiceOf([{ serviceCode: 'PKH' }])).toBeNull();
    expect(pvgServiceOf({ serviceCode: 'PVG' })).toBeNull();
    expect(pvgServiceOf(null)).toBeNull();
  });
});
