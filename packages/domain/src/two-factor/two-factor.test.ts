/** Recovery codes (their shape, drawing, typing and the hash check) and the second step's code. */
import { describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_BYTES,
  matchedRecoveryCode,
  normalizedRecoveryCode,
  recoveryCodeOf,
} from './recovery-codes.ts';
import { secondFactorOf } from './second-factor.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const SEQUENCE = bytes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);

describe('recovery codes', () => {
  it('draws two groups of five Crockford base32 characters, one per random byte', () => {
    expect(recoveryCodeOf(SEQUENCE)).toBe('01234-56789');
    expect(recoveryCodeOf(bytes(10, 11, 12, 13, 14, 15, 16, 17, 18, 19))).toBe('abcde-fghjk');
    // The low five bits pick: 31, 63 and 255 are the last character, 32 the first.
    expect(recoveryCodeOf(bytes(31, 63, 255, 32, 20, 21, 22, 23, 24, 25))).toBe('zzz0m-npqrs');
    expect(() => recoveryCodeOf(bytes(1, 2, 3))).toThrow();
  });

  it('never draws a letter that reads as another character', () => {
    const every = Uint8Array.from({ length: 256 }, (_, index) => index);
    for (let start = 0; start < 256; start += RECOVERY_CODE_BYTES) {
      const slice = every.slice(start, start + RECOVERY_CODE_BYTES);
      if (slice.length < RECOVERY_CODE_BYTES) break;
      expect(recoveryCodeOf(slice)).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    }
  });

  it('reads a typed code whatever its case, spaces and dashes, i l o as 1 1 0', () => {
    expect(normalizedRecoveryCode('abcde-fghjk')).toBe('abcdefghjk');
    expect(normalizedRecoveryCode(' ABCDE FGHJK ')).toBe('abcdefghjk');
    expect(normalizedRecoveryCode('abcdefghjk')).toBe('abcdefghjk');
    expect(normalizedRecoveryCode('O1234-56789')).toBe('0123456789');
    expect(normalizedRecoveryCode('il234-56789')).toBe('1123456789');
  });

  it('refuses what cannot be a code: too short, too long, a character outside the alphabet', () => {
    for (const typed of ['', 'abcde', 'abcde-fghjkm', 'abcde-fghju', 'abcde_fghjk', '123456']) {
      expect(normalizedRecoveryCode(typed)).toBeNull();
    }
  });

  it('finds the unused code a typed one hashes to, and nothing else', () => {
    const hashOf = (normalized: string) => `h:${normalized}`;
    const unused = [
      { id: 'one', hash: 'h:0123456789' },
      { id: 'two', hash: 'h:abcdefghjk' },
    ];
    expect(matchedRecoveryCode('ABCDE-FGHJK', unused, hashOf)).toBe('two');
    expect(matchedRecoveryCode('o1234 56789', unused, hashOf)).toBe('one');
    expect(matchedRecoveryCode('zzzzz-zzzzz', unused, hashOf)).toBeNull();
    expect(matchedRecoveryCode('not a code', unused, hashOf)).toBeNull();
    expect(matchedRecoveryCode('abcde-fghjk', [], hashOf)).toBeNull();
  });
});

describe('the second step of a sign-in', () => {
  it("takes six digits as the app's code, spaces allowed", () => {
    expect(secondFactorOf('081804')).toEqual({ kind: 'totp', code: '081804' });
    expect(secondFactorOf(' 081 804 ')).toEqual({ kind: 'totp', code: '081804' });
  });

  it('takes a recovery code as one, normalized', () => {
    expect(secondFactorOf('ABCDE-FGHJK')).toEqual({ kind: 'recovery', code: 'abcdefghjk' });
  });

  it('takes nothing else', () => {
    for (const typed of ['', '12345', '1234567', 'abcde', 'hello world!']) {
      expect(secondFactorOf(typed)).toBeNull();
    }
  });
});
