import { type MarketHoursMode, type MarketStatus, marketStatusAt } from '@emas/domain';
import type { Clock } from '../clock.ts';

/**
 * Watches the market status (open, or closed and why) and reports each change, so live clients
 * learn of an opening or closure within a second instead of at their next 3-second poll.
 */
export type MarketStatusWatch = {
  /** Compares the status now with the last one seen; reports a change. */
  check(): void;
  /** Checks every second; `stop` clears the timer. */
  start(): void;
  stop(): void;
};

export const MARKET_STATUS_CHECK_MS = 1_000;

export type MarketStatusWatchOptions = {
  readonly clock: Clock;
  readonly mode: MarketHoursMode;
  readonly onChange: (status: MarketStatus) => void;
  readonly onError: (error: unknown) => void;
};

export const createMarketStatusWatch = (options: MarketStatusWatchOptions): MarketStatusWatch => {
  let last = marketStatusAt(options.clock.now(), options.mode);
  let timer: NodeJS.Timeout | null = null;
  const check = (): void => {
    const status = marketStatusAt(options.clock.now(), options.mode);
    if (status.isClosed === last.isClosed && status.closeType === last.closeType) return;
    last = status;
    options.onChange(status);
  };
  return {
    check,
    start: () => {
      if (timer !== null) return;
      timer = setInterval(() => {
        try {
          check();
        } catch (error) {
          options.onError(error);
        }
      }, MARKET_STATUS_CHECK_MS);
      timer.unref();
    },
    stop: () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
};
