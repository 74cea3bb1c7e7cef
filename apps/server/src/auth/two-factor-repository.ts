import { randomUUID } from 'node:crypto';
import type { StoredRecoveryCode } from '@emas/domain';
import type { Db } from '../db/database.ts';

/*
 * The reads and writes of a client's two-factor sign-in: its TOTP secret (on once confirmed,
 * with the last step used) and its recovery codes (keyed hashes, each used once). Every "use"
 * is a conditional update, so a code is spent exactly once however many calls race for it.
 */

export type TwoFactorRow = {
  secret: string;
  enabledAtMs: number | null;
  lastStep: number | null;
};

export const twoFactorOf = async (db: Db, accountId: string): Promise<TwoFactorRow | null> => {
  const row = await db
    .selectFrom('two_factor_secrets')
    .select(['secret', 'enabled_at_ms', 'last_step'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    secret: row.secret,
    enabledAtMs: row.enabled_at_ms === null ? null : Number(row.enabled_at_ms),
    lastStep: row.last_step === null ? null : Number(row.last_step),
  };
};

export const isTwoFactorOn = async (db: Db, accountId: string): Promise<boolean> =>
  (await twoFactorOf(db, accountId))?.enabledAtMs != null;

/**
 * Keeps a new secret, off until confirmed, in place of one not yet confirmed; false when
 * two-factor sign-in is on (a session alone never replaces an active secret).
 */
export const storePendingSecret = async (
  db: Db,
  accountId: string,
  secret: string,
  nowMs: number,
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('two_factor_secrets')
      .where('account_id', '=', accountId)
      .where('enabled_at_ms', 'is', null)
      .execute();
    const inserted = await trx
      .insertInto('two_factor_secrets')
      .values({ account_id: accountId, secret, created_at_ms: BigInt(nowMs) })
      .onConflict((conflict) => conflict.column('account_id').doNothing())
      .executeTakeFirst();
    return inserted.numInsertedOrUpdatedRows === 1n;
  });

/** Records a code's time step as used, if no later or equal one was: false when it was. */
export const spendTotpStep = async (db: Db, accountId: string, step: number): Promise<boolean> => {
  const used = await db
    .updateTable('two_factor_secrets')
    .set({ last_step: BigInt(step) })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', BigInt(step))]))
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
};

export const enableTwoFactor = async (
  db: Db,
  accountId: string,
  nowMs: number,
): Promise<boolean> => {
  const enabled = await db
    .updateTable('two_factor_secrets')
    .set({ enabled_at_ms: BigInt(nowMs) })
    .where('account_id', '=', accountId)
    .where('enabled_at_ms', 'is', null)
    .executeTakeFirst();
  return enabled.numUpdatedRows === 1n;
};

/** Turns two-factor sign-in off: the secret and every recovery code go. */
export const deleteTwoFactor = async (db: Db, accountId: string): Promise<void> => {
  await db.deleteFrom('two_factor_recovery_codes').where('account_id', '=', accountId).execute();
  await db.deleteFrom('two_factor_secrets').where('account_id', '=', accountId).execute();
};

export const unusedRecoveryCodes = async (
  db: Db,
  accountId: string,
): Promise<StoredRecoveryCode[]> => {
  const rows = await db
    .selectFrom('two_factor_recovery_codes')
    .select(['id', 'code_hash'])
    .where('account_id', '=', accountId)
    .where('used_at_ms', 'is', null)
    .execute();
  return rows.map((row) => ({ id: row.id, hash: row.code_hash }));
};

export const spendRecoveryCode = async (
  db: Db,
  codeId: string,
  nowMs: number,
): Promise<boolean> => {
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at_ms: BigInt(nowMs) })
    .where('id', '=', codeId)
    .where('used_at_ms', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
};

/** The account's recovery codes become these (hashes), the old ones gone, used or not. */
export const replaceRecoveryCodes = async (
  db: Db,
  accountId: string,
  hashes: readonly string[],
  nowMs: number,
): Promise<void> => {
  await db.deleteFrom('two_factor_recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(
      hashes.map((hash) => ({
        id: randomUUID(),
        account_id: accountId,
        code_hash: hash,
        created_at_ms: BigInt(nowMs),
      })),
    )
    .execute();
};
