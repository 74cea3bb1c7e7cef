import type { RecordDeps } from '../feature-deps.ts';

/** What screening needs: records, and ending the live sockets of the sessions a lock revoked. */
export type ScreeningDeps = Omit<RecordDeps, 'notifier'> & {
  readonly onSessionsRevoked?: (sessionIds: readonly string[]) => void;
};
