import { createHash, randomBytes } from 'node:crypto';
import type { OtpPurpose } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { consumeValidateToken, findByValidateToken } from './otp-repository.ts';

/*
 * The validate_token a right code earns: the proof the flow's next step (a new password, a
 * withdrawal) asks for. Single use, for its purpose only; only its hash is stored.
 */

const TOKEN_BYTES = 32;

/** 32 random bytes, base64url: a plain SHA-256 is enough, nobody can guess one from its hash. */
export const newValidateToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

export const validateTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A verified code whose validate token is still unused and unexpired. */
export type VerifiedOtp = {
  readonly challengeId: string;
  readonly accountId: string;
  readonly tokenHash: string;
};

export const findVerifiedOtp = async (
  db: Db,
  purpose: OtpPurpose,
  token: string,
  nowMs: number,
): Promise<VerifiedOtp | null> => {
  const tokenHash = validateTokenHash(token);
  const challenge = await findByValidateToken(db, purpose, tokenHash, nowMs);
  if (challenge === null) return null;
  return { challengeId: challenge.id, accountId: challenge.account_id, tokenHash };
};

/**
 * Uses the token up, inside the caller's transaction with the step it allows; false when
 * another request used it first.
 */
export const useVerifiedOtp = (db: Db, verified: VerifiedOtp): Promise<boolean> =>
  consumeValidateToken(db, verified.challengeId, verified.tokenHash);
