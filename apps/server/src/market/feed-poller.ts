import type { Clock } from '../clock.ts';

/**
 * The timing of a feed read from an outside provider: a read when due by the clock (every
 * `pollMs` after a good read, sooner after a failed one), never two at once. The timer only
 * checks; tests call `pollIfDue` with a manual clock instead.
 */
export type FeedPoller = {
  /** Reads when due and no read is under way; answers whether a read was made and succeeded. */
  pollIfDue(): Promise<boolean>;
  start(): void;
  stop(): void;
};

export type FeedPollerOptions = {
  readonly clock: Clock;
  readonly pollMs: number;
  /** One read; answers whether it gave a new figure (a failure is reported by the reader). */
  readonly read: () => Promise<boolean>;
  /** Where an error thrown by a reader or a listener goes. */
  readonly onError: (error: unknown) => void;
};

/** A failed read is tried again after this long, or after `pollMs` when that is sooner. */
export const FEED_RETRY_MS = 60_000;
const CHECK_EVERY_MS = 1_000;

export const createFeedPoller = (options: FeedPollerOptions): FeedPoller => {
  let nextReadAtMs = options.clock.now();
  let reading = false;
  let timer: NodeJS.Timeout | null = null;

  const pollIfDue = async (): Promise<boolean> => {
    const nowMs = options.clock.now();
    if (reading || nowMs < nextReadAtMs) return false;
    reading = true;
    try {
      const read = await options.read();
      nextReadAtMs = nowMs + (read ? options.pollMs : Math.min(options.pollMs, FEED_RETRY_MS));
      return read;
    } finally {
      reading = false;
    }
  };

  return {
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
