import type { Endpoint } from '@emas/api';
import type { SelectQueryBuilder } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { DeskCount } from '../feature.ts';
import type { Database } from '../db/database.ts';

/** How many rows a query selects: a desk's waiting items, counted by the database. */
export const countRows = async <TB extends keyof Schema>(
  query: SelectQueryBuilder<Schema, TB, object>,
): Promise<number> => {
  const row = await query
    .select((eb) => eb.fn.countAll<bigint | number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * A desk's waiting count from the query of its waiting rows, so a feature adds one in a line:
 * `waitingOn(calls.withdrawals, (db) => db.selectFrom('withdrawals').where(...))`.
 */
export const waitingOn = <TB extends keyof Schema>(
  opens: Endpoint,
  waiting: (db: Database['db']) => SelectQueryBuilder<Schema, TB, object>,
): DeskCount<{ readonly database: Database }> => ({
  opens,
  count: ({ database }) => countRows(waiting(database.db)),
});
