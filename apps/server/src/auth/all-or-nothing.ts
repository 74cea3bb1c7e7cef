import type { Db } from '../db/database.ts';

/** Thrown inside a transaction when a conditional write lost its race: rolls it all back. */
class LostRace extends Error {}

/** Gives up the transaction: a code or a challenge was spent by another call meanwhile. */
export const lostRace = (): never => {
  throw new LostRace('lost the race for a single-use write');
};

/**
 * Runs `work` in one transaction: all its writes, or (it called `lostRace`) none of them and
 * null, so a code is never spent for a sign-in or a change that did not happen.
 */
export const allOrNothing = async <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T | null> => {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof LostRace) return null;
    throw error;
  }
};
