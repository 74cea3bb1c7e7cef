import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { Exchange } from '../trading/index.ts';

export type OperatorDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  readonly marketData: MarketData;
  readonly exchange: Exchange;
};

/** The operator console: staff sign-in, the back office's actions and their audit log. */
export const operatorRoutes: FastifyPluginAsync<OperatorDeps> = async () => {};
