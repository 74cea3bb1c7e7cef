import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { NoticeTable, SupportRequestTable } from '../db/schema.ts';

/** A page of rows, from offset on. */
export type Page = { readonly offset: number; readonly limit: number };

type AccountTables = { notices: NoticeTable; support_requests: SupportRequestTable };

/**
 * A page of an account's rows of a help table, newest first (the id breaks ties), with how many
 * it has in all: notices and support requests list alike.
 */
export const accountRowsPage = async <T extends keyof AccountTables>(
  db: Db,
  table: T,
  accountId: string,
  page: Page,
): Promise<{ count: number; rows: Selectable<AccountTables[T]>[] }> => {
  // Kysely cannot type a query on a table a type parameter names; both have these columns.
  const scoped = db.selectFrom(table as 'notices').where('account_id', '=', accountId);
  const [counted, rows] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
    scoped
      .selectAll()
      .orderBy('created_at_ms', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { count: Number(counted.n), rows: rows as Selectable<AccountTables[T]>[] };
};
