import { randomUUID } from 'node:crypto';
import { type OperatorRole, type Result, fail, ok, rolesOfText } from '@emas/domain';
import { newToken, tokenHash, verifyPassword } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import type { OperatorTable } from '../db/schema.ts';
import { useTotpCode } from './staff-totp.ts';

/** Failed sign-ins in a row that lock an operator out, and for how long. */
export const OPERATOR_FAILURES_MAX = 5;
export const OPERATOR_LOCK_MS = 15 * 60_000;

export type SessionTimes = { readonly idleMs: number; readonly absoluteMs: number };
export type OperatorIdentity = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly roles: readonly OperatorRole[];
  readonly totpEnabled: boolean;
};
export type OperatorSignedIn = OperatorIdentity & { readonly token: string };

const identityOf = (
  row: Pick<OperatorTable, 'id' | 'email' | 'name' | 'roles' | 'totp_enabled_at_ms'>,
): OperatorIdentity => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: rolesOfText(row.roles),
  totpEnabled: row.totp_enabled_at_ms !== null,
});

const lockedMinutes = (lockedUntilMs: bigint | null, nowMs: number): number | null =>
  lockedUntilMs !== null && Number(lockedUntilMs) > nowMs
    ? Math.ceil((Number(lockedUntilMs) - nowMs) / 60_000)
    : null;

const recordFailure = async (db: Db, row: OperatorTable, nowMs: number): Promise<void> => {
  const failures = row.failed_sign_ins + 1n;
  const locks = failures >= BigInt(OPERATOR_FAILURES_MAX);
  await db
    .updateTable('operators')
    .set({
      failed_sign_ins: locks ? 0n : failures,
      locked_until_ms: locks ? BigInt(nowMs + OPERATOR_LOCK_MS) : row.locked_until_ms,
    })
    .where('id', '=', row.id)
    .execute();
};

const openSession = async (
  db: Db,
  operatorId: string,
  times: SessionTimes,
  nowMs: number,
): Promise<string> => {
  const token = newToken();
  await db
    .insertInto('operator_sessions')
    .values({
      id: randomUUID(),
      token_hash: tokenHash(token),
      operator_id: operatorId,
      created_at_ms: BigInt(nowMs),
      idle_expires_at_ms: BigInt(nowMs + times.idleMs),
      absolute_expires_at_ms: BigInt(nowMs + times.absoluteMs),
      revoked_at_ms: null,
    })
    .execute();
  return token;
};

/** What an operator types to sign in: the password's SHA-256 hex, and a TOTP code once it is on. */
export type OperatorCredentials = {
  readonly email: string;
  readonly passwordSha256Hex: string;
  readonly totp: string | undefined;
};

/**
 * The second factor of an operator who has turned it on: TotpRequired without a code (the form
 * then asks for one); a wrong or used code is a failure toward the lock, like a wrong password.
 */
const checkSecondFactor = async (
  db: Db,
  row: OperatorTable,
  totp: string | undefined,
  nowMs: number,
): Promise<Result<void>> => {
  if (row.totp_enabled_at_ms === null) return ok(undefined);
  if (totp === undefined || totp === '') return fail('TotpRequired');
  const used = await useTotpCode(db, row, totp, nowMs);
  if (!used.ok) await recordFailure(db, row, nowMs);
  return used;
};

/**
 * Signs an operator in by e-mail, password hash and (once on) TOTP code. A wrong e-mail and a
 * wrong password give the same answer; five failures in a row, passwords or codes, lock the
 * operator for 15 minutes.
 */
export const signInOperator = async (
  db: Db,
  { email, passwordSha256Hex, totp }: OperatorCredentials,
  times: SessionTimes,
  nowMs: number,
): Promise<Result<OperatorSignedIn>> => {
  const row = await db
    .selectFrom('operators')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (row === undefined) return fail('OperatorSignInFailed');
  const minutes = lockedMinutes(row.locked_until_ms, nowMs);
  if (minutes !== null) return fail('OperatorLocked', { minutes });
  if (!(await verifyPassword(row.password_hash, passwordSha256Hex))) {
    await recordFailure(db, row, nowMs);
    return fail('OperatorSignInFailed');
  }
  if (row.disabled_at_ms !== null) return fail('OperatorDisabled');
  const second = await checkSecondFactor(db, row, totp, nowMs);
  if (!second.ok) return second;
  await db.updateTable('operators').set({ failed_sign_ins: 0n }).where('id', '=', row.id).execute();
  return ok({ ...identityOf(row), token: await openSession(db, row.id, times, nowMs) });
};

/** The operator of a live session, its idle expiry pushed on; null when none. */
export const operatorOfToken = async (
  db: Db,
  token: string,
  times: SessionTimes,
  nowMs: number,
): Promise<(OperatorIdentity & { sessionId: string }) | null> => {
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id as session_id',
      'operator_sessions.absolute_expires_at_ms',
      'operators.id',
      'operators.email',
      'operators.name',
      'operators.roles',
      'operators.totp_enabled_at_ms',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash(token))
    .where('operators.disabled_at_ms', 'is', null)
    .where('operator_sessions.revoked_at_ms', 'is', null)
    .where('operator_sessions.idle_expires_at_ms', '>', BigInt(nowMs))
    .where('operator_sessions.absolute_expires_at_ms', '>', BigInt(nowMs))
    .executeTakeFirst();
  if (row === undefined) return null;
  const idle = Math.min(nowMs + times.idleMs, Number(row.absolute_expires_at_ms));
  await db
    .updateTable('operator_sessions')
    .set({ idle_expires_at_ms: BigInt(idle) })
    .where('id', '=', row.session_id)
    .execute();
  return { ...identityOf(row), sessionId: row.session_id };
};

/** Which of these operator sessions are still live: the live channel closes the others' sockets. */
export const liveOperatorSessionIdsAmong = async (
  db: Db,
  sessionIds: readonly string[],
  nowMs: number,
): Promise<Set<string>> => {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('operator_sessions')
    .select('id')
    .where('id', 'in', sessionIds)
    .where('revoked_at_ms', 'is', null)
    .where('idle_expires_at_ms', '>', BigInt(nowMs))
    .where('absolute_expires_at_ms', '>', BigInt(nowMs))
    .execute();
  return new Set(rows.map((row) => row.id));
};

export const revokeOperatorSession = async (db: Db, sessionId: string, nowMs: number) => {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at_ms: BigInt(nowMs) })
    .where('id', '=', sessionId)
    .execute();
};
