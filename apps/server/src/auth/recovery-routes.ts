import { authEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { CodeSent } from '../otp/index.ts';
import { valueOf } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { takeOrRefuse } from './address-rate-limit.ts';
import { addressRateLimitFor } from './shared-address-rate-limit.ts';
import type { AuthDeps } from './deps.ts';
import { ACCOUNT_LOOKUP_RULE } from './limits.ts';
import { resetPassword } from './password-reset.ts';
import { resendCode, startRecovery, verifyCode } from './recovery-otp.ts';
import { isoAt } from './time.ts';

const RESET_DONE =
  'Password baru berhasil dibuat dan disimpan. Gunakan untuk masuk kembali ke akun Anda';

const codeSentAnswer = (sent: CodeSent) => ({
  status: 200 as const,
  message: 'An OTP code has been sent to your email',
  message_id: 'Kode OTP telah dikirim ke email Anda',
  resend_available_at: isoAt(sent.resendAtMs),
  expires_at: isoAt(sent.expiresAtMs),
});

/** Password recovery: forgot_password, verify_otp, resend_otp, reset_password. */
export const recoveryRoutes: FastifyPluginAsync<AuthDeps> = async (app, deps) => {
  // Its 404 tells whether an address has an account, so it is paced like check_user.
  const forgotPasswordLimit = addressRateLimitFor(deps, 'forgot-password', ACCOUNT_LOOKUP_RULE);

  routeOf(app, calls.forgotPassword, async (request) => {
    await takeOrRefuse(forgotPasswordLimit, request.ip, deps.clock.now());
    return codeSentAnswer(
      valueOf(
        await startRecovery(deps, { email: request.body.email, appName: request.body.app_name }),
      ),
    );
  });

  routeOf(app, calls.verifyOtp, async (request) => {
    const { email, otp, app_name: appName } = request.body;
    const { validateToken } = valueOf(await verifyCode(deps, { email, otp, appName }));
    return { status: 200 as const, validate_token: validateToken };
  });

  routeOf(app, calls.resendOtp, async (request) =>
    codeSentAnswer(
      valueOf(
        await resendCode(deps, { email: request.body.email, appName: request.body.app_name }),
      ),
    ),
  );

  routeOf(app, calls.resetPassword, async (request) => {
    const { new_password: newPassword, confirm_password: confirmPassword, token } = request.body;
    valueOf(await resetPassword(deps, { newPassword, confirmPassword, token }));
    return { status: 200 as const, message: RESET_DONE, message_id: RESET_DONE };
  });
};
