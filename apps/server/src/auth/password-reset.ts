import { type Result, fail, ok } from '@emas/domain';
import { findVerifiedOtp, useVerifiedOtp } from '../otp/index.ts';
import { passwordHashOf, updatePasswordHash } from './account-repository.ts';
import type { AuthDeps } from './deps.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { revokeAccountSessions } from './sessions-repository.ts';

export type ResetRequest = { newPassword: string; confirmPassword: string; token: string };

/**
 * reset_password: with the validate_token of a verified OTP, sets a new password (the SHA-256
 * hex the client sends, stored as argon2id), uses the token up and signs the account out
 * everywhere. The token stays usable after a mismatch or a reused password, so the user can
 * correct the form.
 */
export const resetPassword = async (
  deps: AuthDeps,
  request: ResetRequest,
): Promise<Result<void>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const verified = await findVerifiedOtp(db, 'password_reset', request.token, nowMs);
  if (verified === null) return fail('ResetTokenInvalid');
  if (request.newPassword !== request.confirmPassword) return fail('PasswordMismatch');
  const current = await passwordHashOf(db, verified.accountId);
  if (current !== null && (await verifyPassword(current, request.newPassword)))
    return fail('PasswordReused');
  const newHash = await hashPassword(request.newPassword);
  const revoked = await db.transaction().execute(async (trx) => {
    if (!(await useVerifiedOtp(trx, verified))) return null;
    await updatePasswordHash(trx, verified.accountId, newHash, nowMs);
    return revokeAccountSessions(trx, verified.accountId, nowMs);
  });
  if (revoked === null) return fail('ResetTokenInvalid');
  deps.onSessionsRevoked?.(revoked);
  return ok(undefined);
};
