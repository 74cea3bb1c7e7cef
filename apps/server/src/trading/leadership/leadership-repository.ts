import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Database, Db, DialectName } from '../../db/database.ts';

/** A batch commit by a writer whose epoch is over: nothing of it is written. */
export class WriterSuperseded extends Error {
  readonly code = 'WRITER_SUPERSEDED';
  constructor(epoch: bigint, current: bigint | undefined) {
    super(`writer epoch ${epoch} was superseded by ${current ?? 'none'}`);
  }
}

/** The leadership row as the status answer shows it. */
export type LeadershipRow = {
  readonly epoch: bigint;
  readonly leaderPid: number | null;
  readonly leaderSinceMs: number | null;
  readonly heartbeatAtMs: number | null;
  readonly leaderSession: string | null;
};

/** The database's own clock on PostgreSQL (every process reads the same one), ours on SQLite. */
export const databaseNowMs = async (database: Database): Promise<number> => {
  if (database.dialect === 'sqlite') return Date.now();
  const { rows } = await sql<{
    now_ms: bigint;
  }>`select (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms`.execute(database.db);
  return Number(rows[0]?.now_ms ?? 0n);
};

/**
 * Makes this process the writer: raises the epoch and names itself. On PostgreSQL the update
 * waits for every batch still holding the row (see `assertWriterEpoch`), so the new epoch
 * follows the last commit of the writer before it.
 */
export const claimEpoch = async (database: Database, session: string): Promise<LeadershipRow> => {
  const nowMs = BigInt(await databaseNowMs(database));
  const row = await database.db
    .updateTable('engine_leadership')
    .set((eb) => ({
      epoch: eb('epoch', '+', 1n),
      leader_pid: BigInt(process.pid),
      leader_host: hostname(),
      leader_since_ms: nowMs,
      heartbeat_at_ms: nowMs,
      leader_session: session,
    }))
    .where('id', '=', 1)
    .returning('epoch')
    .executeTakeFirstOrThrow();
  return {
    epoch: row.epoch,
    leaderPid: process.pid,
    leaderSinceMs: Number(nowMs),
    heartbeatAtMs: Number(nowMs),
    leaderSession: session,
  };
};

/**
 * Inside a batch's transaction: throws WriterSuperseded unless `epoch` is still the current
 * one. On PostgreSQL the row is read FOR SHARE, so a new writer's claim waits for this commit
 * and every later batch of the old writer sees the new epoch.
 */
export const assertWriterEpoch = async (
  trx: Db,
  dialect: DialectName,
  epoch: bigint,
): Promise<void> => {
  const query = trx.selectFrom('engine_leadership').select('epoch').where('id', '=', 1);
  const row = await (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst();
  if (row?.epoch !== epoch) throw new WriterSuperseded(epoch, row?.epoch);
};

export const readLeadership = async (db: Db): Promise<LeadershipRow | null> => {
  const row = await db
    .selectFrom('engine_leadership')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  if (row === undefined) return null;
  const number = (value: bigint | null) => (value === null ? null : Number(value));
  return {
    epoch: row.epoch,
    leaderPid: number(row.leader_pid),
    leaderSinceMs: number(row.leader_since_ms),
    heartbeatAtMs: number(row.heartbeat_at_ms),
    leaderSession: row.leader_session,
  };
};

/** Records that this engine process is alive (leader or standby). */
export const beatMember = async (database: Database, session: string): Promise<void> => {
  const nowMs = BigInt(await databaseNowMs(database));
  await database.db
    .insertInto('engine_members')
    .values({ session, pid: BigInt(process.pid), host: hostname(), heartbeat_at_ms: nowMs })
    .onConflict((conflict) => conflict.column('session').doUpdateSet({ heartbeat_at_ms: nowMs }))
    .execute();
};

/** The pids of engine processes that beat within `withinMs`, the leader's session left out. */
export const standbyPids = async (
  database: Database,
  leaderSession: string | null,
  withinMs: number,
): Promise<number[]> => {
  const sinceMs = BigInt((await databaseNowMs(database)) - withinMs);
  const rows = await database.db
    .selectFrom('engine_members')
    .select(['pid', 'session'])
    .where('heartbeat_at_ms', '>=', sinceMs)
    .execute();
  return rows.filter((row) => row.session !== leaderSession).map((row) => Number(row.pid));
};

/**
 * Ends every PostgreSQL connection of a superseded writer's process, so none of its
 * transactions can hold the leadership row while the new writer claims it.
 */
export const endSessionsOf = async (database: Database, session: string): Promise<void> => {
  if (database.dialect !== 'postgres') return;
  await sql`select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = ${session} and datname = current_database()
    and pid <> pg_backend_pid()`.execute(database.db);
};
