import { PASSWORD_LENGTH_MIN } from '../password-rules.ts';

/**
 * The settings' change-password form (spec 002 sections 4, 5 and 8). Its rule is the spec's own
 * for this form: at least `PASSWORD_LENGTH_MIN` characters (Unicode code points) with a letter
 * and a digit; the stricter recovery rule lives in password-rules.ts.
 */
export const settingsPasswordTexts = {
  rule: 'Password must be at least 8 characters and must contain at least 1 number.',
  mismatch: "Password doesn't match!",
  confirm: 'Are you sure want to change your password?',
  changedTitle: 'Changed!',
  changedMessage: 'Your password has been changed.',
  failedTitle: 'Failed!',
} as const;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** True when the new password meets the form's rule. */
export const meetsSettingsPasswordRule = (password: string): boolean =>
  [...password].length >= PASSWORD_LENGTH_MIN && LETTER.test(password) && DIGIT.test(password);

export type PasswordChangeForm = {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly retypePassword: string;
};

/** What stops the form from being sent, in the order the spec checks it. */
export type PasswordChangeProblem = 'required' | 'rule' | 'mismatch';

/**
 * The first problem of the form, or null when it may go to the confirmation dialog: every
 * field is required, then the new password's rule, then the retype must repeat it exactly.
 */
export const passwordChangeProblem = (form: PasswordChangeForm): PasswordChangeProblem | null => {
  if (form.oldPassword === '' || form.newPassword === '' || form.retypePassword === '')
    return 'required';
  if (!meetsSettingsPasswordRule(form.newPassword)) return 'rule';
  if (form.newPassword !== form.retypePassword) return 'mismatch';
  return null;
};

/**
 * Passwords that pass the form's rule but sit at the top of every leaked-password list. The
 * server receives only the SHA-256 of a password, so this list is the part of the rule it can
 * check itself (by comparing hashes); the web checks the rest before hashing.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  'password1',
  'Password1',
  'password123',
  'Password123',
  'passw0rd',
  'p@ssw0rd',
  'P@ssw0rd',
  'qwerty123',
  'qwerty12',
  'abc12345',
  'abcd1234',
  'a1234567',
  '1234567a',
  '12345678a',
  '123456789a',
  'iloveyou1',
  'welcome1',
  'admin123',
  'sayang123',
  'bismillah1',
  'indonesia1',
  'rahasia123',
];

/**
 * Wrong old passwords an account may send within the window before changing is refused. The
 * old password is what keeps a borrowed session from locking the owner out, so it must not be
 * guessable at the speed of the server.
 */
export const PASSWORD_CHANGE_FAILURES_MAX = 5;
export const PASSWORD_CHANGE_FAILURE_WINDOW_MS = 900_000;
const MINUTE_MS = 60_000;

/**
 * Whole minutes until the account may try again (at least 1), or null when it may now: locked
 * while `PASSWORD_CHANGE_FAILURES_MAX` wrong old passwords fall within the last
 * `PASSWORD_CHANGE_FAILURE_WINDOW_MS`. Times are epoch milliseconds, in any order.
 */
export const passwordChangeWaitMinutes = (
  failuresAtMs: readonly number[],
  nowMs: number,
): number | null => {
  const recent = failuresAtMs
    .filter((atMs) => atMs > nowMs - PASSWORD_CHANGE_FAILURE_WINDOW_MS && atMs <= nowMs)
    .sort((a, b) => a - b);
  if (recent.length < PASSWORD_CHANGE_FAILURES_MAX) return null;
  const liftsAtMs =
    (recent[recent.length - PASSWORD_CHANGE_FAILURES_MAX] ?? nowMs) +
    PASSWORD_CHANGE_FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((liftsAtMs - nowMs) / MINUTE_MS));
};
