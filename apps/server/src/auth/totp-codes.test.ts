/**
 * The TOTP codes the server checks: RFC 6238's own test vector (SHA-1, the last 6 of its 8
 * digits), the window of one step either side, and the otpauth URL an app scans.
 */
import { TOTP_STEP_MS, totpStepAt } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { matchedTotpStep, totpCodeAt, totpSecretOf, totpUrlOf } from './totp-codes.ts';

/** RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const AT_MS = 1_111_111_109_000;

describe('TOTP codes', () => {
  it("gives RFC 6238's codes", () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, AT_MS)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('matches the code of this step and of the step before and after, and no further', () => {
    const step = totpStepAt(AT_MS);
    for (const shift of [-1, 0, 1]) {
      const code = totpCodeAt(RFC_SECRET, AT_MS + shift * TOTP_STEP_MS);
      expect(matchedTotpStep(RFC_SECRET, code, AT_MS)).toBe(step + shift);
    }
    for (const shift of [-2, 2]) {
      const code = totpCodeAt(RFC_SECRET, AT_MS + shift * TOTP_STEP_MS);
      expect(matchedTotpStep(RFC_SECRET, code, AT_MS)).toBeNull();
    }
    expect(matchedTotpStep(RFC_SECRET, '81804', AT_MS)).toBeNull();
  });

  it('makes a base32 secret of the bytes given and an otpauth URL an app can scan', () => {
    const secret = totpSecretOf(new TextEncoder().encode('12345678901234567890'));
    expect(secret).toBe(RFC_SECRET);
    const url = new URL(totpUrlOf(secret, 'dewi@broker.co.id'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Emas:dewi@broker.co.id');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: RFC_SECRET,
      issuer: 'Emas',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
