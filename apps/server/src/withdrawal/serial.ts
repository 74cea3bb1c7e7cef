import type { Database } from '../db/database.ts';

/*
 * Steps that read and then write an account's withdrawals (the daily limit's sum, then the new
 * row) run one at a time per account within this server, so two requests at the same moment
 * cannot both fit under the limit. The hold itself needs no such care: the exchange is the one
 * writer of balances. Across several API servers the limit would move into the engine.
 */
const queues = new WeakMap<Database, Map<string, Promise<unknown>>>();

export const oneAtATime = async <T>(
  database: Database,
  key: string,
  step: () => Promise<T>,
): Promise<T> => {
  let byKey = queues.get(database);
  if (byKey === undefined) {
    byKey = new Map();
    queues.set(database, byKey);
  }
  const previous = byKey.get(key) ?? Promise.resolve();
  const current = previous.then(step, step);
  const settled = current.catch(() => undefined);
  byKey.set(key, settled);
  try {
    return await current;
  } finally {
    if (byKey.get(key) === settled) byKey.delete(key);
  }
};
