import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Notifier } from '../notifications/index.ts';

/** What the OTP feature needs from the app; the secret keys the codes' hashes. */
export type OtpDeps = {
  readonly config: Pick<Config, 'secret'>;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
};
