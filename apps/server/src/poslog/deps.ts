import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { Exchange } from '../trading/index.ts';
import type { PostalService } from './postal-service.ts';
import { postalWithDeadline } from './postal-deadline.ts';
import { simulatedPostal } from './simulated-postal.ts';

export type PoslogDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  readonly marketData: MarketData;
  readonly exchange: Exchange;
  /** The postal service; by default the adapter POSTAL names. */
  readonly postal?: PostalService;
};

const services = new WeakMap<Config, PostalService>();

/** The postal service of these deps: the injected one, or the configured adapter. */
export const postalOf = (deps: PoslogDeps): PostalService => {
  if (deps.postal !== undefined) return deps.postal;
  let postal = services.get(deps.config);
  if (postal === undefined) {
    const { postalDelayMs, postalFailurePercent, postalTimeoutMs, postalTimeoutPercent } =
      deps.config;
    const simulated = simulatedPostal({
      delayMs: postalDelayMs,
      failurePercent: postalFailurePercent,
      timeoutPercent: postalTimeoutPercent,
      slowMs: 2 * postalTimeoutMs,
    });
    postal = postalWithDeadline(simulated, postalTimeoutMs);
    services.set(deps.config, postal);
  }
  return postal;
};
