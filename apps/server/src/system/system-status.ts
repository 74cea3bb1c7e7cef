import type { SystemStatus } from '@emas/api/system';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { LEADERSHIP_TIMES, readLeadership, standbyPids } from '../trading/index.ts';

/** The database answers a trivial query, or it is down. */
const databaseAnswers = async (database: Database): Promise<boolean> => {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
};

/**
 * What this gateway knows of the platform: itself, the exchange's writer as the database
 * records it (a standby is an engine process that beat within a lease), and the bus.
 */
export const systemStatus = async (deps: {
  readonly database: Database;
  readonly port: number;
  readonly busUp: () => boolean;
}): Promise<SystemStatus> => {
  const gateway = { pid: process.pid, port: deps.port };
  const bus = deps.busUp() ? 'ok' : 'down';
  if (!(await databaseAnswers(deps.database))) {
    const engine = { leader_pid: null, leader_since: null, epoch: 0, standby_pids: [] };
    return { gateway, engine, bus, database: 'down' };
  }
  const leader = await readLeadership(deps.database.db);
  const standbys = await standbyPids(
    deps.database,
    leader?.leaderSession ?? null,
    LEADERSHIP_TIMES.leaseMs,
  );
  return {
    gateway,
    engine: {
      leader_pid: leader?.leaderPid ?? null,
      leader_since:
        leader?.leaderSinceMs == null ? null : new Date(leader.leaderSinceMs).toISOString(),
      epoch: Number(leader?.epoch ?? 0n),
      standby_pids: standbys,
    },
    bus,
    database: 'ok',
  };
};
