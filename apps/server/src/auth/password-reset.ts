import { type Result, fail, ok } from '@emas/domain';
import { passwordHashOf, updatePasswordHash } from './account-repository.ts';
import type { AuthDeps } from './deps.ts';
import { consumeResetToken, findByResetToken } from './otp-repository.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { revokeAccountSessions } from './sessions-repository.ts';
import { tokenHash } from './tokens.ts';

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
  const hash = tokenHash(request.token);
  const challenge = await findByResetToken(db, hash, nowMs);
  if (challenge === null) return fail('ResetTokenInvalid');
  if (request.newPassword !== request.confirmPassword) return fail('PasswordMismatch');
  const current = await passwordHashOf(db, challenge.account_id);
  if (current !== null && (await verifyPassword(current, request.newPassword)))
    return fail('PasswordReused');
  const newHash = await hashPassword(request.newPassword);
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await consumeResetToken(trx, challenge.id, hash))) return false;
    await updatePasswordHash(trx, challenge.account_id, newHash, nowMs);
    await revokeAccountSessions(trx, challenge.account_id, nowMs);
    return true;
  });
  return changed ? ok(undefined) : fail('ResetTokenInvalid');
};
