/**
 * How a sign-in attempt ended, as the login audit records it and the client's login history
 * shows it (issue 23 item 7). `code_required`: the password was right and the authenticator
 * code was asked; `wrong_code`: a wrong code, which counts toward the sign-in lock as a wrong
 * password does.
 */
export const SIGN_IN_OUTCOMES = [
  'success',
  'code_required',
  'wrong_password',
  'wrong_code',
  'account_not_found',
  'broker_mismatch',
  'account_inactive',
  'account_locked',
  'captcha_invalid',
  'captcha_required',
  'throttled',
  'geolocation_missing',
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export const isSignInOutcome = (value: string): value is SignInOutcome =>
  (SIGN_IN_OUTCOMES as readonly string[]).includes(value);

/** Whether an outcome is a failed attempt (a right password waiting for its code is not). */
export const isFailedSignIn = (outcome: SignInOutcome): boolean =>
  outcome !== 'success' && outcome !== 'code_required';

/** How far back the login history reaches. */
export const LOGIN_HISTORY_DAYS = 90;
export const LOGIN_HISTORY_MS = LOGIN_HISTORY_DAYS * 24 * 60 * 60_000;
export const LOGIN_HISTORY_PAGE_SIZE = 20;
export const LOGIN_HISTORY_PAGE_SIZE_MAX = 100;
