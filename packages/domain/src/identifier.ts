import { fail, ok, type Result } from './result.ts';

/**
 * The login identifier: the user types an e-mail or a phone number (or a username) in one
 * field, and the kind decides which identifier field is sent (spec 000 section 5).
 */
export type IdentifierKind = 'email' | 'phone_number' | 'username';
export type Identifier = { kind: IdentifierKind; value: string };

/** Length limits of each identifier kind, matching the API contract's schema limits. */
export const EMAIL_LENGTH_MAX = 254;
export const PHONE_NUMBER_DIGITS_MIN = 8;
export const PHONE_NUMBER_DIGITS_MAX = 15;
export const USERNAME_LENGTH_MIN = 3;
export const USERNAME_LENGTH_MAX = 64;
/** Sign-in checks the length only: strength rules apply when a password is set, not when used. */
export const LOGIN_PASSWORD_LENGTH_MAX = 128;

const DIGITS = /^\d+$/;
/** One '@', a non-empty local part, a dotted domain, and no white space anywhere. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const USERNAME_SHAPE = /^[A-Za-z0-9._-]+$/;

/**
 * Classifies typed text, trimmed: with an '@' it is an e-mail (lowercased, since addresses
 * compare case-insensitively), all ASCII digits a phone number, anything else a username.
 */
export function classifyIdentifier(text: string): Identifier {
  const value = text.trim();
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() };
  if (DIGITS.test(value)) return { kind: 'phone_number', value };
  return { kind: 'username', value };
}

const isWellFormed = ({ kind, value }: Identifier): boolean => {
  switch (kind) {
    case 'email':
      return value.length <= EMAIL_LENGTH_MAX && EMAIL_SHAPE.test(value);
    case 'phone_number':
      return value.length >= PHONE_NUMBER_DIGITS_MIN && value.length <= PHONE_NUMBER_DIGITS_MAX;
    case 'username':
      return (
        value.length >= USERNAME_LENGTH_MIN &&
        value.length <= USERNAME_LENGTH_MAX &&
        USERNAME_SHAPE.test(value)
      );
  }
};

/**
 * The format check the login chain runs before asking the server (the spec does not show the
 * original rules, so these are ours):
 * - the user id, trimmed, is not empty;
 * - an e-mail has one '@', a non-empty local part, a dotted domain, no spaces, at most 254 chars;
 * - a phone number has 8 to 15 digits (E.164 allows 15; Indonesian numbers have 10 to 13);
 * - a username has 3 to 64 letters, digits, '.', '_' or '-';
 * - the password is not empty and at most 128 characters (no strength rule: accounts may hold
 *   passwords set before the current rules).
 * Every failure gives the same code, so the answer never says which part was wrong.
 */
export function checkLoginFormat(
  userId: string,
  password: string,
): Result<void, 'LoginFormatInvalid'> {
  const identifier = classifyIdentifier(userId);
  if (identifier.value === '' || !isWellFormed(identifier)) return fail('LoginFormatInvalid');
  if (password.length === 0 || password.length > LOGIN_PASSWORD_LENGTH_MAX) {
    return fail('LoginFormatInvalid');
  }
  return ok(undefined);
}
