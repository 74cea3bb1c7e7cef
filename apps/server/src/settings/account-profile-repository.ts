import type { AccountProfileEdit, OperatorAccountProfile } from '@emas/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { PROFILE_DETAIL_COLUMNS } from '../db/profile-columns.ts';

/** `%`, `_` and the escape itself stand for themselves in a search. */
const likePattern = (search: string): string =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const profileRows = (db: Db, search: string) => {
  const query = db
    .selectFrom('accounts as a')
    .leftJoin('account_profiles as p', 'p.account_id', 'a.id');
  if (search === '') return query;
  const pattern = likePattern(search);
  return query.where((eb) =>
    eb.or([
      sql<boolean>`lower(coalesce(a.hin, '')) like ${pattern} escape '\\'`,
      sql<boolean>`lower(a.email) like ${pattern} escape '\\'`,
      sql<boolean>`lower(a.fullname) like ${pattern} escape '\\'`,
    ]),
  );
};

const PROFILE_COLUMNS = [
  'a.id',
  'a.hin',
  'a.level',
  'a.email',
  'a.fullname',
  'a.first_name',
  ...PROFILE_DETAIL_COLUMNS,
] as const;

/** The console's page of accounts with their details, by e-mail. */
export const accountProfilesPage = async (
  db: Db,
  filter: { search: string; offset: number; limit: number },
): Promise<{ count: number; rows: OperatorAccountProfile[] }> => {
  const search = filter.search.trim();
  const [counted, rows] = await Promise.all([
    profileRows(db, search)
      .select((eb) => eb.fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow(),
    profileRows(db, search)
      .select(PROFILE_COLUMNS)
      .orderBy('a.email')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
  ]);
  return { count: Number(counted.count), rows };
};

export const accountProfileOf = async (
  db: Db,
  accountId: string,
): Promise<OperatorAccountProfile | null> =>
  (await profileRows(db, '')
    .select(PROFILE_COLUMNS)
    .where('a.id', '=', accountId)
    .executeTakeFirst()) ?? null;

/** Writes the account's details, creating its profile the first time. */
export const saveAccountProfile = async (
  db: Db,
  accountId: string,
  edit: AccountProfileEdit,
  nowMs: number,
): Promise<void> => {
  const values = { ...edit, updated_at_ms: BigInt(nowMs) };
  await db
    .insertInto('account_profiles')
    .values({ account_id: accountId, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
};
