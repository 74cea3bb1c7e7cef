/**
 * Proves the chart's timeframes: each interval and range becomes an interval and a count of
 * Jakarta-aligned buckets within one answer, the window starts where its oldest bucket does,
 * and the client's fills become one marker per candle and side, only within the window.
 */
import { describe, expect, it } from 'vitest';
import { type CandleInterval, intervalMs } from './candles.ts';
import {
  CHART_BUCKETS_MAX,
  CHART_INTERVALS,
  CHART_RANGES,
  type ChartFill,
  type ChartTimeframe,
  chartIntervalLabel,
  chartWindow,
  chartWindowStartMs,
  fillMarkers,
} from './chart-timeframes.ts';

const utc = (day: number, hour: number, minute = 0, second = 0): number =>
  Date.UTC(2026, 10, day, hour, minute, second);
const DAY_MS = 86_400_000;

describe('chart timeframes', () => {
  it('labels the buttons 1m, 5m, 15m, 1h, 1D and 1D, 1W, 1M, 1Y, All', () => {
    expect(CHART_INTERVALS.map(chartIntervalLabel)).toEqual(['1m', '5m', '15m', '1h', '1D']);
    expect(CHART_RANGES).toEqual(['1D', '1W', '1M', '1Y', 'All']);
  });

  const ranges: [ChartTimeframe, CandleInterval, number][] = [
    [{ kind: 'range', range: '1D' }, '5m', DAY_MS],
    [{ kind: 'range', range: '1W' }, '1h', 7 * DAY_MS],
    [{ kind: 'range', range: '1M' }, '1h', 30 * DAY_MS],
    [{ kind: 'range', range: '1Y' }, '1d', 366 * DAY_MS],
  ];
  it.each(ranges)('%o spans its time with %s candles', (timeframe, interval, spanMs) => {
    const window = chartWindow(timeframe);
    expect(window.interval).toBe(interval);
    expect(window.buckets * intervalMs(interval)).toBe(spanMs);
  });

  it('keeps every window within one answer, and an interval shows 500 candles', () => {
    for (const range of CHART_RANGES) {
      expect(chartWindow({ kind: 'range', range }).buckets).toBeLessThanOrEqual(CHART_BUCKETS_MAX);
    }
    expect(chartWindow({ kind: 'range', range: 'All' })).toEqual({ interval: '1d', buckets: 1000 });
    expect(chartWindow({ kind: 'interval', interval: '15m' })).toEqual({
      interval: '15m',
      buckets: 500,
    });
  });

  it('starts a window at its oldest Jakarta-aligned bucket', () => {
    // 10:07 in Jakarta; three 15-minute buckets end with 10:00, so they start at 09:30.
    expect(chartWindowStartMs({ interval: '15m', buckets: 3 }, utc(24, 3, 7))).toBe(utc(24, 2, 30));
    // Days are Jakarta days: two of them from 00:30 on the 25th (Jakarta) start on the 24th.
    expect(chartWindowStartMs({ interval: '1d', buckets: 2 }, utc(24, 17, 30))).toBe(utc(23, 17));
  });
});

describe('fill markers', () => {
  const now = utc(24, 3, 14);
  const fill = (atMs: number, direction: 'buy' | 'sell', quantityMg: bigint): ChartFill => ({
    atMs,
    direction,
    quantityMg,
  });

  it('joins the fills of one candle and side, buys before sells, oldest first', () => {
    const markers = fillMarkers(
      [
        fill(utc(24, 3, 11), 'sell', 1000n),
        fill(utc(24, 3, 5, 30), 'buy', 2000n),
        fill(utc(24, 3, 9, 59), 'buy', 500n),
        fill(utc(24, 3, 10), 'buy', 1000n),
      ],
      { interval: '5m', buckets: 3 },
      now,
    );
    expect(markers).toEqual([
      { startMs: utc(24, 3, 5), direction: 'buy', quantityMg: 2500n, fills: 2 },
      { startMs: utc(24, 3, 10), direction: 'buy', quantityMg: 1000n, fills: 1 },
      { startMs: utc(24, 3, 10), direction: 'sell', quantityMg: 1000n, fills: 1 },
    ]);
  });

  it('leaves out fills before the window and after now', () => {
    const window = { interval: '1m' as const, buckets: 2 };
    expect(
      fillMarkers(
        [fill(utc(24, 3, 12, 59), 'buy', 1n), fill(utc(24, 3, 14, 1), 'buy', 1n)],
        window,
        now,
      ),
    ).toEqual([]);
    expect(fillMarkers([fill(utc(24, 3, 13), 'sell', 7n)], window, now)).toEqual([
      { startMs: utc(24, 3, 13), direction: 'sell', quantityMg: 7n, fills: 1 },
    ]);
  });
});
