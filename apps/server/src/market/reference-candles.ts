import {
  type Candle,
  type CandleInterval,
  applyTick,
  bucketStart,
  intervalMs,
  rollUp,
  xauUsdCentsFromGramMicros,
} from '@emas/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import {
  REFERENCE_SYMBOLS,
  type ReferenceSymbol,
  type SymbolCandle,
  latestReferenceCandle,
  referenceCandlesSince,
  upsertReferenceCandles,
} from './reference-candle-repository.ts';

/** Where candles are kept: the repository, or a stand-in that holds writes back in a test. */
export type ReferenceCandleStore = {
  readonly latest: typeof latestReferenceCandle;
  readonly since: typeof referenceCandlesSince;
  readonly upsert: typeof upsertReferenceCandles;
};

const repositoryStore: ReferenceCandleStore = {
  latest: latestReferenceCandle,
  since: referenceCandlesSince,
  upsert: upsertReferenceCandles,
};
import type { ReferenceFeed, ReferenceHistory, ReferenceQuote } from './reference-feed.ts';

/**
 * 1-minute candles of the reference price in two symbols: XAUIDRG (rupiah sen per gram) and
 * XAUUSDG (US dollar micros per gram). The open candle of each symbol lives in memory; a candle
 * is written when its minute closes and at stop. Coarser intervals are rolled up when asked.
 */

export type ReferenceCandles = {
  /** Resumes the stored candles, fills a missing past day from the history, then follows. */
  start(): Promise<void>;
  /** Stops following, writes the open candles and waits for every write. */
  stop(): Promise<void>;
  /** The open 1-minute candle of a symbol, or null before the first price. */
  current(symbol: ReferenceSymbol): Candle | null;
  /** The newest `limit` candles of `interval`, oldest first; the last one may still be open. */
  recent(symbol: ReferenceSymbol, interval: CandleInterval, limit: number): Promise<Candle[]>;
};

/** How much past a fresh database is given, so a chart never starts empty. */
export const REFERENCE_BACKFILL_MS = 86_400_000;
/** The most 1-minute candles one roll-up reads: 30 days, so 1d asks reach back 30 days. */
export const CANDLE_SOURCE_MINUTES_MAX = 43_200;
/** Closed candles waiting for the database; past this the oldest are dropped and reported. */
export const CANDLE_WRITES_PENDING_MAX = 2 * 1_440;

const MINUTE_MS = intervalMs('1m');

export type ReferenceCandlesOptions = {
  readonly db: Db;
  readonly clock: Clock;
  readonly feed: ReferenceFeed;
  /** Where a missing past comes from; null to start with whatever is stored. */
  readonly history: ReferenceHistory | null;
  /** Called on every live price with each symbol's open candle. */
  readonly onCandle: (symbol: ReferenceSymbol, candle: Candle) => void;
  readonly onError: (error: unknown) => void;
  /** The repository unless given. */
  readonly store?: ReferenceCandleStore;
};

const priceOf = (quote: ReferenceQuote, symbol: ReferenceSymbol): bigint =>
  symbol === 'XAUIDRG' ? quote.idrSenPerGram : quote.usdMicrosPerGram;

/** The first bucket start of `interval` at or after `timeMs`. */
const bucketAtOrAfter = (timeMs: number, interval: CandleInterval): number => {
  const start = bucketStart(timeMs, interval);
  return start === timeMs ? start : start + intervalMs(interval);
};

/**
 * The stored minutes with those closed but still on their way to the database, oldest first: a
 * chart asked for just after a minute closes still shows that minute.
 */
const withUnwritten = (
  stored: readonly Candle[],
  unwritten: readonly SymbolCandle[],
  symbol: ReferenceSymbol,
  fromMs: number,
): Candle[] => {
  const byStart = new Map(stored.map((candle) => [candle.startMs, candle]));
  for (const entry of unwritten) {
    if (entry.symbol === symbol && entry.candle.startMs >= fromMs) {
      byStart.set(entry.candle.startMs, entry.candle);
    }
  }
  return [...byStart.values()].sort((a, b) => a.startMs - b.startMs);
};

export const createReferenceCandles = (options: ReferenceCandlesOptions): ReferenceCandles => {
  const { db, clock } = options;
  const store = options.store ?? repositoryStore;
  const open: Record<ReferenceSymbol, Candle | null> = { XAUIDRG: null, XAUUSDG: null };
  const pending: SymbolCandle[] = [];
  /** The batch being written: closed, and not yet readable from the database. */
  let inFlight: SymbolCandle[] = [];
  let writing: Promise<void> | null = null;
  let unsubscribe: (() => void) | null = null;

  /** Applies a price to both symbols; answers the candles it closed. */
  const apply = (quote: ReferenceQuote): SymbolCandle[] => {
    const closed: SymbolCandle[] = [];
    for (const symbol of REFERENCE_SYMBOLS) {
      const previous = open[symbol];
      // A clock stepped back must not rewrite a closed minute: keep the candle, drop the price.
      if (previous !== null && bucketStart(quote.atMs, '1m') < previous.startMs) continue;
      const next = applyTick(previous, priceOf(quote, symbol), quote.atMs, '1m');
      if (previous !== null && next.startMs !== previous.startMs) {
        closed.push({ symbol, candle: previous });
      }
      open[symbol] = next;
    }
    return closed;
  };

  const drain = async (): Promise<void> => {
    while (pending.length > 0) {
      const batch = pending.splice(0, pending.length);
      inFlight = batch;
      try {
        await store.upsert(db, batch);
      } catch (error) {
        options.onError(error);
      }
      inFlight = [];
    }
    writing = null;
  };

  const enqueue = (candles: readonly SymbolCandle[]): void => {
    pending.push(...candles);
    const excess = pending.length - CANDLE_WRITES_PENDING_MAX;
    if (excess > 0) {
      pending.splice(0, excess);
      options.onError(new Error(`dropped ${excess} reference candles: the database lags`));
    }
    if (writing === null && pending.length > 0) writing = drain();
  };

  const onQuote = (quote: ReferenceQuote): void => {
    const closed = apply(quote);
    if (closed.length > 0) enqueue(closed);
    for (const symbol of REFERENCE_SYMBOLS) {
      const candle = open[symbol];
      if (candle !== null) options.onCandle(symbol, candle);
    }
  };

  /** Replays the past from the newest stored minute (or a day ago) up to now, then writes it. */
  const backfill = async (history: ReferenceHistory, nowMs: number): Promise<void> => {
    const latest = open.XAUUSDG;
    const dayAgoMs = bucketStart(nowMs - REFERENCE_BACKFILL_MS, '1m');
    const fromMs = latest === null ? dayAgoMs : Math.max(dayAgoMs, latest.startMs + MINUTE_MS);
    const startCents = latest === null ? null : xauUsdCentsFromGramMicros(latest.close);
    const closed: SymbolCandle[] = [];
    for (const quote of history.replay(fromMs, nowMs, startCents)) closed.push(...apply(quote));
    await store.upsert(db, closed);
  };

  const recent = async (
    symbol: ReferenceSymbol,
    interval: CandleInterval,
    limit: number,
  ): Promise<Candle[]> => {
    // The newest candle is the open one; before the first price, the current minute.
    const live = open[symbol];
    const newestMs = live?.startMs ?? clock.now();
    const wantedFromMs = bucketStart(newestMs, interval) - (limit - 1) * intervalMs(interval);
    const oldestFromMs = bucketAtOrAfter(
      newestMs - CANDLE_SOURCE_MINUTES_MAX * MINUTE_MS,
      interval,
    );
    const fromMs = Math.max(wantedFromMs, oldestFromMs);
    // Taken before the read: a write that lands during it is then in one or the other.
    const unwritten = [...inFlight, ...pending];
    const stored = await store.since(db, symbol, fromMs, CANDLE_SOURCE_MINUTES_MAX);
    const closed = withUnwritten(stored, unwritten, symbol, fromMs).filter(
      (candle) => live === null || candle.startMs < live.startMs,
    );
    const minutes = live === null || live.startMs < fromMs ? closed : [...closed, live];
    return rollUp(minutes, interval).slice(-limit);
  };

  return {
    start: async () => {
      for (const symbol of REFERENCE_SYMBOLS) open[symbol] = await store.latest(db, symbol);
      if (options.history !== null) await backfill(options.history, clock.now());
      unsubscribe = options.feed.subscribe(onQuote);
    },
    stop: async () => {
      unsubscribe?.();
      unsubscribe = null;
      enqueue(
        REFERENCE_SYMBOLS.flatMap((symbol) => {
          const candle = open[symbol];
          return candle === null ? [] : [{ symbol, candle }];
        }),
      );
      await writing;
    },
    current: (symbol) => open[symbol],
    recent,
  };
};
