import {
  type Random,
  createRandom,
  gramPriceIdrSen,
  gramPriceUsdMicros,
  nextReferencePrice,
} from '@emas/domain';
import type { Clock } from '../clock.ts';
import type { StreamRateFeed } from './stream-rate.ts';

/**
 * The gold reference price (XAU/USD), behind an adapter. The simulated default walks around
 * the configured level (packages/domain reference-walk.ts), one step per tick.
 */

export type ReferenceQuote = {
  /** XAU/USD, US cents per troy ounce. */
  readonly xauUsdCentsPerOunce: bigint;
  /** The same in rupiah sen per gram, at the streaming buy rate. */
  readonly idrSenPerGram: bigint;
  /** The same in US dollar micros (millionths) per gram. */
  readonly usdMicrosPerGram: bigint;
  /** When the price was observed, epoch ms. */
  readonly atMs: number;
};

export type ReferenceListener = (quote: ReferenceQuote) => void;

export type ReferenceFeed = {
  current(): ReferenceQuote;
  /** Called on every new price; returns the unsubscribe function. */
  subscribe(listener: ReferenceListener): () => void;
  /** Ticks on a timer (every second by default); `stop` clears it. */
  start(): void;
  stop(): void;
};

/**
 * Prices of a past span, for a chart that would otherwise start empty. Replaying moves the
 * feed itself: its current price afterwards is the last replayed one, so the live price goes on
 * from where the history ends. Listeners are not called for replayed prices.
 */
export type ReferenceHistory = {
  /**
   * One price per tick from `fromMs` (included) to `toMs` (excluded), starting the walk at
   * `startCents` (US cents per ounce) or at the level when null.
   */
  replay(fromMs: number, toMs: number, startCents: bigint | null): Iterable<ReferenceQuote>;
};

export type SimulatedReferenceFeed = ReferenceFeed &
  ReferenceHistory & {
    /** One step of the walk at the clock's time, as the timer does; tests call it by hand. */
    tick(): ReferenceQuote;
  };

/** A price in US cents per troy ounce, with its gram prices at the rate feed's buy rate. */
export const referenceQuoteOf = (
  cents: bigint,
  rateFeed: StreamRateFeed,
  atMs: number,
): ReferenceQuote => ({
  xauUsdCentsPerOunce: cents,
  idrSenPerGram: gramPriceIdrSen(cents, rateFeed.current().buyIdrPerUsd),
  usdMicrosPerGram: gramPriceUsdMicros(cents),
  atMs,
});

export const REFERENCE_TICK_MS = 1_000;
/** The longest replay: a day of one-second ticks, with room to spare. */
export const REFERENCE_REPLAY_TICKS_MAX = 100_000;

export type SimulatedReferenceOptions = {
  readonly clock: Clock;
  /** The level the walk reverts to, US cents per troy ounce. */
  readonly levelCents: bigint;
  readonly seed: number;
  readonly tickMs?: number;
  readonly rateFeed: StreamRateFeed;
  /** Where an error thrown by a listener during a timer tick goes. */
  readonly onError: (error: unknown) => void;
};

export const createSimulatedReferenceFeed = (
  options: SimulatedReferenceOptions,
): SimulatedReferenceFeed => {
  const tickMs = options.tickMs ?? REFERENCE_TICK_MS;
  const random: Random = createRandom(options.seed);
  const listeners = new Set<ReferenceListener>();
  const quoteOf = (cents: bigint, atMs: number) => referenceQuoteOf(cents, options.rateFeed, atMs);
  let quote = quoteOf(options.levelCents, options.clock.now());
  let timer: NodeJS.Timeout | null = null;
  const step = (atMs: number): ReferenceQuote => {
    const cents = nextReferencePrice({
      currentCents: quote.xauUsdCentsPerOunce,
      levelCents: options.levelCents,
      random,
    });
    quote = quoteOf(cents, atMs);
    return quote;
  };

  const tick = (): ReferenceQuote => {
    const next = step(options.clock.now());
    for (const listener of listeners) listener(next);
    return next;
  };

  function* replay(fromMs: number, toMs: number, startCents: bigint | null) {
    const ticks = Math.max(0, Math.ceil((toMs - fromMs) / tickMs));
    if (ticks > REFERENCE_REPLAY_TICKS_MAX) throw new RangeError(`replay of ${ticks} ticks`);
    quote = quoteOf(startCents ?? options.levelCents, fromMs);
    for (let i = 0; i < ticks; i += 1) yield step(fromMs + i * tickMs);
  }

  return {
    current: () => quote,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tick,
    replay,
    start: () => {
      if (timer !== null) return;
      timer = setInterval(() => {
        try {
          tick();
        } catch (error) {
          options.onError(error);
        }
      }, tickMs);
      timer.unref();
    },
    stop: () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
};
