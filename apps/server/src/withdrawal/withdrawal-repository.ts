import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { WithdrawalTable } from '../db/schema.ts';

/** The withdrawals table: rows, and the state changes that claim a row for one step. */
export type Withdrawal = Selectable<WithdrawalTable>;
export type WithdrawalState = WithdrawalTable['state'];
export type NewWithdrawal = Omit<
  WithdrawalTable,
  'payout_state' | 'payout_attempts' | 'failure_reason' | 'email_verified_at_ms'
>;

export const insertWithdrawal = async (db: Db, row: NewWithdrawal): Promise<void> => {
  await db
    .insertInto('withdrawals')
    .values({
      ...row,
      payout_state: 'none',
      payout_attempts: 0n,
      failure_reason: null,
      email_verified_at_ms: null,
    })
    .execute();
};

export const withdrawalById = async (db: Db, id: string): Promise<Withdrawal | null> =>
  (await db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;

export const withdrawalByKey = async (
  db: Db,
  accountId: string,
  requestKey: string,
): Promise<Withdrawal | null> =>
  (await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst()) ?? null;

export const deleteWithdrawal = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('withdrawals').where('id', '=', id).execute();
};

/**
 * Moves a withdrawal from one of `from` to a new state (and whatever else `changes` says), only
 * if it is still in one of them: the one writer of a step among concurrent callers. Answers the
 * row after the change, or null when another caller moved it first.
 */
export const claimWithdrawal = async (
  db: Db,
  id: string,
  from: { readonly states: readonly WithdrawalState[]; readonly payout?: readonly string[] },
  changes: Updateable<WithdrawalTable>,
): Promise<Withdrawal | null> => {
  let query = db
    .updateTable('withdrawals')
    .set(changes)
    .where('id', '=', id)
    .where('state', 'in', from.states);
  if (from.payout !== undefined) {
    query = query.where('payout_state', 'in', from.payout as WithdrawalTable['payout_state'][]);
  }
  const result = await query.executeTakeFirst();
  if (result.numUpdatedRows === 0n) return null;
  return withdrawalById(db, id);
};

/** Still counting towards the daily limit: everything not given back. */
const COUNTED_STATES: readonly WithdrawalState[] = [
  'holding',
  'requested',
  'processing',
  'success',
];

/** What the account has withdrawn (or holds for withdrawal) since `sinceMs`, sen. */
export const withdrawnSinceSen = async (
  db: Db,
  accountId: string,
  sinceMs: number,
): Promise<bigint> => {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.sum<bigint | string | number | null>('amount_sen').as('total'))
    .where('account_id', '=', accountId)
    .where('created_at_ms', '>=', BigInt(sinceMs))
    .where('state', 'in', COUNTED_STATES)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
};

/** An account's withdrawals, newest first, at most `limit`. */
export const withdrawalsOf = async (db: Db, accountId: string, limit: number) =>
  db
    .selectFrom('withdrawals')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('state', '!=', 'holding')
    .orderBy('created_at_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Rows that are not at an end: the start-up reconciliation looks at each. */
export const unfinishedWithdrawals = async (db: Db) =>
  db
    .selectFrom('withdrawals')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['holding', 'requested', 'processing']),
        eb('payout_state', '=', 'sending'),
      ]),
    )
    .execute();

/** Processing payouts left sending or failed, untouched since `beforeMs`. */
export const stuckPayouts = async (db: Db, beforeMs: number) =>
  db
    .selectFrom('withdrawals')
    .select('id')
    .where('state', '=', 'processing')
    .where('payout_state', 'in', ['sending', 'failed'])
    .where('updated_at_ms', '<=', BigInt(beforeMs))
    .execute();

/** Requests whose codes were not completed in time. */
export const expiredRequests = async (db: Db, nowMs: number, limit: number) =>
  db
    .selectFrom('withdrawals')
    .select('id')
    .where('state', '=', 'requested')
    .where('expires_at_ms', '<=', BigInt(nowMs))
    .limit(limit)
    .execute();

export const holdStateOf = async (
  db: Db,
  reference: string,
): Promise<'open' | 'released' | 'settled' | null> =>
  (
    await db
      .selectFrom('balance_holds')
      .select('state')
      .where('reference', '=', reference)
      .executeTakeFirst()
  )?.state ?? null;
