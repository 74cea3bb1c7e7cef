/**
 * OHLC candles of a price in integer minor units (the caller's unit: sen, micros, ...). Buckets
 * are aligned to Jakarta wall-clock time (UTC+7, no daylight saving), so a daily candle is a
 * Jakarta calendar day; for 1m, 5m, 15m and 1h that is the same alignment as UTC.
 */

export type CandleInterval = '1m' | '5m' | '15m' | '1h' | '1d';
export const CANDLE_INTERVALS: readonly CandleInterval[] = ['1m', '5m', '15m', '1h', '1d'];

export type Candle = {
  /** Start of the bucket, epoch milliseconds. */
  readonly startMs: number;
  readonly open: bigint;
  readonly high: bigint;
  readonly low: bigint;
  readonly close: bigint;
};

const MINUTE_MS = 60_000;
const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '1d': 24 * 60 * MINUTE_MS,
};
const JAKARTA_UTC_OFFSET_MS = 7 * 60 * MINUTE_MS;

/** The length of an interval, milliseconds. */
export function intervalMs(interval: CandleInterval): number {
  return INTERVAL_MS[interval];
}

/** The start (epoch ms) of the bucket holding `timeMs`; the bucket runs to start + intervalMs. */
export function bucketStart(timeMs: number, interval: CandleInterval): number {
  const length = INTERVAL_MS[interval];
  return Math.floor((timeMs + JAKARTA_UTC_OFFSET_MS) / length) * length - JAKARTA_UTC_OFFSET_MS;
}

const opening = (startMs: number, price: bigint): Candle => ({
  startMs,
  open: price,
  high: price,
  low: price,
  close: price,
});

/**
 * A price observed at `timeMs` applied to the current candle: the same candle updated when the
 * time falls in its bucket, a new candle opening at the price when it falls in a later bucket
 * (or when there is no candle yet). A time before the candle's bucket is a broken invariant.
 */
export function applyTick(
  candle: Candle | null,
  priceMinor: bigint,
  timeMs: number,
  interval: CandleInterval,
): Candle {
  const startMs = bucketStart(timeMs, interval);
  if (candle === null || startMs > candle.startMs) return opening(startMs, priceMinor);
  if (startMs < candle.startMs) throw new RangeError('a tick before its candle');
  return {
    startMs,
    open: candle.open,
    high: priceMinor > candle.high ? priceMinor : candle.high,
    low: priceMinor < candle.low ? priceMinor : candle.low,
    close: priceMinor,
  };
}

const merge = (into: Candle, next: Candle): Candle => ({
  startMs: into.startMs,
  open: into.open,
  high: next.high > into.high ? next.high : into.high,
  low: next.low < into.low ? next.low : into.low,
  close: next.close,
});

/**
 * Finer candles (1-minute ones, oldest first) combined into candles of `interval`: open of the
 * first, close of the last, highest high and lowest low of each bucket. A bucket the input
 * covers only in part gives a candle of what is there. Unordered input is a broken invariant.
 */
export function rollUp(candles1m: readonly Candle[], interval: CandleInterval): Candle[] {
  const result: Candle[] = [];
  let previousStartMs = Number.NEGATIVE_INFINITY;
  for (const candle of candles1m) {
    if (candle.startMs <= previousStartMs) throw new RangeError('candles must be oldest first');
    previousStartMs = candle.startMs;
    const startMs = bucketStart(candle.startMs, interval);
    const last = result.at(-1);
    if (last !== undefined && last.startMs === startMs)
      result[result.length - 1] = merge(last, candle);
    else result.push({ ...candle, startMs });
  }
  return result;
}
