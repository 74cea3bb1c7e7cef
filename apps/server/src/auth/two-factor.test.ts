/**
 * A client's two-factor sign-in on SQLite and PostgreSQL (issue 23 item 6): enrol and confirm
 * (ten recovery codes, stored hashed); from then on the password answers a challenge, not a
 * token, and an app code or a recovery code completes the sign-in, each once; the challenge is
 * single-use and short-lived; wrong codes count toward the sign-in lock; new recovery codes and
 * turning it off need a code; password recovery does not bypass it.
 */
import { TOTP_STEP_MS } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, geolocationHeaders } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { DEMO_PASSWORD_SHA, sha256Hex } from './test-kit.ts';
import { totpCodeAt } from './totp-codes.ts';

const MINUTE = 60_000;
const CODE_SHAPE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

describe.each(databaseKinds())('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = (email: string, options: { ip?: string; password?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      headers: geolocationHeaders,
      remoteAddress: options.ip ?? '127.0.0.1',
      payload: {
        email,
        password: options.password ?? DEMO_PASSWORD_SHA,
        app_name: 'metalgo',
        clientCaptchaKey: '',
      },
    });
  const signInWithoutCode = async (email: string): Promise<SignedIn> => {
    const body = (await auth(email)).json<{ token: string; user_id: string }>();
    expect(body.token).toEqual(expect.any(String));
    return { token: body.token, userId: body.user_id };
  };
  const challengeOf = async (email: string, ip?: string): Promise<string> => {
    const response = await auth(email, { ip });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ two_factor_required: true; challenge: string }>();
    expect(body).toEqual({ status: 200, two_factor_required: true, challenge: expect.any(String) });
    return body.challenge;
  };
  const verify = (challenge: string, code: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/2fa/verify',
      headers: geolocationHeaders,
      remoteAddress: ip,
      payload: { challenge, code },
    });
  const call = (who: SignedIn, url: string, payload?: object) =>
    t.app.inject({
      method: payload === undefined && !url.endsWith('enroll') ? 'GET' : 'POST',
      url,
      headers: bearer(who),
      payload,
    });
  const now = () => t.clock.now();
  /** A code of the secret that is not the one of this step nor of its neighbours. */
  const wrongCode = (secret: string) => totpCodeAt(secret, now() + 10 * TOTP_STEP_MS);
  /** Turns two-factor sign-in on; answers the secret and the recovery codes, this step used. */
  const enrol = async (who: SignedIn) => {
    const enrolled = await call(who, '/v2/user/2fa/enroll');
    expect(enrolled.statusCode).toBe(200);
    const { secret } = enrolled.json<{ secret: string }>();
    const confirmed = await call(who, '/v2/user/2fa/confirm', { code: totpCodeAt(secret, now()) });
    expect(confirmed.statusCode).toBe(200);
    t.clock.advance(TOTP_STEP_MS);
    return { secret, codes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
  };
  const statusOf = async (who: SignedIn) => (await call(who, '/v2/user/2fa')).json();

  it('turns on with a code of the new secret, then the password answers a challenge that an app code completes once', async () => {
    const who = await signInWithoutCode('client@demo.emas.id');
    expect(await statusOf(who)).toEqual({
      status: 200,
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    expect((await call(who, '/v2/user/2fa/confirm', { code: '123456' })).json()).toMatchObject({
      status: 409,
      code: 'TwoFactorNotEnrolling',
    });
    const enrolled = (await call(who, '/v2/user/2fa/enroll')).json();
    expect(enrolled).toEqual({
      status: 200,
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\/Emas:client%40demo\.emas\.id\?/),
    });
    const wrong = await call(who, '/v2/user/2fa/confirm', { code: wrongCode(enrolled.secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'TwoFactorCodeInvalid' });
    expect(await statusOf(who)).toMatchObject({ enabled: false });

    const sentBefore = t.sent.length;
    const confirmed = await call(who, '/v2/user/2fa/confirm', {
      code: totpCodeAt(enrolled.secret, now()),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(CODE_SHAPE);
    const stored = await t.database.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('account_id', '=', who.userId)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((code) => sha256Hex(code.replace('-', '')))).not.toContain(row.code_hash);
    }
    expect(t.sent.slice(sentBefore)).toMatchObject([
      { to: 'client@demo.emas.id', subject: 'Masuk dua langkah Emas Anda aktif' },
    ]);
    expect(await statusOf(who)).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect((await call(who, '/v2/user/2fa/enroll')).json()).toMatchObject({
      status: 409,
      code: 'TwoFactorAlreadyOn',
    });

    t.clock.advance(TOTP_STEP_MS);
    const sessionsBefore = await t.database.db.selectFrom('sessions').select('id').execute();
    const challenge = await challengeOf('client@demo.emas.id');
    const sessionsAfter = await t.database.db.selectFrom('sessions').select('id').execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    const code = totpCodeAt(enrolled.secret, now());
    const signedIn = await verify(challenge, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      status: 200,
      iserror: false,
      token: expect.any(String),
      user_id: who.userId,
      email: 'client@demo.emas.id',
      level: 'client',
      session_expires_at: expect.any(String),
    });
    const token = signedIn.json<{ token: string }>().token;
    expect((await call({ token, userId: who.userId }, '/v2/user/2fa')).statusCode).toBe(200);
    // The challenge and the app's code each work once.
    expect((await verify(challenge, code)).json()).toMatchObject({
      status: 410,
      code: 'TwoFactorChallengeGone',
    });
    const replay = await verify(await challengeOf('client@demo.emas.id'), code);
    expect(replay.json()).toMatchObject({ status: 401, code: 'TwoFactorCodeInvalid' });
    const outcomes = await t.database.db
      .selectFrom('login_audit')
      .select('outcome')
      .where('account_id', '=', who.userId)
      .orderBy('created_at_ms')
      .execute();
    expect(outcomes.map((row) => row.outcome).slice(-4)).toEqual([
      'code_required',
      'success',
      'code_required',
      'wrong_code',
    ]);
  });

  it('takes a recovery code once, in any case, and new codes (with a code) replace the old ones', async () => {
    const who = await signInWithoutCode('client2@demo.emas.id');
    const { secret, codes } = await enrol(who);
    const [first = '', second = ''] = codes;
    const signedIn = await verify(await challengeOf('client2@demo.emas.id'), first.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    expect(await statusOf(who)).toMatchObject({ recovery_codes_left: 9 });
    const again = await verify(await challengeOf('client2@demo.emas.id'), first);
    expect(again.json()).toMatchObject({ status: 401, code: 'TwoFactorCodeInvalid' });

    const wrong = await call(who, '/v2/user/2fa/recovery_codes', { code: wrongCode(secret) });
    expect(wrong.json()).toMatchObject({ status: 401, code: 'TwoFactorCodeInvalid' });
    const renewed = await call(who, '/v2/user/2fa/recovery_codes', {
      code: totpCodeAt(secret, now()),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(second);
    expect(await statusOf(who)).toMatchObject({ recovery_codes_left: 10 });
    const old = await verify(await challengeOf('client2@demo.emas.id'), second);
    expect(old.json()).toMatchObject({ code: 'TwoFactorCodeInvalid' });
    const withNew = await verify(await challengeOf('client2@demo.emas.id'), fresh[0] ?? '');
    expect(withNew.statusCode).toBe(200);
  });

  it('ends a challenge after five minutes, and counts wrong codes toward the sign-in lock', async () => {
    const who = await signInWithoutCode('lp@demo.emas.id');
    const { secret } = await enrol(who);
    const stale = await challengeOf('lp@demo.emas.id', '198.51.100.23');
    t.clock.advance(5 * MINUTE);
    const expired = await verify(stale, totpCodeAt(secret, now()), '198.51.100.23');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'TwoFactorChallengeGone' });

    const challenge = await challengeOf('lp@demo.emas.id', '198.51.100.23');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await verify(challenge, wrongCode(secret), '198.51.100.23');
      expect(wrong.json()).toMatchObject({ status: 401, code: 'TwoFactorCodeInvalid' });
    }
    const locked = await verify(challenge, totpCodeAt(secret, now()), '198.51.100.23');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TooManySignInAttempts',
      err_message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    // The lock is the sign-in's: the password is refused from there too; from elsewhere the
    // owner is asked for the strong captcha, as after wrong passwords, never refused.
    expect((await auth('lp@demo.emas.id', { ip: '198.51.100.23' })).statusCode).toBe(429);
    const elsewhere = await auth('lp@demo.emas.id', { ip: '198.51.100.24' });
    expect(elsewhere.json()).toMatchObject({ status: 428, code: 'CaptchaRequired' });
  });

  it('turns off only with a code, and a password reset does not bypass it', async () => {
    const who = await signInWithoutCode('fm@demo.emas.id');
    const { secret, codes } = await enrol(who);
    const refused = await call(who, '/v2/user/2fa/disable', { code: 'abcde-fghjk' });
    expect(refused.json()).toMatchObject({ status: 401, code: 'TwoFactorCodeInvalid' });
    expect(await statusOf(who)).toMatchObject({ enabled: true });

    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const recovery = { email: 'fm@demo.emas.id', app_name: 'metalgo' };
    expect((await post('/v2/user/forgot_password', recovery)).statusCode).toBe(200);
    const otp = /\b(\d{6})\b/.exec(t.sent.at(-1)?.text ?? '')?.[1] ?? '';
    const verified = await post('/v2/user/verify_otp', { ...recovery, otp });
    const newPassword = sha256Hex('Emas#2027baru');
    const reset = await post('/v2/user/reset_password', {
      new_password: newPassword,
      confirm_password: newPassword,
      token: verified.json<{ validate_token: string }>().validate_token,
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await auth('fm@demo.emas.id', { password: newPassword });
    expect(afterReset.json()).toMatchObject({ two_factor_required: true });
    expect(afterReset.json()).not.toHaveProperty('token');
    const signedIn = await verify(
      afterReset.json<{ challenge: string }>().challenge,
      totpCodeAt(secret, now()),
    );
    const fresh = { token: signedIn.json<{ token: string }>().token, userId: who.userId };

    const sentBefore = t.sent.length;
    const off = await call(fresh, '/v2/user/2fa/disable', { code: codes[3] ?? '' });
    expect(off.json()).toEqual({ status: 200, enabled: false });
    expect(t.sent.slice(sentBefore)).toMatchObject([
      { to: 'fm@demo.emas.id', subject: 'Masuk dua langkah Emas Anda dinonaktifkan' },
    ]);
    expect(await statusOf(fresh)).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect((await call(fresh, '/v2/user/2fa/disable', { code: '123456' })).json()).toMatchObject({
      status: 409,
      code: 'TwoFactorNotOn',
    });
    const plain = await auth('fm@demo.emas.id', { password: newPassword });
    expect(plain.json()).toMatchObject({ token: expect.any(String) });
  });

  it('asks for a session on every call but the second step, and a code of a known shape', async () => {
    for (const url of ['/v2/user/2fa', '/v2/user/sessions', '/v2/user/login_history']) {
      expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ status: 498 });
    }
    const nonsense = await verify('x'.repeat(43), '123456');
    expect(nonsense.json()).toMatchObject({ status: 410, code: 'TwoFactorChallengeGone' });
    const malformed = await verify('short', '123456');
    expect(malformed.statusCode).toBe(422);
  });
});
