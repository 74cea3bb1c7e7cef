/**
 * Proves checking codes on both databases: the right code earns a single-use validate token for
 * its purpose; wrong codes count down, the last one ends the challenge and starts the 24-hour
 * wait for that purpose; an expired code answers OTPInactiveExpired and a resend revives the
 * challenge; a code passes only for the purpose, channel and request it was sent for.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { databaseKinds } from '../test-support/harness.ts';
import { findVerifiedOtp, issueOtp, resendOtp, useVerifiedOtp, verifyOtp } from './index.ts';
import type { OtpSubject } from './subject.ts';
import { HOUR, MINUTE, SECOND, TO, TOKEN_MS, createOtpTest, wrongCode } from './test-kit.ts';

describe.each(databaseKinds())('checking codes on %s', (kind) => {
  const t = fixture('each', () => createOtpTest(kind));

  const issue = (subject = t.subject()) => issueOtp(t.deps, subject, TO);
  const verify = (code: string, subject = t.subject()) =>
    verifyOtp(t.deps, subject, code, TOKEN_MS);

  it('accepts the right code once, for a validate token of its purpose used once', async () => {
    await issue();
    const code = t.lastCode();
    t.clock.advance(59 * SECOND);
    const verified = await verify(code);
    if (!verified.ok) throw new Error(verified.code);
    expect(verified.value.validateToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verify(code)).toEqual({ ok: false, code: 'NoActiveOTP' });

    const { db } = t.database;
    const now = t.clock.now();
    const token = verified.value.validateToken;
    expect(await findVerifiedOtp(db, 'password_reset', token, now)).toBeNull();
    const found = await findVerifiedOtp(db, 'withdrawal', token, now);
    expect(found).toMatchObject({ accountId: t.subject().accountId });
    if (found === null) return;
    expect(await useVerifiedOtp(db, found)).toBe(true);
    expect(await useVerifiedOtp(db, found)).toBe(false);
    expect(await findVerifiedOtp(db, 'withdrawal', token, now)).toBeNull();
  });

  it('lets a validate token lapse after its time', async () => {
    await issue();
    const verified = await verify(t.lastCode());
    if (!verified.ok) throw new Error(verified.code);
    const { validateToken } = verified.value;
    const at = (ms: number) => findVerifiedOtp(t.database.db, 'withdrawal', validateToken, ms);
    expect(await at(t.clock.now() + TOKEN_MS - 1)).not.toBeNull();
    expect(await at(t.clock.now() + TOKEN_MS)).toBeNull();
  });

  it('counts wrong codes down, then ends the challenge and waits 24 hours', async () => {
    await issue();
    const right = t.lastCode();
    const wrong = wrongCode(right);
    expect(await verify(wrong)).toEqual({
      ok: false,
      code: 'OTPInvalid',
      params: { remaining: 2 },
    });
    expect(await verify(wrong)).toEqual({
      ok: false,
      code: 'OTPInvalid',
      params: { remaining: 1 },
    });
    expect(await verify(wrong)).toEqual({
      ok: false,
      code: 'OTPValidateExceededLimit',
      params: { hours: 24 },
    });
    expect(await verify(right)).toEqual({ ok: false, code: 'NoActiveOTP' });

    t.clock.advance(HOUR);
    const waiting = { ok: false, code: 'OTPValidateExceededLimit', params: { hours: 23 } };
    expect(await issue()).toEqual(waiting);
    expect(await resendOtp(t.deps, t.subject(), TO)).toEqual(waiting);
    expect((await issue(t.subject({ purpose: 'bank_account' }))).ok).toBe(true);
    t.clock.advance(23 * HOUR);
    expect((await issue()).ok).toBe(true);
    expect((await verify(t.lastCode())).ok).toBe(true);
  });

  it('answers OTPInactiveExpired for a code 60 s old; a resend brings a working one', async () => {
    await issue();
    const expired = t.lastCode();
    t.clock.advance(MINUTE);
    expect(await verify(expired)).toEqual({ ok: false, code: 'OTPInactiveExpired' });
    expect((await resendOtp(t.deps, t.subject(), TO)).ok).toBe(true);
    expect((await verify(t.lastCode())).ok).toBe(true);
  });

  it('answers NoActiveOTP when no code was sent', async () => {
    expect(await verify('123456')).toEqual({ ok: false, code: 'NoActiveOTP' });
  });

  it.each<[string, Partial<OtpSubject>]>([
    ['another purpose', { purpose: 'password_reset', reference: null }],
    ['another channel', { channel: 'sms' }],
    ['another request', { reference: 'request-2' }],
    ['another broker', { appName: 'pospaygold' }],
  ])('refuses a code sent for %s, and it keeps its tries', async (_name, changes) => {
    await issue();
    const code = t.lastCode();
    expect(await verify(code, t.subject(changes))).toEqual({ ok: false, code: 'NoActiveOTP' });
    expect((await verify(code)).ok).toBe(true);
  });
});
