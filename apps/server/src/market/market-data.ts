import type { LiveMessage } from '@emas/api';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createMarketStatusWatch } from './market-status-watch.ts';
import { createMarketFeeds } from './market-feeds.ts';
import { type ReferenceCandles, createReferenceCandles } from './reference-candles.ts';
import type { ReferenceFeed } from './reference-feed.ts';
import type { StreamRateFeed } from './stream-rate.ts';
import { candleBody, streamRateBody } from './views.ts';

/**
 * The market data of the platform in one place: the gold reference price, the USD/IDR
 * streaming rate, the reference candles and the market-status watch. Each change is handed to
 * `publish` as a live message (the live hub's broadcast), so this feature needs no socket.
 */
export type MarketData = {
  readonly referenceFeed: ReferenceFeed;
  readonly rateFeed: StreamRateFeed;
  readonly candles: ReferenceCandles;
  /**
   * Reads the real feeds once (GOLD_PRICE_FEED, FX_RATE_FEED), resumes and backfills the
   * candles, then starts the timers (every second) unless `timers: false`, for tests that drive
   * time by hand with `tick`.
   */
  start(options?: { timers?: boolean }): Promise<void>;
  /** Clears the timers and writes the open candles; safe to call more than once. */
  stop(): Promise<void>;
  /** One second's work, as the timers do it: a reference price, a due rate fetch, a status check. */
  tick(): void;
};

export type MarketDataDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly publish: (message: LiveMessage) => void;
  /** Where errors of background work (timers, candle writes) go. */
  readonly onError: (error: unknown) => void;
};

export const createMarketData = (deps: MarketDataDeps): MarketData => {
  const { clock, onError, publish } = deps;
  const feeds = createMarketFeeds({ config: deps.config, clock, onError });
  const { rateFeed, referenceFeed } = feeds;
  const candles = createReferenceCandles({
    db: deps.database.db,
    clock,
    feed: referenceFeed,
    history: feeds.history,
    onCandle: (symbol, candle) =>
      publish({ type: 'candle', data: { symbol, candle: candleBody(symbol, candle) } }),
    onError,
  });
  const statusWatch = createMarketStatusWatch({
    clock,
    mode: deps.config.marketHours,
    onChange: ({ isClosed, closeType }) =>
      publish({ type: 'market', data: { is_closed: isClosed, close_type: closeType } }),
    onError,
  });
  rateFeed.subscribe((quote) => publish({ type: 'rate', data: streamRateBody(quote) }));
  const timed = [rateFeed, referenceFeed, statusWatch];
  let started = false;

  return {
    referenceFeed,
    rateFeed,
    candles,
    start: async ({ timers = true } = {}) => {
      if (started) return;
      started = true;
      await candles.start();
      await feeds.firstRead();
      if (timers) for (const part of timed) part.start();
    },
    stop: async () => {
      if (!started) return;
      started = false;
      for (const part of timed) part.stop();
      await candles.stop();
    },
    tick: () => {
      feeds.tick();
      statusWatch.check();
    },
  };
};
