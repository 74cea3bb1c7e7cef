import type { Clock } from '../clock.ts';

/**
 * The USD/IDR streaming rate, behind an adapter. The simulated default holds the configured
 * rate for buy and sell alike and "refetches" every minute: each fetch gives a new expiry and
 * next-fetch time but the same level. A walking rate would be a one-line change here, but the
 * spec names no behaviour for it, and a fixed rate keeps every figure reproducible.
 */

export type StreamRateQuote = {
  /** Whole rupiah per US dollar a buyer of dollars pays, and a seller gets. */
  readonly buyIdrPerUsd: bigint;
  readonly sellIdrPerUsd: bigint;
  /** When this rate was fetched, stops being valid, and the next fetch is due; epoch ms. */
  readonly fetchedAtMs: number;
  readonly expiresAtMs: number;
  readonly nextFetchAtMs: number;
};

export type StreamRateListener = (quote: StreamRateQuote) => void;

export type StreamRateFeed = {
  /** The rate in force; refetched first when the next fetch is due. */
  current(): StreamRateQuote;
  /** Called after every fetch; returns the unsubscribe function. */
  subscribe(listener: StreamRateListener): () => void;
  /** Checks every second whether a fetch is due; `stop` clears the timer. */
  start(): void;
  stop(): void;
};

/** The simulated feed, with the check the timer runs exposed so tests can drive it. */
export type SimulatedStreamRateFeed = StreamRateFeed & {
  /** Fetches when due (by the clock); answers whether it did. */
  refreshIfDue(): boolean;
};

/** How often the simulated rate is refetched. */
export const STREAM_RATE_REFRESH_MS = 60_000;
/**
 * A fetched rate stays valid this long past its next-fetch time, so a client that fetches when
 * due (or retries 5 s later, as the spec says) never holds an expired rate.
 */
export const STREAM_RATE_EXPIRY_GRACE_MS = 10_000;
const CHECK_EVERY_MS = 1_000;

export type SimulatedStreamRateOptions = {
  readonly clock: Clock;
  readonly rateIdrPerUsd: bigint;
  readonly refreshMs?: number;
  /** Where an error thrown by a listener during a timer tick goes. */
  readonly onError: (error: unknown) => void;
};

export const createSimulatedStreamRateFeed = (
  options: SimulatedStreamRateOptions,
): SimulatedStreamRateFeed => {
  const refreshMs = options.refreshMs ?? STREAM_RATE_REFRESH_MS;
  const listeners = new Set<StreamRateListener>();
  const fetchAt = (nowMs: number): StreamRateQuote => ({
    buyIdrPerUsd: options.rateIdrPerUsd,
    sellIdrPerUsd: options.rateIdrPerUsd,
    fetchedAtMs: nowMs,
    expiresAtMs: nowMs + refreshMs + STREAM_RATE_EXPIRY_GRACE_MS,
    nextFetchAtMs: nowMs + refreshMs,
  });
  let quote = fetchAt(options.clock.now());
  let timer: NodeJS.Timeout | null = null;

  const refreshIfDue = (): boolean => {
    const nowMs = options.clock.now();
    if (nowMs < quote.nextFetchAtMs) return false;
    quote = fetchAt(nowMs);
    for (const listener of listeners) listener(quote);
    return true;
  };

  return {
    current: () => {
      refreshIfDue();
      return quote;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refreshIfDue,
    start: () => {
      if (timer !== null) return;
      timer = setInterval(() => {
        try {
          refreshIfDue();
        } catch (error) {
          options.onError(error);
        }
      }, CHECK_EVERY_MS);
      timer.unref();
    },
    stop: () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
};
