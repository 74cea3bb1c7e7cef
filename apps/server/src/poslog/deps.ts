import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { Exchange } from '../trading/index.ts';
import type { PostalService } from './postal-service.ts';

export type PoslogDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  readonly marketData: MarketData;
  readonly exchange: Exchange;
  /** The postal service: the adapter createServices built from POSTAL. */
  readonly postal: PostalService;
};
