/**
 * Proves candle buckets (Jakarta-aligned, edges included at the start and excluded at the end),
 * tick application (update, new bucket, refused past tick) and the roll-up of 1-minute candles
 * into coarser ones.
 */
import { describe, expect, it } from 'vitest';
import {
  type Candle,
  type CandleInterval,
  applyTick,
  bucketStart,
  intervalMs,
  rollUp,
} from './candles.ts';

const utc = (day: number, hour: number, minute = 0, second = 0, ms = 0): number =>
  Date.UTC(2026, 10, day, hour, minute, second, ms);

describe('intervalMs', () => {
  const cases: [CandleInterval, number][] = [
    ['1m', 60_000],
    ['5m', 300_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['1d', 86_400_000],
  ];
  it.each(cases)('%s is %i ms', (interval, ms) => {
    expect(intervalMs(interval)).toBe(ms);
  });
});

describe('bucketStart', () => {
  const cases: [string, number, CandleInterval, number][] = [
    ['start of a minute', utc(24, 3, 10), '1m', utc(24, 3, 10)],
    ['last ms of a minute', utc(24, 3, 10, 59, 999), '1m', utc(24, 3, 10)],
    ['inside a 5-minute bucket', utc(24, 3, 14, 59, 999), '5m', utc(24, 3, 10)],
    ['start of a 5-minute bucket', utc(24, 3, 15), '5m', utc(24, 3, 15)],
    ['inside a quarter hour', utc(24, 3, 29, 59, 999), '15m', utc(24, 3, 15)],
    ['start of a quarter hour', utc(24, 3, 30), '15m', utc(24, 3, 30)],
    ['a quarter hour across Jakarta midnight', utc(24, 17, 14), '15m', utc(24, 17)],
    ['inside an hour', utc(24, 3, 59, 59), '1h', utc(24, 3)],
    ['Jakarta midnight opens a day (17:00 UTC)', utc(24, 17), '1d', utc(24, 17)],
    ['just before Jakarta midnight', utc(24, 16, 59, 59, 999), '1d', utc(23, 17)],
    ['UTC midnight is 07:00 in Jakarta', utc(25, 0), '1d', utc(24, 17)],
    ['before the epoch', -1, '1m', -60_000],
  ];
  it.each(cases)('%s', (_name, timeMs, interval, startMs) => {
    expect(bucketStart(timeMs, interval)).toBe(startMs);
  });
});

describe('applyTick', () => {
  const t0 = utc(24, 3, 10);

  it('opens a candle at the price when there is none', () => {
    expect(applyTick(null, 500n, t0 + 1_234, '1m')).toEqual({
      startMs: t0,
      open: 500n,
      high: 500n,
      low: 500n,
      close: 500n,
    });
  });

  it('updates high, low and close within the bucket, keeping the open', () => {
    const prices = [500n, 520n, 480n, 505n];
    let candle: Candle | null = null;
    prices.forEach((price, i) => {
      candle = applyTick(candle, price, t0 + i * 10_000, '1m');
    });
    expect(candle).toEqual({ startMs: t0, open: 500n, high: 520n, low: 480n, close: 505n });
  });

  it('opens a new candle on the first tick of the next bucket', () => {
    const first = applyTick(null, 500n, t0 + 59_999, '1m');
    expect(applyTick(first, 510n, t0 + 60_000, '1m')).toEqual({
      startMs: t0 + 60_000,
      open: 510n,
      high: 510n,
      low: 510n,
      close: 510n,
    });
  });

  it('refuses a tick before the candle', () => {
    const candle = applyTick(null, 500n, t0, '1m');
    expect(() => applyTick(candle, 510n, t0 - 1, '1m')).toThrow(RangeError);
  });
});

describe('rollUp', () => {
  const minute = (startMs: number, open: bigint, high: bigint, low: bigint, close: bigint) => ({
    startMs,
    open,
    high,
    low,
    close,
  });
  const t0 = utc(24, 3, 0);
  const candles: Candle[] = [
    minute(t0, 10n, 12n, 9n, 11n),
    minute(t0 + 60_000, 11n, 15n, 10n, 14n),
    minute(t0 + 4 * 60_000, 14n, 14n, 7n, 8n),
    minute(t0 + 5 * 60_000, 8n, 9n, 8n, 9n),
    minute(t0 + 61 * 60_000, 9n, 20n, 9n, 19n),
  ];

  it('keeps 1-minute candles as they are', () => {
    expect(rollUp(candles, '1m')).toEqual(candles);
  });

  it('combines minutes into 5-minute buckets, a gap leaving no candle', () => {
    expect(rollUp(candles, '5m')).toEqual([
      minute(t0, 10n, 15n, 7n, 8n),
      minute(t0 + 5 * 60_000, 8n, 9n, 8n, 9n),
      minute(t0 + 60 * 60_000, 9n, 20n, 9n, 19n),
    ]);
  });

  it('combines minutes into hours', () => {
    expect(rollUp(candles, '1h')).toEqual([
      minute(t0, 10n, 15n, 7n, 9n),
      minute(t0 + 60 * 60_000, 9n, 20n, 9n, 19n),
    ]);
  });

  it('combines minutes into one Jakarta day', () => {
    expect(rollUp(candles, '1d')).toEqual([minute(utc(23, 17), 10n, 20n, 7n, 19n)]);
  });

  it('gives nothing for nothing', () => {
    expect(rollUp([], '1h')).toEqual([]);
  });

  it('refuses candles out of order or repeated', () => {
    expect(() => rollUp([candles[1]!, candles[0]!], '5m')).toThrow(RangeError);
    expect(() => rollUp([candles[0]!, candles[0]!], '5m')).toThrow(RangeError);
  });
});
