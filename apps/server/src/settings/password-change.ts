import { createHash } from 'node:crypto';
import type { EditPasswordRequest } from '@emas/api';
import {
  COMMON_PASSWORDS,
  PASSWORD_CHANGE_FAILURE_WINDOW_MS,
  type Result,
  fail,
  ok,
  passwordChangeWaitMinutes,
} from '@emas/domain';
import { hashPassword, revokeAccountSessions, verifyPassword } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';
import {
  clearPasswordChangeFailures,
  credentialsOf,
  passwordChangeFailuresSince,
  recordPasswordChangeFailure,
  replacePasswordHash,
} from './password-repository.ts';
import { recordNotice } from '../help/index.ts';

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The common passwords as the client sends them (SHA-256 hex): the server never sees a typed
 * password, so this is the part of the form's rule it can check itself.
 */
const COMMON_PASSWORD_HASHES: ReadonlySet<string> = new Set(COMMON_PASSWORDS.map(sha256Hex));

export type PasswordChanged = { readonly email: string; readonly revokedSessionIds: string[] };

/**
 * edit_password: the caller's own password only (a `user_id` or broker that is not the
 * caller's is refused), the old password checked against the stored argon2id hash, the new one
 * neither the old one nor a common one. Five wrong old passwords within 15 minutes lock the
 * change for the rest of that time. The new hash is stored and every other session of the
 * account ends in one transaction, with the Help notice of the change; the caller's session stays.
 */
export const changePassword = async (
  database: Database,
  caller: AuthenticatedAccount,
  request: EditPasswordRequest,
  nowMs: number,
): Promise<Result<PasswordChanged>> => {
  if (request.user_id !== undefined && request.user_id !== caller.id) return fail('AccessDenied');
  if (request.broker_id !== caller.brokerId) return fail('AccessDenied');
  const { db } = database;
  const stored = await credentialsOf(db, caller.id);
  if (stored === null) return fail('AccountNotFound');
  const since = nowMs - PASSWORD_CHANGE_FAILURE_WINDOW_MS;
  const wait = passwordChangeWaitMinutes(
    await passwordChangeFailuresSince(db, caller.id, since),
    nowMs,
  );
  if (wait !== null) return fail('PasswordChangeLocked', { minutes: wait });
  if (!(await verifyPassword(stored.passwordHash, request.password))) {
    await recordPasswordChangeFailure(db, caller.id, nowMs);
    return fail('OldPasswordWrong');
  }
  if (request.new_password === request.password) return fail('PasswordReused');
  if (COMMON_PASSWORD_HASHES.has(request.new_password)) return fail('PasswordTooCommon');
  const newHash = await hashPassword(request.new_password);
  const revoked = await db.transaction().execute(async (trx) => {
    const change = { accountId: caller.id, oldHash: stored.passwordHash, newHash, nowMs };
    if (!(await replacePasswordHash(trx, change))) return null;
    await clearPasswordChangeFailures(trx, caller.id);
    await recordNotice(
      trx,
      { accountId: caller.id, kind: 'password_changed', params: {} },
      new Date(nowMs),
    );
    return revokeAccountSessions(trx, caller.id, nowMs, caller.sessionId);
  });
  // Another change got in between the check and the write: this one's old password is stale.
  if (revoked === null) return fail('OldPasswordWrong');
  return ok({ email: stored.email, revokedSessionIds: revoked });
};
