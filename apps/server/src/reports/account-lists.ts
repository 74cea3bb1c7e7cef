import { IDR_ASSET } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { ReportScope } from './scope.ts';

/**
 * The accounts a report lists: the clients in a scope, with their RPED bank account and cash
 * balance, by name. Cash is the owner's `cash` ledger account in rupiah (sen).
 */
export type ClientRow = {
  id: string;
  hin: string | null;
  fullname: string;
  bank_name: string | null;
  account_number: string | null;
  balance_sen: bigint | null;
};

const clientsIn = (db: Db, scope: ReportScope) => {
  let query = db.selectFrom('accounts').where('accounts.level', '=', 'client');
  if (!scope.all) query = query.where('accounts.id', 'in', scope.ids.length > 0 ? scope.ids : ['']);
  return query;
};

export const listClients = async (
  db: Db,
  scope: ReportScope,
  page: { offset: number; limit: number },
): Promise<{ rows: ClientRow[]; count: number }> => {
  const [rows, count] = await Promise.all([
    clientsIn(db, scope)
      .leftJoin('account_bank_details as rped', (join) =>
        join.onRef('rped.account_id', '=', 'accounts.id').on('rped.purpose', '=', 'rped'),
      )
      .leftJoin('ledger_accounts as cash', (join) =>
        join
          .onRef('cash.owner_account_id', '=', 'accounts.id')
          .on('cash.kind', '=', 'cash')
          .on('cash.asset', '=', IDR_ASSET),
      )
      .select([
        'accounts.id',
        'accounts.hin',
        'accounts.fullname',
        'rped.bank_name',
        'rped.account_number',
        'cash.balance as balance_sen',
      ])
      .orderBy('accounts.fullname')
      .orderBy('accounts.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    clientsIn(db, scope)
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
};

/** The account whose RPED account number is `accountNumber`, if any. */
export const accountOfRped = async (db: Db, accountNumber: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('account_bank_details')
      .select('account_id')
      .where('purpose', '=', 'rped')
      .where('account_number', '=', accountNumber)
      .executeTakeFirst()
  )?.account_id;

export const cashBalanceSen = async (db: Db, accountId: string): Promise<bigint> =>
  (
    await db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('owner_account_id', '=', accountId)
      .where('kind', '=', 'cash')
      .where('asset', '=', IDR_ASSET)
      .executeTakeFirst()
  )?.balance ?? 0n;

export const hinOfAccount = async (db: Db, accountId: string): Promise<string | null> =>
  (await db.selectFrom('accounts').select('hin').where('id', '=', accountId).executeTakeFirst())
    ?.hin ?? null;
