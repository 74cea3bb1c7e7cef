import type { RecordDeps } from '../feature-deps.ts';

/** What sign-in and recovery need from the app (a structural subset of AppDeps). */
export type AuthDeps = RecordDeps & {
  /**
   * Told the ids of sessions just revoked (logout, password reset), after the revocation is
   * stored, so that what this server holds for them (live sockets) ends too.
   */
  readonly onSessionsRevoked?: (sessionIds: readonly string[]) => void;
};
