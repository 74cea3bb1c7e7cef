/** The TOTP acceptance rule: a code matched in the window signs in once, and no older one after. */
import { describe, expect, it } from 'vitest';
import { TOTP_STEP_MS, acceptedTotpStep, isTotpCodeShaped, totpStepAt } from './totp.ts';

describe('TOTP rules', () => {
  it('counts 30-second steps from the epoch', () => {
    expect(totpStepAt(0)).toBe(0);
    expect(totpStepAt(TOTP_STEP_MS - 1)).toBe(0);
    expect(totpStepAt(59_000)).toBe(1);
    expect(totpStepAt(1_111_111_109_000)).toBe(37_037_036);
  });

  it('accepts a matched step later than the last one used, and answers it', () => {
    expect(acceptedTotpStep(10, null)).toEqual({ ok: true, value: 10 });
    expect(acceptedTotpStep(10, 9)).toEqual({ ok: true, value: 10 });
  });

  it('refuses a code that matched no step, the step already used, and an older one', () => {
    for (const [matched, last] of [
      [null, null],
      [null, 3],
      [10, 10],
      [9, 10],
    ] as const) {
      expect(acceptedTotpStep(matched, last)).toEqual({ ok: false, code: 'TotpInvalid' });
    }
  });

  it('takes six digits only as a code', () => {
    expect(isTotpCodeShaped('081804')).toBe(true);
    for (const typed of ['', '12345', '1234567', 'abcdef', ' 081804', '08180４']) {
      expect(isTotpCodeShaped(typed)).toBe(false);
    }
  });
});
