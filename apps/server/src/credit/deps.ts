import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { ExchangePort } from '../trading/index.ts';

/** What credit lines need: the database, the clock, and the exchange that applies limits. */
export type CreditDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly exchange: ExchangePort;
};
