import type { RecordDeps } from '../feature-deps.ts';
import type { LiveHub } from '../live/index.ts';
import type { ExchangePort } from '../trading/index.ts';

/**
 * What recurring buys need: records, the clock, the notifier, the exchange that buys, and the
 * live hub that pushes a skipped run's notice to the holder's bell.
 */
export type RecurringBuyDeps = RecordDeps & {
  readonly exchange: ExchangePort;
  readonly liveHub: LiveHub;
};
