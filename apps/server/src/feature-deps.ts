import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { LiveHub } from './live/index.ts';
import type { MarketData } from './market/market-data.ts';
import type { Notifier } from './notifications/index.ts';
import type { ExchangePort } from './trading/exchange-port.ts';

/**
 * What a feature that keeps records and tells the holder needs from the app: configuration, the
 * database, the clock and the notifier (a structural subset of what every feature is handed).
 */
export type RecordDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
};

/** A holder's money flows besides: the market's prices and the exchange that holds the balances. */
export type MoneyFlowDeps = RecordDeps & {
  readonly marketData: MarketData;
  readonly exchange: ExchangePort;
  /** Where the holder's notices are pushed (a payout, a shipment's step). */
  readonly liveHub: LiveHub;
};
