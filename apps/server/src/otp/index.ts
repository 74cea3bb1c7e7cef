/**
 * One-time codes for every flow that asks for one (password recovery, withdrawals, bank
 * accounts): issue, resend and verify a code per subject, with the spec's limits; the rules
 * themselves are the domain's (packages/domain/src/otp.ts).
 */
export type { OtpChannel, OtpPurpose } from '@emas/domain';
export type { OtpDeps } from './deps.ts';
export type { CodeSent, OtpSubject } from './subject.ts';
export { issueOtp, otpIssuable, resendOtp } from './otp-send.ts';
export { verifyOtp } from './otp-verify.ts';
export { type VerifiedOtp, findVerifiedOtp, useVerifiedOtp } from './validate-token.ts';
export { newOtpCode, otpCodeHash, otpCodeMatches } from './otp-code.ts';
export { otpMessage } from './otp-message.ts';
