import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/*
 * Steps that read and then write an account's withdrawals (the daily limit's sum, then the new
 * row) run one at a time per account, so two requests at the same moment cannot both fit under
 * the limit. Within this process a queue per key orders them; on PostgreSQL the step also runs
 * in a transaction that first takes an advisory lock on the key, so two gateways of a cluster
 * cannot interleave either: the second waits until the first's row is committed, then reads
 * it. The hold itself needs no such care: the exchange is the one writer of balances.
 */
const queues = new WeakMap<Database, Map<string, Promise<unknown>>>();

/** The advisory locks' namespace of these steps ("WDRL"), apart from the writer's lock. */
const WITHDRAWAL_LOCKS = 0x5744524c;

/** The step on its own connection holding the key's lock (PostgreSQL), or as it is (SQLite). */
const locked = <T>(
  database: Database,
  key: string,
  step: (database: Database) => Promise<T>,
): Promise<T> => {
  if (database.dialect !== 'postgres') return step(database);
  return database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${WITHDRAWAL_LOCKS}, hashtext(${key}))`.execute(trx);
    return step({ ...database, db: trx });
  });
};

export const oneAtATime = async <T>(
  database: Database,
  key: string,
  step: (database: Database) => Promise<T>,
): Promise<T> => {
  let byKey = queues.get(database);
  if (byKey === undefined) {
    byKey = new Map();
    queues.set(database, byKey);
  }
  const previous = byKey.get(key) ?? Promise.resolve();
  const run = () => locked(database, key, step);
  const current = previous.then(run, run);
  const settled = current.catch(() => undefined);
  byKey.set(key, settled);
  try {
    return await current;
  } finally {
    if (byKey.get(key) === settled) byKey.delete(key);
  }
};
