import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { ExchangePort } from '../trading/index.ts';

/** What a broker's settings need: the database, the clock, and the exchange that takes fees. */
export type BrokerSettingsDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly exchange: ExchangePort;
};
