import { type Result, fail, isOtpExpired, ok, otpWrongCodeAnswer } from '@emas/domain';
import type { OtpDeps } from './deps.ts';
import { otpCodeMatches } from './otp-code.ts';
import {
  countWrongAttempt,
  markVerified,
  openChallengeOf,
  updateChallenge,
} from './otp-repository.ts';
import type { OtpSubject } from './subject.ts';
import { newValidateToken, validateTokenHash } from './validate-token.ts';

/**
 * Checks a code against the subject's open challenge. The right one closes the challenge and
 * earns a single-use validate token that lives `validateTokenMs`. A wrong one answers the tries
 * left (OTPInvalid); the last wrong one closes the challenge and starts the 24-hour wait
 * (OTPValidateExceededLimit). An expired code answers OTPInactiveExpired (a resend may follow),
 * no open challenge NoActiveOTP.
 */
export const verifyOtp = async (
  deps: OtpDeps,
  subject: OtpSubject,
  code: string,
  validateTokenMs: number,
): Promise<Result<{ validateToken: string }>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const challenge = await openChallengeOf(db, subject);
  if (challenge === null) return fail('NoActiveOTP');
  if (isOtpExpired(Number(challenge.expires_at_ms), nowMs)) return fail('OTPInactiveExpired');
  if (!otpCodeMatches(deps.config.secret, challenge.id, code, challenge.code_hash)) {
    const attempts = await countWrongAttempt(db, challenge.id);
    if (attempts === null) return fail('NoActiveOTP');
    const answer = otpWrongCodeAnswer(Number(challenge.max_attempts), attempts);
    if (answer.code === 'OTPValidateExceededLimit') {
      await updateChallenge(db, challenge.id, { closed_at_ms: BigInt(nowMs) });
    }
    return answer;
  }
  const validateToken = newValidateToken();
  const verified = await markVerified(
    db,
    challenge.id,
    validateTokenHash(validateToken),
    nowMs,
    nowMs + validateTokenMs,
  );
  return verified ? ok({ validateToken }) : fail('NoActiveOTP');
};
