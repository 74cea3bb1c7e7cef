import { type CandleInterval, bucketStart, intervalMs } from './candles.ts';

/**
 * What the trading screen's chart shows: either the last candles of an interval (1m, 5m, 15m,
 * 1h, 1D), or a span of time (1D, 1W, 1M, 1Y, All) drawn with candles fine enough to read and
 * few enough for one answer. Both become an interval and a number of Jakarta-aligned buckets
 * ending with the current one, which is what the candle calls take.
 */

export type ChartRange = '1D' | '1W' | '1M' | '1Y' | 'All';
export const CHART_RANGES: readonly ChartRange[] = ['1D', '1W', '1M', '1Y', 'All'];
export const CHART_INTERVALS: readonly CandleInterval[] = ['1m', '5m', '15m', '1h', '1d'];

export type ChartTimeframe =
  | { readonly kind: 'interval'; readonly interval: CandleInterval }
  | { readonly kind: 'range'; readonly range: ChartRange };

export type ChartWindow = { readonly interval: CandleInterval; readonly buckets: number };

/** Candles an interval button shows: as many as the chart had before the buttons. */
export const CHART_INTERVAL_BUCKETS = 500;
/** The most buckets one candle call answers (its `limit`). */
export const CHART_BUCKETS_MAX = 1000;

const RANGE_WINDOWS: Record<ChartRange, ChartWindow> = {
  '1D': { interval: '5m', buckets: 288 },
  '1W': { interval: '1h', buckets: 168 },
  '1M': { interval: '1h', buckets: 720 },
  '1Y': { interval: '1d', buckets: 366 },
  // Everything one answer holds: nearly three years of days.
  All: { interval: '1d', buckets: CHART_BUCKETS_MAX },
};

/** The button's label: the same in both languages (1m … 1D, 1D … All). */
export const chartIntervalLabel = (interval: CandleInterval): string =>
  interval === '1d' ? '1D' : interval;

/** The interval and bucket count a timeframe asks the candle calls for. */
export function chartWindow(timeframe: ChartTimeframe): ChartWindow {
  return timeframe.kind === 'interval'
    ? { interval: timeframe.interval, buckets: CHART_INTERVAL_BUCKETS }
    : RANGE_WINDOWS[timeframe.range];
}

/** The start (epoch ms) of the window's oldest bucket when the newest holds `nowMs`. */
export function chartWindowStartMs(window: ChartWindow, nowMs: number): number {
  return bucketStart(nowMs, window.interval) - (window.buckets - 1) * intervalMs(window.interval);
}

/** One of the client's own fills, as the chart marks it. */
export type ChartFill = {
  readonly atMs: number;
  readonly direction: 'buy' | 'sell';
  readonly quantityMg: bigint;
};

/** The fills of one candle and one side, drawn as one marker. */
export type FillMarker = {
  /** The candle's start, epoch ms. */
  readonly startMs: number;
  readonly direction: 'buy' | 'sell';
  readonly quantityMg: bigint;
  readonly fills: number;
};

/**
 * The client's fills within the window, one marker per candle and side (a chart cannot show
 * twenty arrows on one bar), oldest first and buys before sells on the same candle.
 */
export function fillMarkers(
  fills: readonly ChartFill[],
  window: ChartWindow,
  nowMs: number,
): FillMarker[] {
  const fromMs = chartWindowStartMs(window, nowMs);
  const byKey = new Map<string, FillMarker>();
  for (const fill of fills) {
    if (fill.atMs < fromMs || fill.atMs > nowMs) continue;
    const startMs = bucketStart(fill.atMs, window.interval);
    const key = `${startMs}:${fill.direction}`;
    const before = byKey.get(key);
    byKey.set(key, {
      startMs,
      direction: fill.direction,
      quantityMg: (before?.quantityMg ?? 0n) + fill.quantityMg,
      fills: (before?.fills ?? 0) + 1,
    });
  }
  return [...byKey.values()].sort(
    (a, b) =>
      a.startMs - b.startMs || (a.direction === b.direction ? 0 : a.direction === 'buy' ? -1 : 1),
  );
}
