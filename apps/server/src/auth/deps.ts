import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Notifier } from '../notifications/index.ts';

/** What sign-in and recovery need from the app (a structural subset of AppDeps). */
export type AuthDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  /**
   * Told the ids of sessions just revoked (logout, password reset), after the revocation is
   * stored, so that what this server holds for them (live sockets) ends too.
   */
  readonly onSessionsRevoked?: (sessionIds: readonly string[]) => void;
};
