import type { AppName, CallAnswer } from '@emas/api';
import { authEndpoints } from '@emas/api/auth';
import { call } from '../../lib/endpoint-call.ts';
import { sha256Hex } from '../../lib/sha256-hex.ts';

/** The forgot-password and resend answer: the OTP screen's message in both languages. */
export type OtpSentAnswer = CallAnswer<typeof authEndpoints.forgotPassword>;

/** Sends (or sends again) a recovery code to the e-mail. */
export const requestOtp = (
  step: 'forgotPassword' | 'resendOtp',
  email: string,
  appName: AppName,
): Promise<OtpSentAnswer> => call(authEndpoints[step], { body: { email, app_name: appName } });

/** Checks the code; the answer's token authorises the password reset. */
export const verifyOtp = (email: string, otp: string, appName: AppName): Promise<string> =>
  call(authEndpoints.verifyOtp, { body: { email, otp, app_name: appName } }).then(
    (answer) => answer.validate_token,
  );

/** Sets the new password; both fields travel as SHA-256 hex, never as typed. */
export const resetPassword = async (newPassword: string, confirmation: string, token: string) =>
  call(authEndpoints.resetPassword, {
    body: {
      new_password: await sha256Hex(newPassword),
      confirm_password: await sha256Hex(confirmation),
      token,
    },
  });
