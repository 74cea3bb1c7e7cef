import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  resendOtpRequestSchema,
  resendOtpResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@emas/api';
import type { Result } from '@emas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CodeSent } from '../otp/index.ts';
import { AppError } from '../plugins/app-error.ts';
import type { AuthDeps } from './deps.ts';
import { resetPassword } from './password-reset.ts';
import { resendCode, startRecovery, verifyCode } from './recovery-otp.ts';
import { AUTH_TAGS, answers } from './route-schemas.ts';
import { isoAt } from './time.ts';

const RESET_DONE =
  'Password baru berhasil dibuat dan disimpan. Gunakan untuk masuk kembali ke akun Anda';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw AppError.from(result);
  return result.value;
};

const codeSentAnswer = (sent: CodeSent) => ({
  status: 200 as const,
  message: 'An OTP code has been sent to your email',
  message_id: 'Kode OTP telah dikirim ke email Anda',
  resend_available_at: isoAt(sent.resendAtMs),
  expires_at: isoAt(sent.expiresAtMs),
});

/** Password recovery: forgot_password, verify_otp, resend_otp, reset_password. */
export const recoveryRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/v2/user/forgot_password',
    {
      schema: {
        tags: AUTH_TAGS,
        summary: 'E-mails a 6-digit code for password recovery',
        body: forgotPasswordRequestSchema,
        response: answers(forgotPasswordResponseSchema),
      },
    },
    async (request) =>
      codeSentAnswer(
        valueOf(
          await startRecovery(deps, { email: request.body.email, appName: request.body.app_name }),
        ),
      ),
  );

  app.post(
    '/v2/user/verify_otp',
    {
      schema: {
        tags: AUTH_TAGS,
        summary: 'Checks the code; answers a single-use validate_token for reset_password',
        body: verifyOtpRequestSchema,
        response: answers(verifyOtpResponseSchema),
      },
    },
    async (request) => {
      const { email, otp, app_name: appName } = request.body;
      const { validateToken } = valueOf(await verifyCode(deps, { email, otp, appName }));
      return { status: 200 as const, validate_token: validateToken };
    },
  );

  app.post(
    '/v2/user/resend_otp',
    {
      schema: {
        tags: AUTH_TAGS,
        summary: 'E-mails a new code for the open recovery (the previous code stops working)',
        body: resendOtpRequestSchema,
        response: answers(resendOtpResponseSchema),
      },
    },
    async (request) =>
      codeSentAnswer(
        valueOf(
          await resendCode(deps, { email: request.body.email, appName: request.body.app_name }),
        ),
      ),
  );

  app.post(
    '/v2/user/reset_password',
    {
      schema: {
        tags: AUTH_TAGS,
        summary: 'Sets the new password and signs the account out everywhere',
        body: resetPasswordRequestSchema,
        response: answers(resetPasswordResponseSchema),
      },
    },
    async (request) => {
      const { new_password: newPassword, confirm_password: confirmPassword, token } = request.body;
      valueOf(await resetPassword(deps, { newPassword, confirmPassword, token }));
      return { status: 200 as const, message: RESET_DONE, message_id: RESET_DONE };
    },
  );
};
