import type { AccountInformation, AppName, AuthRequest, AuthResponse } from '@emas/api';
import { accountEndpoints } from '@emas/api/accounts';
import { authEndpoints } from '@emas/api/auth';
import { checkLoginFormat, classifyIdentifier, signInErrors } from '@emas/domain';
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

export type LoginOutcome =
  | { ok: true; auth: AuthResponse; account: AccountInformation }
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
  const auth = await attempt(
    'auth',
    () => call(authEndpoints.signIn, { body: request }, undefined, headers),
    language,
  );
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
