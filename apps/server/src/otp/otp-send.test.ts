/**
 * Proves issuing and resending codes on both databases: a code goes by the subject's channel and
 * is stored only as a keyed hash; the 60 s cooldown, the limit of 5 resends and its 60-minute
 * lock (a new challenge within the hour continues the count); one open challenge per account
 * and purpose, with no cooldown between the e-mail and the SMS step of one flow.
 */
import { describe, expect, it } from 'vitest';
import { SmsNotSent } from '../notifications/index.ts';
import { fixture } from '../test-support/fixture.ts';
import { databaseKinds } from '../test-support/harness.ts';
import { issueOtp, resendOtp, verifyOtp } from './index.ts';
import { MINUTE, SECOND, TO, TOKEN_MS, createOtpTest } from './test-kit.ts';

describe.each(databaseKinds())('sending codes on %s', (kind) => {
  const t = fixture('each', () => createOtpTest(kind));

  const issue = (subject = t.subject()) => issueOtp(t.deps, subject, TO);
  const resend = (subject = t.subject()) => resendOtp(t.deps, subject, TO);

  it('answers MessageNotSent when the SMS provider does not take the code', async () => {
    const refusing = { ...t.deps, notifier: { send: () => Promise.reject(new SmsNotSent('x')) } };
    expect(await issueOtp(refusing, t.subject({ channel: 'sms' }), TO)).toMatchObject({
      ok: false,
      code: 'MessageNotSent',
    });
  });

  it('sends a 6-digit code by the channel, valid 60 s, another allowed after 60 s', async () => {
    const now = t.clock.now();
    expect(await issue()).toEqual({
      ok: true,
      value: { sentAtMs: now, expiresAtMs: now + MINUTE, resendAtMs: now + MINUTE },
    });
    expect(t.sent).toEqual([expect.objectContaining({ channel: 'email', to: TO })]);
    await issue(t.subject({ purpose: 'bank_account', channel: 'sms' }));
    expect(t.sent[1]).toMatchObject({ channel: 'sms', to: TO });
    expect(t.lastCode()).toMatch(/^\d{6}$/);
  });

  it('stores the code only as a keyed hash, with its purpose, channel and request', async () => {
    await issue();
    const row = await t.database.db
      .selectFrom('otp_challenges')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'withdrawal', channel: 'email', reference: 'request-1' });
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
    ).not.toContain(t.lastCode());
  });

  it('refuses a new code within 60 s of the last, on issue and on resend', async () => {
    await issue();
    t.clock.advance(20 * SECOND);
    const cooldown = { ok: false, code: 'OTPInCooldown', params: { seconds: 40 } };
    expect(await issue()).toEqual(cooldown);
    expect(await resend()).toEqual(cooldown);
    t.clock.advance(40 * SECOND);
    expect((await resend()).ok).toBe(true);
    expect(t.sent).toHaveLength(2);
  });

  it('resends a new code: the old one stops working and the tries start again', async () => {
    await issue();
    const old = t.lastCode();
    t.clock.advance(MINUTE);
    expect((await resend()).ok).toBe(true);
    const fresh = t.lastCode();
    if (fresh !== old) {
      expect(await verifyOtp(t.deps, t.subject(), old, TOKEN_MS)).toMatchObject({
        code: 'OTPInvalid',
        params: { remaining: 2 },
      });
    }
    expect((await verifyOtp(t.deps, t.subject(), fresh, TOKEN_MS)).ok).toBe(true);
  });

  it('allows 5 resends, then locks sending for 60 minutes', async () => {
    await issue();
    for (let resent = 0; resent < 5; resent += 1) {
      t.clock.advance(MINUTE);
      expect((await resend()).ok).toBe(true);
    }
    t.clock.advance(MINUTE);
    expect(await resend()).toEqual({
      ok: false,
      code: 'OTPResendExceededLimit',
      params: { minutes: 60 },
    });
    t.clock.advance(15 * MINUTE);
    expect(await issue()).toMatchObject({
      code: 'OTPResendExceededLimit',
      params: { minutes: 45 },
    });
    t.clock.advance(45 * MINUTE);
    expect((await resend()).ok).toBe(true);
    expect(t.sent).toHaveLength(7);
  });

  it('counts a new challenge within the hour as a resend of the previous one', async () => {
    await issue();
    for (let sent = 0; sent < 5; sent += 1) {
      t.clock.advance(MINUTE);
      expect((await issue(t.subject({ reference: `request-${sent + 2}` }))).ok).toBe(true);
    }
    t.clock.advance(MINUTE);
    expect(await issue()).toMatchObject({ code: 'OTPResendExceededLimit' });
  });

  it('answers NoActiveOTP to a resend without an open challenge of the subject', async () => {
    expect(await resend()).toEqual({ ok: false, code: 'NoActiveOTP' });
    await issue();
    t.clock.advance(MINUTE);
    expect(await resend(t.subject({ reference: 'request-2' }))).toMatchObject({
      code: 'NoActiveOTP',
    });
    expect(await resend(t.subject({ purpose: 'bank_account' }))).toMatchObject({
      code: 'NoActiveOTP',
    });
  });

  it('keeps one open challenge per purpose, and the SMS step follows the e-mail step at once', async () => {
    await issue();
    const withdrawal = t.lastCode();
    await issue(t.subject({ purpose: 'bank_account' }));
    const bankAccount = t.lastCode();
    expect((await verifyOtp(t.deps, t.subject(), withdrawal, TOKEN_MS)).ok).toBe(true);
    expect((await issue(t.subject({ channel: 'sms' }))).ok).toBe(true);
    const sms = t.lastCode();
    expect((await verifyOtp(t.deps, t.subject({ channel: 'sms' }), sms, TOKEN_MS)).ok).toBe(true);
    const bank = t.subject({ purpose: 'bank_account' });
    expect((await verifyOtp(t.deps, bank, bankAccount, TOKEN_MS)).ok).toBe(true);
  });
});
