import type { RecordDeps } from '../feature-deps.ts';
import type { LiveHub } from '../live/index.ts';
import type { ExchangePort } from '../trading/index.ts';

/** What price alerts need: the records, the exchange's commits to watch, and the live channel. */
export type PriceAlertDeps = RecordDeps & {
  readonly exchange: ExchangePort;
  readonly liveHub: LiveHub;
};
