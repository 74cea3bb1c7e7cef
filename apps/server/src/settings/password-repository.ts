import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** What a password change needs of the account: its stored hash and where to send the notice. */
export const credentialsOf = async (
  db: Db,
  accountId: string,
): Promise<{ passwordHash: string; email: string } | null> => {
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('credentials as c', 'c.account_id', 'a.id')
    .select(['c.password_hash', 'a.email'])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  return row === undefined ? null : { passwordHash: row.password_hash, email: row.email };
};

/**
 * Stores the new hash only if the stored one is still the hash the old password was checked
 * against, so of two changes racing, the second finds it moved on and changes nothing.
 */
export const replacePasswordHash = async (
  db: Db,
  change: { accountId: string; oldHash: string; newHash: string; nowMs: number },
): Promise<boolean> => {
  const result = await db
    .updateTable('credentials')
    .set({ password_hash: change.newHash, updated_at_ms: BigInt(change.nowMs) })
    .where('account_id', '=', change.accountId)
    .where('password_hash', '=', change.oldHash)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** The account's wrong old passwords since `sinceMs`, epoch milliseconds. */
export const passwordChangeFailuresSince = async (
  db: Db,
  accountId: string,
  sinceMs: number,
): Promise<number[]> => {
  const rows = await db
    .selectFrom('password_change_failures')
    .select('failed_at_ms')
    .where('account_id', '=', accountId)
    .where('failed_at_ms', '>', BigInt(sinceMs))
    .execute();
  return rows.map((row) => Number(row.failed_at_ms));
};

export const recordPasswordChangeFailure = async (
  db: Db,
  accountId: string,
  nowMs: number,
): Promise<void> => {
  await db
    .insertInto('password_change_failures')
    .values({ id: randomUUID(), account_id: accountId, failed_at_ms: BigInt(nowMs) })
    .execute();
};

/** A changed password starts the count again. */
export const clearPasswordChangeFailures = async (db: Db, accountId: string): Promise<void> => {
  await db.deleteFrom('password_change_failures').where('account_id', '=', accountId).execute();
};
