import { type Database, processSession } from '../../db/database.ts';
import {
  beatMember,
  claimEpoch,
  databaseNowMs,
  endSessionsOf,
  readLeadership,
} from './leadership-repository.ts';
import { type WriterLock, takeWriterLock } from './writer-lock.ts';

export const LEADERSHIP_TIMES = {
  /** How often the leader renews its lease on PostgreSQL. */
  heartbeatMs: 1_000,
  /** A leader whose lease is this old is paused or cut off: a standby ends its connections. */
  leaseMs: 3_000,
  /** How often a standby tries for the writer's lock, and says it is alive. */
  standbyPollMs: 250,
} as const;

/** This process as the exchange's one writer, from `claimEpoch` until `lost` settles. */
export type Leadership = {
  readonly epoch: bigint;
  readonly sinceMs: number;
  readonly session: string;
  /** Settles when another process has become the writer or the lock's connection ended. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
};

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/**
 * On PostgreSQL the lease is renewed on the lock's own connection, and only while the epoch
 * is still ours: a renewal that finds another epoch, or fails, ends the leadership.
 */
const renewLease = (lock: WriterLock, epoch: bigint, onLost: () => void): (() => void) => {
  const connection = lock.connection;
  if (connection === null) return () => {};
  const timer = setInterval(() => {
    connection
      .query(
        `update engine_leadership
           set heartbeat_at_ms = (extract(epoch from clock_timestamp()) * 1000)::bigint
         where id = 1 and epoch = $1`,
        [epoch.toString()],
      )
      .then(({ rowCount }) => rowCount === 0 && onLost(), onLost);
  }, LEADERSHIP_TIMES.heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Becomes the writer with a lock already taken: ends the connections of the writer before (if
 * another process), raises the epoch, and renews the lease until it is lost.
 */
export const leadWith = async (
  database: Database,
  lock: WriterLock,
  session = processSession(),
): Promise<Leadership> => {
  const previous = await readLeadership(database.db);
  if (previous?.leaderSession != null && previous.leaderSession !== session) {
    await endSessionsOf(database, previous.leaderSession);
  }
  const claimed = await claimEpoch(database, session);
  await database.db.deleteFrom('engine_members').where('session', '=', session).execute();
  let settleLost = () => {};
  const lost = new Promise<void>((settle) => (settleLost = settle));
  const stopRenewing = renewLease(lock, claimed.epoch, () => settleLost());
  void lock.lost.then(() => settleLost());
  void lost.then(() => {
    stopRenewing();
    void lock.release();
  });
  return {
    epoch: claimed.epoch,
    sinceMs: claimed.leaderSinceMs ?? 0,
    session,
    lost,
    release: async () => {
      stopRenewing();
      await lock.release();
    },
  };
};

/** Leads if no other process is the writer on this database; null when one is. */
export const tryToLead = async (
  database: Database,
  url: string,
  session = processSession(),
): Promise<Leadership | null> => {
  const lock = await takeWriterLock(url, session);
  return lock === null ? null : leadWith(database, lock, session);
};

/**
 * A standby: waits until this process is the writer. It takes the lock as soon as the leader's
 * process ends; a leader that stops renewing its lease (paused, cut off) has its connections
 * ended, which frees the lock, and the epoch it held can commit nothing after the claim.
 */
export const awaitLeadership = async (
  database: Database,
  url: string,
  options: { readonly session?: string; readonly signal?: AbortSignal } = {},
): Promise<Leadership> => {
  const session = options.session ?? processSession();
  for (;;) {
    options.signal?.throwIfAborted();
    // A database that does not answer now (restarting, cut off) is waited out: a standby
    // that gave up would leave nobody to lead once it is back.
    const leadership = await tryToTakeOver(database, url, session).catch(() => null);
    if (leadership !== null) return leadership;
    await sleep(LEADERSHIP_TIMES.standbyPollMs);
  }
};

/**
 * One try of a standby: leads if the lock is free; otherwise says it is alive, and ends the
 * connections of a leader whose lease lapsed, which frees the lock for the next try.
 */
const tryToTakeOver = async (
  database: Database,
  url: string,
  session: string,
): Promise<Leadership | null> => {
  const lock = await takeWriterLock(url, session);
  if (lock !== null) return leadWith(database, lock, session);
  await beatMember(database, session);
  const leader = await readLeadership(database.db);
  const nowMs = await databaseNowMs(database);
  const lapsed =
    leader?.heartbeatAtMs != null && nowMs - leader.heartbeatAtMs > LEADERSHIP_TIMES.leaseMs;
  if (database.dialect === 'postgres' && lapsed && leader?.leaderSession != null) {
    await endSessionsOf(database, leader.leaderSession);
  }
  return null;
};
