/**
 * Proves the reports' pure rules: a transaction's price per gram, settlement and LIFO profit
 * (realised on a sell, unrealised on what a buy still holds) to the sen, dollars at the trade's
 * own rate, the status texts, the lp's standing by its gold, and the export's rows.
 */
import { describe, expect, it } from 'vitest';
import {
  TRANSACTIONS_CSV_HEADER,
  type TransactionSide,
  lpStatusOf,
  transactionCsvRow,
  transactionFigures,
  transactionStatusText,
  valuePerGramSen,
} from './index.ts';

const buy: TransactionSide = {
  direction: 'buy',
  quantityMg: 1_000n,
  valueSen: 119_000_000n,
  feeSen: 1_190_000n,
  taxSen: 130_900n,
  storageFeeSen: 0n,
  rateIdrPerUsd: 14_000n,
  soldCostSen: 0n,
  lotRemainingMg: 600n,
  lotCostPerGramSen: 120_320_900n,
};

describe('transactionFigures', () => {
  it('prices a gram and settles a buy as value plus fee and tax', () => {
    const figures = transactionFigures(buy, 125_000_000n);
    expect(figures.pricePerGramSen).toBe(119_000_000n);
    expect(figures.settlementSen).toBe(120_320_900n);
    expect(figures.realizedPnlSen).toBe(0n);
  });

  it('claims on a buy only what its lot still holds, at the market bid less its cost', () => {
    // 0.6 g now fetch Rp 750,000.00 and cost Rp 721,925.40: Rp 28,074.60 unrealised.
    expect(transactionFigures(buy, 125_000_000n).unrealizedPnlSen).toBe(2_807_460n);
    expect(transactionFigures({ ...buy, lotRemainingMg: 0n }, 125_000_000n).unrealizedPnlSen).toBe(
      0n,
    );
    expect(transactionFigures(buy, null).unrealizedPnlSen).toBe(0n);
  });

  it('settles a sell as value less charges and realises it against the LIFO cost', () => {
    const sell = { ...buy, direction: 'sell' as const, soldCostSen: 115_000_000n };
    const figures = transactionFigures(sell, 125_000_000n);
    expect(figures.settlementSen).toBe(117_679_100n);
    expect(figures.realizedPnlSen).toBe(2_679_100n);
    expect(figures.unrealizedPnlSen).toBe(0n);
    expect(transactionFigures({ ...sell, soldCostSen: 130_000_000n }, null).realizedPnlSen).toBe(
      -12_320_900n,
    );
  });

  it('takes a sell’s storage fee out of what it settles and realises', () => {
    const sell = { ...buy, direction: 'sell' as const, soldCostSen: 115_000_000n };
    const figures = transactionFigures({ ...sell, storageFeeSen: 2_380_000n }, null);
    expect(figures.settlementSen).toBe(117_679_100n - 2_380_000n);
    expect(figures.realizedPnlSen).toBe(2_679_100n - 2_380_000n);
  });

  it.each([
    [119_000_000n, 1_000n, 119_000_000n],
    [10_000n, 3n, 3_333_333n],
    [5n, 0n, 0n],
  ])('price per gram of %i sen for %i mg is %i sen', (value, mg, expected) => {
    expect(valuePerGramSen(value, mg)).toBe(expected);
  });
});

describe('statuses', () => {
  it.each([
    ['match', 'Matched'],
    ['on_process', 'On Process'],
    ['anything', 'On Process'],
  ])('%s shows %s', (status, text) => {
    expect(transactionStatusText(status)).toBe(text);
  });

  it.each([
    [10_000_000n, 'Active'],
    [9_999_999n, 'Consider'],
    [5_000_000n, 'Consider'],
    [4_999_999n, 'Suspended'],
    [0n, 'Suspended'],
  ])('an lp holding %i mg is %s', (mg, status) => {
    expect(lpStatusOf(mg)).toBe(status);
  });
});

describe('transactionCsvRow', () => {
  const source = {
    direction: 'sell' as const,
    createdAt: '2026-11-24T03:00:00.000Z',
    hin: 'PC00000001',
    orderMatchId: 'T1',
    product: 'DG1 - Emas 1 gram Pool',
    hub: 'JAK',
    orderType: 'limit' as const,
    quantity: '1',
    totalGram: '1.00',
    status: 'Matched',
    idr: {
      pricePerGram: '1190000.00',
      metalValueOfTrade: '1190000.00',
      fee: '11900.00',
      tax: '1309.00',
      settlementAmount: '1176791.00',
    },
    usd: {
      pricePerGram: '85.00',
      metalValueOfTrade: '85.00',
      fee: '0.850',
      tax: '0.094',
      settlementAmount: '84.06',
    },
  };

  it('writes the spec columns in order, in the chosen currency', () => {
    expect(TRANSACTIONS_CSV_HEADER).toHaveLength(15);
    expect(transactionCsvRow(source, 'idr')).toEqual([
      'Sell',
      '2026-11-24T03:00:00.000Z',
      'PC00000001',
      'T1',
      'DG1 - Emas 1 gram Pool',
      'JAK',
      'Limit',
      '1',
      '1.00',
      '1190000.00',
      '1190000.00',
      '11900.00',
      '1309.00',
      '1176791.00',
      'Matched',
    ]);
    expect(transactionCsvRow(source, 'usd').slice(9, 14)).toEqual([
      '85.00',
      '85.00',
      '0.850',
      '0.094',
      '84.06',
    ]);
  });
});
