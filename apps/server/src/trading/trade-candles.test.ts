/** Proves trades fold into candles per gram, a new candle for each bucket a trade falls in. */
import { contractById } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { foldTradeCandles } from './trade-candles.ts';

const T0 = Date.UTC(2026, 10, 24, 3, 0, 0);

describe('trade candles', () => {
  it('folds trades of the 100 g contract into 1-minute candles per gram', () => {
    const candles = foldTradeCandles(
      contractById(1)!,
      [
        { priceSen: 11_928_000_000n, atMs: T0 },
        { priceSen: 11_950_000_000n, atMs: T0 + 10_000 },
        { priceSen: 11_900_000_000n, atMs: T0 + 59_999 },
        { priceSen: 11_910_000_000n, atMs: T0 + 60_000 },
      ],
      '1m',
    );
    expect(candles).toEqual([
      {
        startMs: T0,
        open: 119_280_000n,
        high: 119_500_000n,
        low: 119_000_000n,
        close: 119_000_000n,
      },
      {
        startMs: T0 + 60_000,
        open: 119_100_000n,
        high: 119_100_000n,
        low: 119_100_000n,
        close: 119_100_000n,
      },
    ]);
  });

  it('answers no candle for no trade', () => {
    expect(foldTradeCandles(contractById(5)!, [], '1h')).toEqual([]);
  });
});
