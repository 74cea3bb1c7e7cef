import type { ErrorBody } from '@emas/api';
import { ApiError } from '../../lib/api-client.ts';
import type { Language } from '../../lib/i18n.ts';
import { specTexts } from './spec-texts.ts';

/**
 * Body statuses shown with the spec's credentials message (spec 000 section 8). 2022, the right
 * password under another broker, shows the server's text: that message and which way to go.
 */
const CREDENTIAL_STATUSES = new Set([2018, 2023, 422]);
const ACCOUNT_NOT_FOUND = 404;
const FORBIDDEN = 403;
/** A validation answer: its first field error is the message to show. */
const VALIDATION_STATUS_CODE = 9000;
const SESSION_EXPIRED = 498;
export const OTP_CHALLENGE_GONE = 9004;

const bodyOf = (error: unknown): ErrorBody | null =>
  error instanceof ApiError ? error.body : null;
const isOffline = (error: unknown): boolean => error instanceof ApiError && error.offline;
const statusOf = (error: unknown): number | null =>
  error instanceof ApiError ? (error.body?.status ?? error.httpStatus) : null;

const serverMessage = (body: ErrorBody, language: Language): string =>
  language === 'en' ? body.err_message : body.err_message_id;

/** Which step of the login chain asked the server. */
export type LoginStep = 'checkUser' | 'auth' | 'accountInformation';

/**
 * The text under the login form for a failed call. Credentials and unknown accounts get the
 * spec's fixed texts; other answers (another broker, an application awaiting approval,
 * throttling, captcha) carry their own message.
 */
export function loginErrorMessage(error: unknown, step: LoginStep, language: Language): string {
  if (isOffline(error)) return specTexts.offline;
  const body = bodyOf(error);
  const status = statusOf(error);
  if (step === 'accountInformation') {
    return status === FORBIDDEN && body ? serverMessage(body, language) : specTexts.somethingWrong;
  }
  if (status !== null && CREDENTIAL_STATUSES.has(status)) return specTexts.credentials;
  if (status === ACCOUNT_NOT_FOUND) return specTexts.accountNotFound;
  return body ? serverMessage(body, language) : specTexts.somethingWrong;
}

const firstFieldError = (body: ErrorBody, language: Language): string | undefined => {
  const first = body.errors?.[0];
  if (!first) return undefined;
  return language === 'en' ? first.message : first.message_id;
};

/**
 * The detail of a failed forgot-password, OTP or resend call: a validation answer shows its
 * first field error, any other answer its Indonesian message.
 */
export function recoveryErrorMessage(error: unknown, language: Language): string {
  if (isOffline(error)) return specTexts.offline;
  const body = bodyOf(error);
  if (!body) return specTexts.error;
  if (body.status_code === VALIDATION_STATUS_CODE) {
    return firstFieldError(body, language) ?? body.err_message_id;
  }
  return body.err_message_id;
}

/** The detail of a failed reset: an expired reset token (498) carries it in message_id. */
export function resetErrorMessage(error: unknown): string {
  if (isOffline(error)) return specTexts.offline;
  const body = bodyOf(error);
  if (!body) return specTexts.error;
  return body.status === SESSION_EXPIRED ? body.message_id : body.err_message_id;
}

/** The server asks this sign-in for the strong captcha: the account had many failures. */
export const isCaptchaRequired = (error: unknown): boolean =>
  bodyOf(error)?.code === 'CaptchaRequired';

/** The server says the OTP challenge is gone: recovery starts again from the e-mail. */
export const isOtpChallengeGone = (error: unknown): boolean => {
  const body = bodyOf(error);
  return body?.status === OTP_CHALLENGE_GONE || body?.status_code === OTP_CHALLENGE_GONE;
};
