import type { AccountInformation, AppName, AuthRequest, AuthResponse } from '@emas/api';
import { accountEndpoints } from '@emas/api/accounts';
import { authEndpoints } from '@emas/api/auth';
import { checkLoginFormat, classifyIdentifier, signInErrors } from '@emas/domain';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/endpoint-call.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import type { Language } from '../../lib/i18n.ts';
import { isCaptchaRequired, loginErrorMessage, type LoginStep } from './auth-errors.ts';
import { geolocationHeaders } from './geolocation-headers.ts';
import { sha256Hex } from '../../lib/sha256-hex.ts';
import { specTexts } from './spec-texts.ts';

export type LoginInput = {
  userId: string;
  password: string;
  appName: AppName;
  /** The captcha payload for this attempt ('' when the captcha is off); rejects if unsolved. */
  captchaKey: () => Promise<string>;
};

/** A right password with two-factor sign-in on: the challenge a code completes, and where from. */
export type CodeChallenge = { challenge: string; headers: Record<string, string> };

export type SignedInOutcome = { ok: true; auth: AuthResponse; account: AccountInformation };

export type LoginOutcome =
  | SignedInOutcome
  /** Two-factor sign-in is on: the second step (two-factor-form.tsx) completes it. */
  | { ok: true; codeChallenge: CodeChallenge }
  /** `captchaRequired`: the server wants the strong captcha before the next attempt. */
  | { ok: false; message: string; captchaRequired: boolean };

/** A step failed; its message is what the form shows. */
class LoginFailure extends Error {
  constructor(
    message: string,
    readonly captchaRequired = false,
  ) {
    super(message);
  }
}

const attempt = async <T>(
  step: LoginStep,
  send: () => Promise<T>,
  language: Language,
): Promise<T> => {
  try {
    return await send();
  } catch (error) {
    throw new LoginFailure(loginErrorMessage(error, step, language), isCaptchaRequired(error));
  }
};

const locate = async (): Promise<Record<string, string>> => {
  const location = await call(authEndpoints.geolocation, {}).catch(() => null);
  const headers = geolocationHeaders(location);
  if (!headers) throw new LoginFailure(specTexts.geolocationMissing);
  return headers;
};

const solveCaptcha = async (input: LoginInput, language: Language): Promise<string> => {
  try {
    return await input.captchaKey();
  } catch {
    throw new LoginFailure(signInErrors.CaptchaInvalid[language]);
  }
};

async function signIn(input: LoginInput, language: Language): Promise<LoginOutcome> {
  const headers = await locate();
  if (!checkLoginFormat(input.userId, input.password).ok)
    throw new LoginFailure(specTexts.credentials);
  const { kind, value } = classifyIdentifier(input.userId);
  const identifier = { [kind]: value };
  await attempt(
    'checkUser',
    () => call(authEndpoints.checkUser, { body: { ...identifier, app_name: input.appName } }),
    language,
  );
  const request: AuthRequest = {
    ...identifier,
    password: await sha256Hex(input.password),
    app_name: input.appName,
    clientCaptchaKey: await solveCaptcha(input, language),
  };
  const answer = await attempt(
    'auth',
    () => call(authEndpoints.signIn, { body: request }, undefined, headers),
    language,
  );
  if ('two_factor_required' in answer) {
    return { ok: true, codeChallenge: { challenge: answer.challenge, headers } };
  }
  return finishSignIn(answer, language);
}

/** The chain's last steps, after the password or after its code: account information, stored. */
export async function finishSignIn(
  auth: AuthResponse,
  language: Language,
): Promise<SignedInOutcome> {
  const answer = await attempt(
    'accountInformation',
    () =>
      call(accountEndpoints.accountInformation, { body: { user_id: auth.user_id } }, undefined, {
        Authorization: `Bearer ${auth.token}`,
      }),
    language,
  );
  saveSession(auth);
  return { ok: true, auth, account: answer.data.body };
}

/**
 * The login chain of spec 000 section 4, in order: geolocation, format check, check user,
 * authenticate, account information, then the session is stored. Any failure clears the
 * stored auth and gives the message the form shows.
 */
export async function runLoginChain(input: LoginInput, language: Language): Promise<LoginOutcome> {
  try {
    return await signIn(input, language);
  } catch (error) {
    clearSession();
    if (error instanceof LoginFailure) {
      return { ok: false, message: error.message, captchaRequired: error.captchaRequired };
    }
    return { ok: false, message: specTexts.somethingWrong, captchaRequired: false };
  }
}

export type CodeOutcome =
  | SignedInOutcome
  /** `challengeGone`: the challenge expired or was used; only the password starts again. */
  | { ok: false; message: string; challengeGone: boolean };

/**
 * The second step of a sign-in with two-factor sign-in on: the challenge and an app code or a
 * recovery code, then the chain's last steps. A failure clears the stored auth and gives the
 * message the form shows.
 */
export async function runCodeStep(
  step: CodeChallenge & { code: string },
  language: Language,
): Promise<CodeOutcome> {
  try {
    const body = { challenge: step.challenge, code: step.code };
    const auth = await call(authEndpoints.verifyTwoFactor, { body }, undefined, step.headers);
    return await finishSignIn(auth, language);
  } catch (error) {
    clearSession();
    if (error instanceof LoginFailure) {
      return { ok: false, message: error.message, challengeGone: false };
    }
    const challengeGone =
      error instanceof ApiError && error.body?.code === 'TwoFactorChallengeGone';
    return { ok: false, message: loginErrorMessage(error, 'auth', language), challengeGone };
  }
}
