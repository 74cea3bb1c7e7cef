import { type OperatorRole, type Result, fail, ok, rolesOfText, rolesText } from '@emas/domain';
import type { StaffMember } from '@emas/api';
import type { Db } from '../db/database.ts';
import type { OperatorTable } from '../db/schema.ts';
import { NO_PASSWORD_YET } from './create-operator.ts';
import { countRows } from './desk-counts.ts';

/** The most operators one page of the desk asks for. */
const STAFF_PAGE_MAX = 100;

const memberOf = (row: OperatorTable): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: rolesOfText(row.roles),
  totp_enabled: row.totp_enabled_at_ms !== null,
  disabled: row.disabled_at_ms !== null,
  password_set: row.password_hash !== NO_PASSWORD_YET,
});

export const staffMemberById = async (db: Db, id: string): Promise<StaffMember | null> => {
  const row = await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : memberOf(row);
};

/** A page of the operators, by e-mail. */
export const staffMembers = async (
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ count: number; body: StaffMember[] }> => {
  const [counted, rows] = await Promise.all([
    countRows(db.selectFrom('operators')),
    db
      .selectFrom('operators')
      .selectAll()
      .orderBy('email')
      .offset(page.offset)
      .limit(Math.min(page.limit, STAFF_PAGE_MAX))
      .execute(),
  ]);
  return { count: counted, body: rows.map(memberOf) };
};

export type StaffChange = { readonly roles?: readonly OperatorRole[]; readonly disabled?: boolean };

/**
 * The guard that keeps an admin in charge: nobody disables themself or takes their own admin
 * role away, so the last admin cannot lock everyone out.
 */
const locksSelfOut = (actorId: string, id: string, change: StaffChange): boolean =>
  actorId === id && (change.disabled === true || change.roles?.includes('admin') === false);

/**
 * Changes an operator's roles or disables (or enables) them. Disabling revokes their live
 * sessions in the same transaction and answers those sessions' ids, whose sockets the caller
 * closes.
 */
export const changeStaffMember = async (
  db: Db,
  actorId: string,
  id: string,
  change: StaffChange,
  nowMs: number,
): Promise<Result<{ member: StaffMember; endedSessionIds: string[] }>> => {
  if (locksSelfOut(actorId, id, change)) return fail('OperatorSelfLockout');
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .updateTable('operators')
      .set({
        ...(change.roles === undefined ? {} : { roles: rolesText(change.roles) }),
        ...(change.disabled === undefined
          ? {}
          : { disabled_at_ms: change.disabled ? BigInt(nowMs) : null }),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (found.numUpdatedRows !== 1n) return fail('OperatorNotFound');
    const ended =
      change.disabled === true
        ? await trx
            .updateTable('operator_sessions')
            .set({ revoked_at_ms: BigInt(nowMs) })
            .where('operator_id', '=', id)
            .where('revoked_at_ms', 'is', null)
            .returning('id')
            .execute()
        : [];
    const member = await staffMemberById(trx, id);
    if (member === null) throw new Error('operator vanished inside its own change');
    return ok({ member, endedSessionIds: ended.map((row) => row.id) });
  });
};

/**
 * Turns another operator's two-factor sign-in off (a lost phone): they sign in with their
 * password alone and enrol again. Nobody resets their own: a stolen session must not.
 */
export const resetStaffTotp = async (
  db: Db,
  actorId: string,
  id: string,
): Promise<Result<StaffMember>> => {
  if (actorId === id) return fail('TotpResetOwn');
  await db
    .updateTable('operators')
    .set({ totp_secret: null, totp_enabled_at_ms: null, totp_last_step: null })
    .where('id', '=', id)
    .execute();
  const member = await staffMemberById(db, id);
  return member === null ? fail('OperatorNotFound') : ok(member);
};
