import { fail, ok, type Result } from './result.ts';

/** The rules for a new password chosen during recovery (spec 000 section 5). */
export const PASSWORD_LENGTH_MIN = 8;

const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;
/** Anything that is not a letter, a number or white space counts as a symbol. */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

/**
 * A new password has at least 8 characters (counted as Unicode code points) with a lowercase
 * letter, an uppercase letter, a digit and a symbol.
 */
export function checkNewPassword(password: string): Result<void, 'PasswordTooWeak'> {
  const strong =
    [...password].length >= PASSWORD_LENGTH_MIN &&
    LOWERCASE.test(password) &&
    UPPERCASE.test(password) &&
    DIGIT.test(password) &&
    SYMBOL.test(password);
  return strong ? ok(undefined) : fail('PasswordTooWeak');
}

/** The confirmation must repeat the new password exactly. */
export function checkPasswordConfirmation(
  password: string,
  confirmation: string,
): Result<void, 'PasswordMismatch'> {
  return password === confirmation ? ok(undefined) : fail('PasswordMismatch');
}

/** The popup shown when a new password fails the rules, as the spec writes it. */
export const passwordRuleTexts = {
  title: 'Password tidak memenuhi ketentuan',
  message: 'Password minimal 8 karakter, mengandung huruf kapital, huruf kecil, simbol, dan angka.',
} as const;

/** The dismissible tips panel of the new-password form, in the spec's order. */
export const passwordTips = {
  id: [
    'Password harus berbeda dari password lama.',
    'Password minimal 8 karakter.',
    'Gunakan kombinasi huruf kapital dan huruf kecil.',
    'Gunakan angka dan simbol.',
    'Jangan gunakan password yang terlalu umum.',
  ],
  en: [
    'The password must differ from the old one.',
    'Use at least 8 characters.',
    'Mix uppercase and lowercase letters.',
    'Use digits and symbols.',
    'Do not use a password that is too common.',
  ],
} as const;
