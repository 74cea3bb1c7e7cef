/**
 * A client's two-factor recovery codes: ten one-time codes shown once when two-factor sign-in
 * is turned on (or the codes are made anew), for the day the phone is lost. Each is 10
 * characters of Crockford's base32 (50 random bits), shown as two groups of five; only a keyed
 * hash of each is stored (the server's), so the rules here take the hash as a function.
 */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;
/** Random bytes a code is drawn from: one per character. */
export const RECOVERY_CODE_BYTES = RECOVERY_CODE_LENGTH;

/** Crockford's base32, lowercase: no i, l, o or u, so nothing reads as another character. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUP = RECOVERY_CODE_LENGTH / 2;

/**
 * A code from RECOVERY_CODE_BYTES random bytes the caller draws: each byte's low five bits pick
 * a character (256 is a multiple of 32, so every character is equally likely).
 */
export const recoveryCodeOf = (randomBytes: Uint8Array): string => {
  if (randomBytes.length !== RECOVERY_CODE_BYTES)
    throw new Error(`a recovery code takes ${RECOVERY_CODE_BYTES} random bytes`);
  const text = Array.from(randomBytes, (byte) => ALPHABET[byte & 31]).join('');
  return `${text.slice(0, GROUP)}-${text.slice(GROUP)}`;
};

/** Letters people type for the digits Crockford's base32 leaves out. */
const READ_AS: Readonly<Record<string, string>> = { i: '1', l: '1', o: '0' };

/**
 * A typed recovery code as it is hashed (ten lowercase characters, no dash), or null when it
 * cannot be one: case, spaces and dashes do not matter, and i, l and o read as 1, 1 and 0.
 */
export const normalizedRecoveryCode = (typed: string): string | null => {
  const text = [...typed.toLowerCase().replace(/[\s-]/g, '')]
    .map((char) => READ_AS[char] ?? char)
    .join('');
  if (text.length !== RECOVERY_CODE_LENGTH) return null;
  return [...text].every((char) => ALPHABET.includes(char)) ? text : null;
};

export type StoredRecoveryCode = { readonly id: string; readonly hash: string };

/**
 * The id of the unused code a typed one matches, or null. `hashOf` is the server's keyed hash of
 * a normalized code; `unused` are the account's codes not yet used.
 */
export const matchedRecoveryCode = (
  typed: string,
  unused: readonly StoredRecoveryCode[],
  hashOf: (normalized: string) => string,
): string | null => {
  const normalized = normalizedRecoveryCode(typed);
  if (normalized === null) return null;
  const hash = hashOf(normalized);
  return unused.find((code) => code.hash === hash)?.id ?? null;
};
