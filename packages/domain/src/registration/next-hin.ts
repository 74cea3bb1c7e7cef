/*
 * A client's holder id (HIN): PC and 8 digits (spec 000: the PC prefix makes the level client).
 * A new client gets the one after the highest in use.
 */
export const CLIENT_HIN_PREFIX = 'PC';
export const CLIENT_HIN_DIGITS = 8;

const CLIENT_HIN = new RegExp(`^${CLIENT_HIN_PREFIX}([0-9]{${CLIENT_HIN_DIGITS}})$`);

export function isClientHin(hin: string): boolean {
  return CLIENT_HIN.test(hin);
}

/**
 * The HIN after the highest of `existing` client HINs (texts that are not client HINs are
 * ignored); PC00000001 when there is none. Throws when the 8 digits are used up: a broken
 * invariant, not a user's mistake.
 */
export function nextClientHin(existing: readonly string[]): string {
  let highest = 0;
  for (const hin of existing) {
    const digits = CLIENT_HIN.exec(hin)?.[1];
    if (digits !== undefined) highest = Math.max(highest, Number(digits));
  }
  const next = highest + 1;
  if (next >= 10 ** CLIENT_HIN_DIGITS) throw new Error('client HINs are used up');
  return `${CLIENT_HIN_PREFIX}${String(next).padStart(CLIENT_HIN_DIGITS, '0')}`;
}
