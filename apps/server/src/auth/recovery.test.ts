/**
 * Proves password recovery end to end (forgot_password, verify_otp, resend_otp,
 * reset_password), reading each code from the e-mail the notifier sent: code validity and
 * cooldown, wrong-code counting down to 9004 and the 24-hour lock, the resend limit and its
 * 60-minute lock, the pace of forgot_password per address, the single-use reset token, and that a reset signs the account out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { bearer, postAuth, sha256Hex, signInAs } from './test-kit.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const EMAIL = 'client@demo.emas.id';
const NEW_PASSWORD_SHA = sha256Hex('Baru#2027x');
const RESET_DONE =
  'Password baru berhasil dibuat dan disimpan. Gunakan untuk masuk kembali ke akun Anda';

describe.each(databaseKinds())('password recovery on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload });
  const forgot = (email = EMAIL, appName = 'metalgo') =>
    post('/v2/user/forgot_password', { email, app_name: appName });
  const resend = (email = EMAIL) => post('/v2/user/resend_otp', { email, app_name: 'metalgo' });
  const verify = (otp: string, email = EMAIL) =>
    post('/v2/user/verify_otp', { email, otp, app_name: 'metalgo' });
  const reset = (token: string, newPassword = NEW_PASSWORD_SHA, confirmPassword = newPassword) =>
    post('/v2/user/reset_password', {
      new_password: newPassword,
      confirm_password: confirmPassword,
      token,
    });

  /** The code in the last e-mail sent. */
  const lastCode = (): string => {
    const message = t.sent.at(-1);
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    if (code === undefined) throw new Error('no code was sent');
    return code;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const validateToken = async (): Promise<string> => {
    expect((await forgot()).statusCode).toBe(200);
    const response = await verify(lastCode());
    expect(response.statusCode).toBe(200);
    return response.json().validate_token;
  };

  describe('forgot_password', () => {
    it('e-mails a 6-digit code and answers when it expires and when a new one may be asked', async () => {
      const response = await forgot();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 200,
        message: 'An OTP code has been sent to your email',
        message_id: 'Kode OTP telah dikirim ke email Anda',
        resend_available_at: new Date(t.clock.now() + MINUTE).toISOString(),
        expires_at: new Date(t.clock.now() + MINUTE).toISOString(),
      });
      expect(t.sent).toHaveLength(1);
      expect(t.sent[0]).toMatchObject({ channel: 'email', to: EMAIL, subject: 'Kode OTP Emas' });
      expect(lastCode()).toMatch(/^\d{6}$/);
    });

    it('stores the code only as a keyed hash', async () => {
      await forgot();
      const row = await t.database.db
        .selectFrom('otp_challenges')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toBe(sha256Hex(lastCode()));
      expect(
        JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
      ).not.toContain(lastCode());
    });

    it.each([
      { name: 'an unknown e-mail', email: 'nobody@demo.emas.id', appName: 'metalgo' },
      { name: 'an account of another broker', email: EMAIL, appName: 'pospaygold' },
    ])('answers 404 for $name', async ({ email, appName }) => {
      const response = await forgot(email, appName);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        status: 404,
        err_message_id: 'Akun tidak ditemukan!',
      });
      expect(t.sent).toHaveLength(0);
    });

    it('throttles calls per address like check_user: 30 a minute, then 429', async () => {
      const ask = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/user/forgot_password',
          remoteAddress: ip,
          payload: { email: 'nobody@demo.emas.id', app_name: 'metalgo' },
        });
      for (let call = 0; call < 30; call += 1) {
        expect((await ask('198.51.100.40')).statusCode).toBe(404);
      }
      const throttled = await ask('198.51.100.40');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ status: 429, code: 'TooManyRequests' });
      expect((await ask('198.51.100.41')).statusCode).toBe(404);
      t.clock.advance(MINUTE);
      expect((await ask('198.51.100.40')).statusCode).toBe(404);
    });

    it('refuses a malformed request with status_code 9000 and the first error', async () => {
      const response = await post('/v2/user/forgot_password', {
        email: EMAIL,
        app_name: 'nobroker',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status_code: 9000, errors: [{ field: 'app_name' }] });
    });

    it('waits 60 s before another code, then replaces the open one', async () => {
      await forgot();
      const first = lastCode();
      t.clock.advance(30 * SECOND);
      const early = await forgot();
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({
        code: 'OTPInCooldown',
        err_message: 'Please wait 30 seconds before requesting a new code.',
      });
      t.clock.advance(30 * SECOND);
      expect((await forgot()).statusCode).toBe(200);
      const open = await t.database.db
        .selectFrom('otp_challenges')
        .select('id')
        .where('closed_at_ms', 'is', null)
        .execute();
      expect(open).toHaveLength(1);
      if (first !== lastCode()) expect((await verify(first)).json().status).toBe(400);
      expect((await verify(lastCode())).statusCode).toBe(200);
    });
  });

  describe('verify_otp', () => {
    it('counts wrong codes down, then ends the challenge with 9004 and locks recovery for 24 hours', async () => {
      await forgot();
      const wrong = wrongCode(lastCode());
      const first = await verify(wrong);
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({
        code: 'OTPInvalid',
        err_message: 'Wrong code, 2 attempts left',
        err_message_id: 'Kode Tidak Sesuai, Sisa 2x Kesempatan',
      });
      expect((await verify(wrong)).json().err_message_id).toBe(
        'Kode Tidak Sesuai, Sisa 1x Kesempatan',
      );
      const last = await verify(wrong);
      expect(last.json()).toMatchObject({ status: 9004, code: 'OtpChallengeGone' });
      expect((await verify(lastCode())).json().status).toBe(9004);

      t.clock.advance(MINUTE);
      const locked = await forgot();
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        code: 'PasswordRecoveryLocked',
        err_message_id: 'Terlalu banyak kode salah. Coba pemulihan password lagi dalam 24 jam.',
      });
      t.clock.advance(24 * 60 * MINUTE);
      expect((await forgot()).statusCode).toBe(200);
    });

    it('answers 9004 for an expired code', async () => {
      await forgot();
      t.clock.advance(MINUTE);
      expect((await verify(lastCode())).json()).toMatchObject({
        status: 9004,
        err_message_id: 'Kode OTP sudah tidak berlaku. Silakan minta kode baru.',
      });
    });

    it('answers 9004 when no code was asked for', async () => {
      expect((await verify('123456')).json().status).toBe(9004);
    });

    it('accepts the right code once', async () => {
      await forgot();
      const code = lastCode();
      t.clock.advance(59 * SECOND);
      const response = await verify(code);
      expect(response.statusCode).toBe(200);
      expect(response.json().validate_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await verify(code)).json().status).toBe(9004);
    });

    it('refuses a code that is not 6 digits with 9000', async () => {
      await forgot();
      const response = await verify('12a456');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status_code: 9000, errors: [{ field: 'otp' }] });
    });
  });

  describe('resend_otp', () => {
    it('sends a new code after 60 s; the old code stops working and the tries start again', async () => {
      await forgot();
      const old = lastCode();
      await verify(wrongCode(old));
      const early = await resend();
      expect(early.json()).toMatchObject({ code: 'OTPInCooldown', status: 429 });
      t.clock.advance(MINUTE);
      const response = await resend();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message_id: 'Kode OTP telah dikirim ke email Anda',
        expires_at: new Date(t.clock.now() + MINUTE).toISOString(),
      });
      expect(t.sent).toHaveLength(2);
      const fresh = lastCode();
      if (fresh !== old) {
        expect((await verify(old)).json().err_message_id).toBe(
          'Kode Tidak Sesuai, Sisa 2x Kesempatan',
        );
      }
      expect((await verify(fresh)).statusCode).toBe(200);
    });

    it('allows 5 resends, then locks resending for 60 minutes', async () => {
      await forgot();
      for (let resent = 0; resent < 5; resent += 1) {
        t.clock.advance(MINUTE);
        expect((await resend()).statusCode).toBe(200);
      }
      t.clock.advance(MINUTE);
      const limited = await resend();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'OTPResendExceededLimit',
        err_message: 'You have requested a new code 5 times. Try again in 60 minutes.',
      });
      t.clock.advance(10 * MINUTE);
      expect((await forgot()).json()).toMatchObject({
        code: 'OTPResendExceededLimit',
        err_message_id: 'Anda sudah meminta kode baru 5 kali. Coba lagi dalam 50 menit.',
      });
      t.clock.advance(50 * MINUTE);
      expect((await resend()).statusCode).toBe(200);
      expect(t.sent).toHaveLength(7);
    });

    it('counts a new forgot_password within the hour as a resend', async () => {
      await forgot();
      for (let sent = 0; sent < 5; sent += 1) {
        t.clock.advance(MINUTE);
        expect((await forgot()).statusCode).toBe(200);
      }
      t.clock.advance(MINUTE);
      expect((await forgot()).json().code).toBe('OTPResendExceededLimit');
    });

    it('answers 9004 when there is no open challenge', async () => {
      expect((await resend()).json().status).toBe(9004);
    });
  });

  describe('reset_password', () => {
    it('sets the new password, uses the token up and signs the account out everywhere', async () => {
      const session = await signInAs(t.app, EMAIL);
      const token = await validateToken();
      const response = await reset(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, message: RESET_DONE, message_id: RESET_DONE });

      const refresh = await t.app.inject({
        method: 'POST',
        url: '/v2/user/refresh_token',
        headers: bearer(session.token),
        payload: { user_id: session.userId },
      });
      expect(refresh.json().status).toBe(498);
      expect((await postAuth(t.app, { email: EMAIL })).json().status).toBe(2018);
      expect((await postAuth(t.app, { email: EMAIL, password: NEW_PASSWORD_SHA })).statusCode).toBe(
        200,
      );
      const again = await reset(token, sha256Hex('Lain#2028y'));
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({
        status: 498,
        message_id: 'Tautan reset sudah kedaluwarsa. Silakan ulangi dari awal.',
      });
    });

    it('answers 498 with message_id for an unknown or expired token', async () => {
      expect((await reset('no-such-token')).json()).toMatchObject({
        status: 498,
        code: 'ResetTokenInvalid',
      });
      const token = await validateToken();
      t.clock.advance(15 * MINUTE);
      expect((await reset(token)).json()).toMatchObject({ status: 498, code: 'ResetTokenInvalid' });
    });

    it('refuses a confirmation that differs, and the current password, keeping the token', async () => {
      const token = await validateToken();
      const mismatch = await reset(token, NEW_PASSWORD_SHA, sha256Hex('Baru#2027y'));
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({
        code: 'PasswordMismatch',
        err_message_id: 'Password baru dan konfirmasinya tidak sama.',
      });
      const reused = await reset(token, sha256Hex('Emas#2026'));
      expect(reused.json()).toMatchObject({
        code: 'PasswordReused',
        err_message_id: 'Password baru harus berbeda dari password lama.',
      });
      expect((await reset(token)).statusCode).toBe(200);
    });

    it('refuses a password that is not SHA-256 hex with 9000', async () => {
      const response = await reset('any', 'Baru#2027x');
      expect(response.statusCode).toBe(422);
      expect(response.json().status_code).toBe(9000);
      expect(response.json().errors[0].field).toBe('new_password');
    });
  });
});
