import type { ScreeningDeps } from './deps.ts';
import { everyoneScreened, screenPeople } from './screen.ts';
import { storedEntries } from './list-repository.ts';

/**
 * The daily screening of every applicant and client, once per Jakarta day: the day is claimed
 * first (a second process, or a second look within the day, finds it taken), then everyone is
 * screened and the run's counts kept. Answers the new hits, or null when the day had its run.
 */
export const runDailyScreening = async (
  deps: ScreeningDeps,
  day: string,
): Promise<number | null> => {
  const db = deps.database.db;
  const claimed = await db
    .insertInto('screening_runs')
    .values({
      day,
      people: 0n,
      new_hits: 0n,
      started_at_ms: BigInt(deps.clock.now()),
      finished_at_ms: null,
    })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  if (claimed === undefined) return null;
  const people = await everyoneScreened(db);
  const newHits = await screenPeople(deps, people, await storedEntries(db));
  await db
    .updateTable('screening_runs')
    .set({
      people: BigInt(people.length),
      new_hits: BigInt(newHits),
      finished_at_ms: BigInt(deps.clock.now()),
    })
    .where('day', '=', day)
    .execute();
  return newHits;
};
