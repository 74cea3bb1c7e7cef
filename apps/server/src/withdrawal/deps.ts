import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { Exchange } from '../trading/index.ts';
import { type BankPayout, simulatedPayout } from './payout/index.ts';

export type WithdrawalDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  readonly marketData: MarketData;
  readonly exchange: Exchange;
  /** The bank; by default the one BANK_PAYOUT names, one per database so every caller shares it. */
  readonly payout?: BankPayout;
};

const banks = new WeakMap<Database, BankPayout>();

/** The bank payouts go through: the injected one, or the configured adapter of this database. */
export const payoutOf = (deps: WithdrawalDeps): BankPayout => {
  if (deps.payout !== undefined) return deps.payout;
  let bank = banks.get(deps.database);
  if (bank === undefined) {
    bank = simulatedPayout({
      delayMs: deps.config.payoutDelayMs,
      timeoutPercent: deps.config.payoutTimeoutPercent,
      failurePercent: deps.config.payoutFailurePercent,
    });
    banks.set(deps.database, bank);
  }
  return bank;
};
