/**
 * Proves the HOLDINGS cards' figures (spec 002, Holdings tab, client level): realised P&L is
 * sold amount less sold cost with its percent of the cost, unrealised P&L values the grams held
 * at the bid against their LIFO cost, all in bigint; no cost gives no percent; cards and totals.
 */
import type { GoldHolding } from '@emas/api';
import { describe, expect, it } from 'vitest';
import {
  hasCard,
  holdingFigures,
  holdingTotals,
  realizedPnl,
  unrealizedPnl,
} from './holding-figures.ts';
import { noGoldFigures } from './gold-fixtures.ts';

const figures = noGoldFigures;

const holding = (overrides: Partial<GoldHolding> = {}): GoldHolding => ({
  contract_id: 5,
  contract_code: 'DG1',
  quantity_mg: '0',
  quantity_gram: '0.000',
  available_mg: '0',
  reserved_mg: '0',
  ...figures,
  pockets: [{ contract_id: 5, type: 'trade', ...figures }],
  ...overrides,
});

describe('holding figures', () => {
  it('gives the realised P&L as sold amount less sold cost, with its percent of the cost', () => {
    const card = holdingFigures(
      holding({
        sold_quantity: '1.000',
        sold_amount_idr: '1181735.50',
        sold_cost_idr: '1205231.20',
      }),
      null,
    );
    expect(card.soldMg).toBe(1_000n);
    // -23 495,70 / 1 205 231,20 = -1,9494…% → -1,95 %
    expect(realizedPnl(card)).toEqual({ minor: -2_349_570n, basisPoints: -195n });
  });

  it('has no percent when nothing cost anything', () => {
    expect(realizedPnl(holdingFigures(holding({ sold_amount_idr: '10.00' }), null))).toEqual({
      minor: 1_000n,
      basisPoints: null,
    });
  });

  it('values the grams held at the bid against their LIFO cost, without a bid no value', () => {
    const held = holding({
      quantity_mg: '11000',
      quantity_gram: '11.000',
      remaining_cost_idr: '13200000.00',
    });
    const priced = holdingFigures(held, '1210000.00');
    expect(priced.valueSen).toBe(1_331_000_000n);
    expect(unrealizedPnl(priced)).toEqual({ minor: 11_000_000n, basisPoints: 83n });
    const unpriced = holdingFigures(held, null);
    expect(unpriced.valueSen).toBeNull();
    expect(unrealizedPnl(unpriced)).toBeNull();
  });

  it('reads the grams in process and of each pocket as milligrams', () => {
    const card = holdingFigures(
      holding({
        buy_process: '2.000',
        sell_process: '0.010',
        pockets: [
          { contract_id: 5, type: 'trade', ...figures, remaining_quantity: '3.000' },
          { contract_id: 5, type: 'gtmu', ...figures, remaining_quantity: '1.500' },
        ],
      }),
      null,
    );
    expect(card.buyProcessMg).toBe(2_000n);
    expect(card.sellProcessMg).toBe(10n);
    expect(card.pockets.map((pocket) => [pocket.type, pocket.mg])).toEqual([
      ['trade', 3_000n],
      ['gtmu', 1_500n],
    ]);
  });

  it('gives a card to gold held, in process or sold, and none to an untouched contract', () => {
    expect(hasCard(holdingFigures(holding(), null))).toBe(false);
    expect(hasCard(holdingFigures(holding({ quantity_mg: '10' }), null))).toBe(true);
    expect(hasCard(holdingFigures(holding({ buy_process: '1.000' }), null))).toBe(true);
    expect(hasCard(holdingFigures(holding({ sold_quantity: '1.000' }), null))).toBe(true);
  });

  it('totals the cards, leaving a contract without a bid out of value and cost', () => {
    const totals = holdingTotals([
      holdingFigures(
        holding({
          quantity_mg: '2000',
          remaining_cost_idr: '2000000.00',
          sold_quantity: '1.000',
          sold_amount_idr: '1100000.00',
          sold_cost_idr: '1000000.00',
        }),
        '1100000.00',
      ),
      holdingFigures(
        holding({
          contract_id: 1,
          quantity_mg: '100000',
          remaining_cost_idr: '90000000.00',
          sold_quantity: '0.500',
          sold_amount_idr: '400000.00',
          sold_cost_idr: '500000.00',
        }),
        null,
      ),
    ]);
    expect(totals.valueSen).toBe(220_000_000n);
    expect(totals.unrealized).toEqual({ minor: 20_000_000n, basisPoints: 1_000n });
    // The 100 g with no bid is left out of the grams too, and named.
    expect(totals.mg).toBe(2_000n);
    expect(totals.unpriced.map((card) => card.contractId)).toEqual([1]);
    expect(totals.realized).toEqual({ minor: 0n, basisPoints: 0n });
    expect(totals.soldMg).toBe(1_500n);
  });

  it('has no total value when no contract has a bid', () => {
    const totals = holdingTotals([
      holdingFigures(holding({ quantity_mg: '1000', remaining_cost_idr: '5.00' }), null),
    ]);
    expect(totals.valueSen).toBeNull();
    expect(totals.unrealized).toBeNull();
  });
});
