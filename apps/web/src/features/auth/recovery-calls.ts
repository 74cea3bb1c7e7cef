import type { AppName } from '@emas/api';
import { api } from '../../lib/api-client.ts';
import { sha256Hex } from './sha256-hex.ts';

/** The forgot-password and resend answer: the OTP screen's message in both languages. */
export type OtpSentAnswer = {
  message: string;
  message_id: string;
  resend_available_at: string;
  expires_at: string;
};

/** Sends (or sends again) a recovery code to the e-mail. */
export const requestOtp = (
  path: '/v2/user/forgot_password' | '/v2/user/resend_otp',
  email: string,
  appName: AppName,
): Promise<OtpSentAnswer> =>
  api<OtpSentAnswer>(path, { method: 'POST', auth: false, body: { email, app_name: appName } });

/** Checks the code; the answer's token authorises the password reset. */
export const verifyOtp = (email: string, otp: string, appName: AppName): Promise<string> =>
  api<{ validate_token: string }>('/v2/user/verify_otp', {
    method: 'POST',
    auth: false,
    body: { email, otp, app_name: appName },
  }).then((answer) => answer.validate_token);

/** Sets the new password; both fields travel as SHA-256 hex, never as typed. */
export const resetPassword = async (newPassword: string, confirmation: string, token: string) =>
  api('/v2/user/reset_password', {
    method: 'POST',
    auth: false,
    body: {
      new_password: await sha256Hex(newPassword),
      confirm_password: await sha256Hex(confirmation),
      token,
    },
  });
