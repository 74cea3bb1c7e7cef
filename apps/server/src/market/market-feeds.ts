import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { createFrankfurterRateFeed } from './frankfurter-stream-rate.ts';
import { createGoldApiReferenceFeed } from './goldapi-reference-feed.ts';
import {
  type ReferenceFeed,
  type ReferenceHistory,
  createSimulatedReferenceFeed,
} from './reference-feed.ts';
import { type StreamRateFeed, createSimulatedStreamRateFeed } from './stream-rate.ts';

/**
 * The gold reference price and the USD/IDR rate, each the adapter its setting names
 * (GOLD_PRICE_FEED, FX_RATE_FEED): a simulation, or a provider read on a timer.
 */
export type MarketFeeds = {
  readonly rateFeed: StreamRateFeed;
  readonly referenceFeed: ReferenceFeed;
  /** The simulated walk replays a missing day of candles; a real feed has no past to replay. */
  readonly history: ReferenceHistory | null;
  /** One second of the simulations, as their timers do it; tests drive it by hand. */
  tick(): void;
  /** The real feeds' first reads, awaited at start so the first prices are real ones. */
  firstRead(): Promise<void>;
};

/**
 * The seed of the simulated reference walk. Fixed, so a fresh database at the same instant
 * always gets the same backfilled day.
 */
export const REFERENCE_SEED = 20_261_124;

type FeedDeps = {
  readonly config: Config;
  readonly clock: Clock;
  readonly onError: (error: unknown) => void;
};

const rateFeedOf = ({ config, clock, onError }: FeedDeps) => {
  if (config.fxRateFeed === 'frankfurter') {
    const { baseUrl, pollMs } = config.providers.frankfurter;
    const { timeoutMs } = config.providers;
    const feed = createFrankfurterRateFeed({
      clock,
      baseUrl,
      pollMs,
      timeoutMs,
      initialIdrPerUsd: config.streamRateIdrPerUsd,
      onError,
    });
    return { feed, tick: () => {}, firstRead: feed.pollIfDue };
  }
  const feed = createSimulatedStreamRateFeed({
    clock,
    rateIdrPerUsd: config.streamRateIdrPerUsd,
    onError,
  });
  return { feed, tick: () => void feed.refreshIfDue(), firstRead: async () => false };
};

const referenceFeedOf = ({ config, clock, onError }: FeedDeps, rateFeed: StreamRateFeed) => {
  if (config.goldPriceFeed === 'goldapi') {
    const { apiKey, baseUrl, pollMs } = config.providers.goldApi;
    if (apiKey === null) throw new Error('GOLD_PRICE_FEED=goldapi needs GOLDAPI_KEY');
    const feed = createGoldApiReferenceFeed({
      clock,
      apiKey,
      baseUrl,
      pollMs,
      timeoutMs: config.providers.timeoutMs,
      initialCents: config.referenceXauUsdCents,
      rateFeed,
      onError,
    });
    return { feed, history: null, tick: () => {}, firstRead: feed.pollIfDue };
  }
  const feed = createSimulatedReferenceFeed({
    clock,
    levelCents: config.referenceXauUsdCents,
    seed: REFERENCE_SEED,
    rateFeed,
    onError,
  });
  return { feed, history: feed, tick: () => void feed.tick(), firstRead: async () => false };
};

export const createMarketFeeds = (deps: FeedDeps): MarketFeeds => {
  const rate = rateFeedOf(deps);
  const reference = referenceFeedOf(deps, rate.feed);
  return {
    rateFeed: rate.feed,
    referenceFeed: reference.feed,
    history: reference.history,
    tick: () => {
      rate.tick();
      reference.tick();
    },
    // The rate first: the gold feed's gram prices are at the rate.
    firstRead: async () => {
      await rate.firstRead();
      await reference.firstRead();
    },
  };
};
