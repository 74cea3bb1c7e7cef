import { bankNameOf } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { BankAccountRequestTable, BankAccountTable } from '../db/schema.ts';

/** The statuses of an added account that still count: shown in the list and against the limit. */
export const LIVE_STATUSES = ['PENDING', 'ACCEPTED'] as const;

export type AddedAccount = Pick<
  BankAccountTable,
  'id' | 'bank_code' | 'bank_name' | 'account_no' | 'account_name' | 'status'
>;

/** The holder's main withdrawal account (seeded with the RPED), or undefined. */
export const mainAccountOf = (db: Db, accountId: string) =>
  db
    .selectFrom('account_bank_details')
    .select(['id', 'bank_code', 'bank_name', 'account_number', 'account_name'])
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'withdrawal')
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();

/** The holder's added accounts that are pending or verified, oldest first. */
export const addedAccountsOf = (db: Db, accountId: string): Promise<AddedAccount[]> =>
  db
    .selectFrom('bank_accounts')
    .select(['id', 'bank_code', 'bank_name', 'account_no', 'account_name', 'status'])
    .where('account_id', '=', accountId)
    .where('status', 'in', LIVE_STATUSES)
    .orderBy('created_at_ms')
    .orderBy('id')
    .execute();

/** 014 and 022 are both BCA: an account number is the same account at either code. */
const sameBank = (a: string, b: string): boolean => (bankNameOf(a) ?? a) === (bankNameOf(b) ?? b);

/** Whether the holder already has this account, as the main one or an added live one. */
export const hasAccount = async (
  db: Db,
  accountId: string,
  bankCode: string,
  accountNo: string,
): Promise<boolean> => {
  const main = await mainAccountOf(db, accountId);
  if (main !== undefined && main.account_number === accountNo && sameBank(main.bank_code, bankCode))
    return true;
  const added = await addedAccountsOf(db, accountId);
  return added.some((a) => a.account_no === accountNo && sameBank(a.bank_code, bankCode));
};

/** The RPED owner's name: the commodity account's name, or the holder's full name. */
export const rpedOwnerNameOf = async (db: Db, accountId: string): Promise<string> => {
  const rped = await db
    .selectFrom('account_bank_details')
    .select('account_name')
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'rped')
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  if (rped !== undefined) return rped.account_name;
  const holder = await db
    .selectFrom('accounts')
    .select('fullname')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return holder.fullname;
};

export const contactOf = (db: Db, accountId: string) =>
  db
    .selectFrom('accounts')
    .select(['email', 'phone_number'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();

export type BankRequest = BankAccountRequestTable;

export const requestByKey = (db: Db, requestKey: string): Promise<BankRequest | undefined> =>
  db
    .selectFrom('bank_account_requests')
    .selectAll()
    .where('request_key', '=', requestKey)
    .executeTakeFirst();

/**
 * Moves a request from one step to the next; false when another call moved it first (so each
 * step happens once even when the same call arrives twice at the same moment).
 */
export const advanceRequest = async (
  db: Db,
  requestKey: string,
  from: BankRequest['step'],
  changes: Partial<Omit<BankRequest, 'request_key' | 'account_id'>>,
): Promise<boolean> => {
  const result = await db
    .updateTable('bank_account_requests')
    .set(changes)
    .where('request_key', '=', requestKey)
    .where('step', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};
