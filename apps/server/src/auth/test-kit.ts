import { createHash } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { jakartaGeoHeaders } from '@emas/api/test-fixtures';
import type { FastifyInstance } from 'fastify';

/*
 * Helpers of the auth API tests (not a test file itself). The demo accounts are the brief's
 * table, seeded by the test harness; every demo password is 'Emas#2026'.
 */

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export const DEMO_PASSWORD_SHA = sha256Hex('Emas#2026');

export type SignInBody = {
  email?: string;
  phone_number?: string;
  username?: string;
  password?: string;
  app_name?: string;
  clientCaptchaKey?: string;
};

export const postAuth = (
  app: FastifyInstance,
  body: SignInBody,
  options: { headers?: Record<string, string>; ip?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/v2/user/auth',
    headers: { ...jakartaGeoHeaders, ...options.headers },
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { password: DEMO_PASSWORD_SHA, app_name: 'metalgo', clientCaptchaKey: '', ...body },
  });

/** Signs a demo account in and answers its token and id; fails the test if refused. */
export const signInAs = async (
  app: FastifyInstance,
  email: string,
  appName = 'metalgo',
): Promise<{ token: string; userId: string; sessionExpiresAt: string }> => {
  const response = await postAuth(app, { email, app_name: appName });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const body = response.json<{ token: string; user_id: string; session_expires_at: string }>();
  return { token: body.token, userId: body.user_id, sessionExpiresAt: body.session_expires_at };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A test app's challenge asks for a few tries (captchaWork); a solve past this fails the test. */
const CAPTCHA_SOLVE_MS_MAX = 20_000;

/** Fetches a captcha challenge of the strength and solves it: a clientCaptchaKey for one use. */
export const solvedCaptcha = async (
  app: FastifyInstance,
  strength: 'normal' | 'strong' = 'normal',
): Promise<string> => {
  const response = await app.inject({
    method: 'GET',
    url: `/v2/captcha/challenge?strength=${strength}`,
  });
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: CAPTCHA_SOLVE_MS_MAX });
  if (solution === null) throw new Error('the captcha challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};
