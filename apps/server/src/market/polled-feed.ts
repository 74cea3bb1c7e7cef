import type { Clock } from '../clock.ts';

/**
 * A feed read from an outside provider on a timer: the last figure read (or the configured one
 * until the first read), its listeners, and the timing of reads: when due by the clock (every
 * `pollMs` after a good read, sooner after a failed one), never two at once. The timer only
 * checks; tests call `pollIfDue` with a manual clock instead.
 */
export type PolledFeed<Quote> = {
  current(): Quote;
  /** Called after every good read; returns the unsubscribe function. */
  subscribe(listener: (quote: Quote) => void): () => void;
  /** Reads when due and no read is under way; answers whether a read was made and succeeded. */
  pollIfDue(): Promise<boolean>;
  start(): void;
  stop(): void;
};

export type PolledFeedOptions<Quote> = {
  readonly clock: Clock;
  readonly pollMs: number;
  /** What `current` answers until the first good read. */
  readonly initial: Quote;
  /** One read: the new figure, or null after reporting why to `onError`. */
  readonly read: () => Promise<Quote | null>;
  /** Where an error thrown by a reader or a listener goes, and the reader's reports. */
  readonly onError: (error: unknown) => void;
};

/** A failed read is tried again after this long, or after `pollMs` when that is sooner. */
export const FEED_RETRY_MS = 60_000;
const CHECK_EVERY_MS = 1_000;

export const createPolledFeed = <Quote>(options: PolledFeedOptions<Quote>): PolledFeed<Quote> => {
  const listeners = new Set<(quote: Quote) => void>();
  let quote = options.initial;
  let nextReadAtMs = options.clock.now();
  let reading = false;
  let timer: NodeJS.Timeout | null = null;

  const pollIfDue = async (): Promise<boolean> => {
    const nowMs = options.clock.now();
    if (reading || nowMs < nextReadAtMs) return false;
    reading = true;
    try {
      const read = await options.read();
      nextReadAtMs =
        nowMs + (read === null ? Math.min(options.pollMs, FEED_RETRY_MS) : options.pollMs);
      if (read === null) return false;
      quote = read;
      for (const listener of listeners) listener(quote);
      return true;
    } finally {
      reading = false;
    }
  };

  return {
    current: () => quote,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    pollIfDue,
    start: () => {
      if (timer !== null) return;
      timer = setInterval(() => void pollIfDue().catch(options.onError), CHECK_EVERY_MS);
      timer.unref();
    },
    stop: () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
};
