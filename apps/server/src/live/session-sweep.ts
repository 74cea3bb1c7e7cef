import { liveSessionIdsAmong } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import { intervalJob } from '../feature.ts';
import { liveOperatorSessionIdsAmong } from '../operator/index.ts';
import type { LiveRouteDeps } from './routes.ts';

/** How often the sockets' sessions are checked: a socket outlives its session by this at most. */
export const LIVE_SESSION_SWEEP_MS = 30_000;
/** Sessions looked up in one query, well under either database's parameter limit. */
const SESSIONS_PER_QUERY_MAX = 500;

type LiveAmong = (db: Db, sessionIds: readonly string[], nowMs: number) => Promise<Set<string>>;

const endedAmong = async (
  db: Db,
  sessionIds: readonly string[],
  liveAmong: LiveAmong,
  nowMs: number,
): Promise<string[]> => {
  const ended: string[] = [];
  for (let start = 0; start < sessionIds.length; start += SESSIONS_PER_QUERY_MAX) {
    const batch = sessionIds.slice(start, start + SESSIONS_PER_QUERY_MAX);
    const live = await liveAmong(db, batch, nowMs);
    ended.push(...batch.filter((id) => !live.has(id)));
  }
  return ended;
};

/**
 * Closes (4001) every socket whose account or operator session has ended since it signed in:
 * expired (idle or absolute), revoked on another server, or of an account no longer active.
 */
export const closeEndedSessions = async (
  deps: Pick<LiveRouteDeps, 'database' | 'clock' | 'liveHub'>,
): Promise<void> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const { accounts, operators } = deps.liveHub.sessionIds();
  deps.liveHub.closeSessions(await endedAmong(db, accounts, liveSessionIdsAmong, nowMs));
  deps.liveHub.closeOperatorSessions(
    await endedAmong(db, operators, liveOperatorSessionIdsAmong, nowMs),
  );
};

/** Each gateway sweeps its own sockets. */
export const liveJobs = [
  {
    ...intervalJob<LiveRouteDeps>(
      'close sockets of ended sessions',
      LIVE_SESSION_SWEEP_MS,
      (deps) => closeEndedSessions(deps),
    ),
    runs: 'every gateway' as const,
  },
];
