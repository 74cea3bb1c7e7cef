/**
 * Proves the portfolio's figures now: a contract's average buy price, value and unrealised P&L
 * from its LIFO lots and the price now, today's change against the previous close over the
 * contracts priced both ways, and the totals with unpriced gold named instead of guessed.
 */
import { describe, expect, it } from 'vitest';
import type { InventoryLot } from '../trading/lifo.ts';
import {
  type ContractHolding,
  contractPosition,
  portfolioTotals,
  todayChange,
} from './portfolio-figures.ts';

const lot = (id: string, remainingMg: bigint, costPerGramSen: bigint): InventoryLot => ({
  id,
  remainingMg,
  costPerGramSen,
  acquiredAtMs: 0,
});

const holding = (over: Partial<ContractHolding>): ContractHolding => ({
  contractId: 5,
  heldMg: 2_000n,
  lots: [lot('a', 1_000n, 120_000_000n), lot('b', 1_000n, 124_000_000n)],
  priceNowPerGramSen: 125_000_000n,
  previousClosePerGramSen: 124_000_000n,
  ...over,
});

describe('contractPosition', () => {
  it('values the gold at the price now against what its lots cost', () => {
    // 2 g bought at Rp 1,200,000 and Rp 1,240,000 a gram, worth Rp 1,250,000 a gram now.
    expect(contractPosition(holding({}))).toEqual({
      contractId: 5,
      heldMg: 2_000n,
      averageCostPerGramSen: 122_000_000n,
      costSen: 244_000_000n,
      priceNowPerGramSen: 125_000_000n,
      valueSen: 250_000_000n,
      // +Rp 60,000 on Rp 2,440,000 = 2.459…% → 246 bp
      unrealised: { minor: 6_000_000n, basisPoints: 246n },
    });
  });

  it('rounds milligram values half up to the sen', () => {
    // 1 mg at Rp 1,234,567.89 a gram = Rp 1,234.56789 → Rp 1,234.57
    const position = contractPosition(
      holding({ heldMg: 1n, lots: [lot('a', 1n, 100_000_000n)], priceNowPerGramSen: 123_456_789n }),
    );
    expect(position.valueSen).toBe(123_457n);
    expect(position.unrealised).toEqual({ minor: 23_457n, basisPoints: 2_346n });
  });

  it('counts P&L only on gold whose cost is known, and none without a price', () => {
    // 3 g held, 1 g of it in a lot at Rp 1,000,000: the other 2 g carry no cost.
    const partly = contractPosition(
      holding({ heldMg: 3_000n, lots: [lot('a', 1_000n, 100_000_000n)] }),
    );
    expect(partly.valueSen).toBe(375_000_000n);
    expect(partly.unrealised).toEqual({ minor: 25_000_000n, basisPoints: 2_500n });
    expect(contractPosition(holding({ lots: [] })).unrealised).toBeNull();
    const unpriced = contractPosition(holding({ priceNowPerGramSen: null }));
    expect(unpriced.valueSen).toBeNull();
    expect(unpriced.unrealised).toBeNull();
    expect(unpriced.averageCostPerGramSen).toBe(122_000_000n);
  });

  it('shows a loss as a negative P&L', () => {
    const position = contractPosition(holding({ priceNowPerGramSen: 110_000_000n }));
    expect(position.unrealised).toEqual({ minor: -24_000_000n, basisPoints: -984n });
  });
});

describe('todayChange', () => {
  it('is the gold now against the same gold at the previous close', () => {
    const change = todayChange([
      holding({}),
      holding({ contractId: 4, heldMg: 500n, priceNowPerGramSen: 120_000_000n }),
    ]);
    // +Rp 20,000 on 2 g, -Rp 20,000 on 0.5 g: 0 on Rp 3,100,000.
    expect(change).toEqual({ minor: 0n, basisPoints: 0n });
    expect(todayChange([holding({})])).toEqual({ minor: 2_000_000n, basisPoints: 81n });
  });

  it('leaves out contracts with no gold or a missing price, and is null with none left', () => {
    expect(
      todayChange([
        holding({}),
        holding({ contractId: 1, previousClosePerGramSen: null }),
        holding({ contractId: 4, priceNowPerGramSen: null }),
        holding({ contractId: 3, heldMg: 0n }),
      ]),
    ).toEqual({ minor: 2_000_000n, basisPoints: 81n });
    expect(todayChange([holding({ previousClosePerGramSen: null })])).toBeNull();
    expect(todayChange([])).toBeNull();
  });
});

describe('portfolioTotals', () => {
  it('adds priced gold and all cash, and names gold it could not price', () => {
    const positions = [
      contractPosition(holding({})),
      contractPosition(holding({ contractId: 1, priceNowPerGramSen: null })),
      contractPosition(holding({ contractId: 4, heldMg: 0n, lots: [], priceNowPerGramSen: null })),
    ];
    expect(portfolioTotals(positions, { freeSen: 1_000n, heldSen: 500n })).toEqual({
      goldValueSen: 250_000_000n,
      cashSen: 1_500n,
      totalSen: 250_001_500n,
      unpricedContractIds: [1],
    });
  });

  it('keeps cash owed on credit negative', () => {
    expect(portfolioTotals([], { freeSen: -2_000n, heldSen: 500n }).totalSen).toBe(-1_500n);
  });
});
