import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { Exchange } from '../trading/index.ts';
import type { BankInquiry } from './bank-inquiry.ts';

export type BankAccountDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  readonly marketData: MarketData;
  readonly exchange: Exchange;
  /** The owner-name inquiry: the adapter createServices built from BANK_INQUIRY. */
  readonly bankInquiry: BankInquiry;
};

/** Who is adding an account, as the session gives it. */
export type Holder = { readonly accountId: string; readonly appName: string };
