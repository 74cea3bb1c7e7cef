/**
 * Proves POST /v2/user/check_user and POST /v2/user/auth: every answer code of the login
 * (404, 2018, 2022, 2023, 422/9000, GeolocationMissing), the audit of each attempt, sessions
 * stored only as token hashes, the check_user throttle per address, and the sign-in throttle:
 * an address guessing at an account is locked out of it, an address out of all, and the owner
 * elsewhere is asked for the strong captcha, never refused.
 */
import { jakartaGeoHeaders } from '@emas/api/test-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_START_MS,
  type TestApp,
  createTestApp,
  databaseKinds,
} from '../test-support/harness.ts';
import { DEMO_PASSWORD_SHA, postAuth, sha256Hex, solvedCaptcha } from './test-kit.ts';
import { tokenHash } from './tokens.ts';

const WRONG_PASSWORD_SHA = sha256Hex('not-the-password');

describe.each(databaseKinds())('sign-in on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const checkUser = (payload: Record<string, string | undefined>) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/check_user',
      payload: { app_name: 'metalgo', ...payload },
    });

  describe('check_user', () => {
    it.each([
      { email: 'client@demo.emas.id' },
      { email: 'CLIENT@Demo.Emas.ID' },
      { phone_number: '081200000001' },
    ])('finds the account by %o', async (identifier) => {
      const response = await checkUser(identifier);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, exists: true, user_status: 'active' });
    });

    it('answers 404 Account not found! for an unknown identifier', async () => {
      const response = await checkUser({ email: 'nobody@demo.emas.id' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        status: 404,
        err_message: 'Account not found!',
        err_message_id: 'Akun tidak ditemukan!',
      });
    });

    it('throttles lookups per address: 30 a minute, then 429 until the minute ends', async () => {
      const lookUp = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/user/check_user',
          remoteAddress: ip,
          payload: { app_name: 'metalgo', email: 'nobody@demo.emas.id' },
        });
      for (let lookup = 0; lookup < 30; lookup += 1) {
        expect((await lookUp('198.51.100.30')).statusCode).toBe(404);
      }
      t.clock.advance(20_000);
      const throttled = await lookUp('198.51.100.30');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({
        status: 429,
        code: 'TooManyRequests',
        err_message: 'Too many requests. Try again in 1 minutes.',
        err_message_id: 'Terlalu banyak permintaan. Coba lagi dalam 1 menit.',
      });
      expect((await lookUp('198.51.100.31')).statusCode).toBe(404);
      t.clock.advance(40_000);
      expect((await lookUp('198.51.100.30')).statusCode).toBe(404);
    });

    it.each([{}, { email: 'client@demo.emas.id', phone_number: '081200000001' }])(
      'refuses %o: exactly one identifier is required (422, status_code 9000)',
      async (identifiers) => {
        const response = await checkUser(identifiers);
        expect(response.statusCode).toBe(422);
        const body = response.json();
        expect(body.status_code).toBe(9000);
        expect(body.errors[0].field).toBe('email');
      },
    );
  });

  describe('auth', () => {
    it('signs a client in and stores only the hash of the token', async () => {
      const response = await postAuth(t.app, { email: 'client@demo.emas.id' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status: 200,
        iserror: false,
        broker_id: 'metalgo',
        app_name: 'metalgo',
        bank_type: 'OTHER',
        email: 'client@demo.emas.id',
        phone_number: '081200000001',
        fullname: 'Citra Lestari',
        level: 'client',
        hin: 'PC00000001',
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(body.session_expires_at)).toBe(t.clock.now() + t.config.sessionIdleMs);
      const sessions = await t.database.db.selectFrom('sessions').selectAll().execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.token_hash).toBe(tokenHash(body.token));
      expect(
        JSON.stringify(sessions, (_key, value) =>
          typeof value === 'bigint' ? String(value) : value,
        ),
      ).not.toContain(body.token);
    });

    it('signs in by phone number', async () => {
      const response = await postAuth(t.app, { phone_number: '081200000005' });
      expect(response.statusCode).toBe(200);
      expect(response.json().level).toBe('fm');
    });

    it.each([
      {
        name: 'an unknown account',
        body: { email: 'nobody@demo.emas.id' },
        http: 404,
        status: 404,
      },
      {
        name: 'a wrong password',
        body: { email: 'client@demo.emas.id', password: WRONG_PASSWORD_SHA },
        http: 401,
        status: 2018,
      },
      {
        name: 'another broker',
        body: { email: 'client@demo.emas.id', app_name: 'pospaygold' },
        http: 401,
        status: 2022,
      },
    ])('refuses $name with body status $status', async ({ body, http, status }) => {
      const response = await postAuth(t.app, body);
      expect(response.statusCode).toBe(http);
      expect(response.json()).toMatchObject({ status, iserror: true });
      if (status === 2018) {
        expect(response.json().err_message).toBe('ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT');
      }
    });

    it('tells the right password under another broker to choose its broker', async () => {
      const response = await postAuth(t.app, {
        email: 'client@demo.emas.id',
        app_name: 'pospaygold',
      });
      expect(response.json()).toMatchObject({
        status: 2022,
        err_message:
          'ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT. This account is registered with another broker: choose yours under Perantara Perdagangan and sign in again.',
        err_message_id:
          'PASTIKAN EMAIL DAN PASSWORD ANDA BENAR. Akun ini terdaftar di perantara perdagangan lain: pilih perantara Anda pada Perantara Perdagangan lalu masuk kembali.',
      });
    });

    it('tells an applicant awaiting approval or a correction so, at check_user and at auth', async () => {
      const application = (
        status: 'submitted' | 'rejected' | 'correction_requested',
        n: number,
      ) => ({
        id: `application-${n}`,
        token_hash: `hash-${n}`,
        broker_id: 'metalgo',
        status,
        email: `applicant${n}@demo.emas.id`,
        phone_number: `08129999000${n}`,
        password_hash: 'not-yet-an-account',
        ip: '198.51.100.7',
        created_at_ms: BigInt(TEST_START_MS),
        expires_at_ms: BigInt(TEST_START_MS + 86_400_000),
      });
      await t.database.db
        .insertInto('registration_applications')
        .values([
          application('submitted', 1),
          application('rejected', 2),
          application('correction_requested', 3),
        ])
        .execute();
      const waiting = {
        status: 403,
        code: 'RegistrationAwaitingApproval',
        err_message:
          'Your account application is waiting for approval. You can sign in once it is approved.',
        err_message_id:
          'Pengajuan akun Anda sedang menunggu persetujuan. Anda dapat masuk setelah disetujui.',
      };
      expect((await checkUser({ email: 'Applicant1@demo.emas.id' })).json()).toMatchObject(waiting);
      expect((await checkUser({ phone_number: '081299990001' })).json()).toMatchObject(waiting);
      expect((await postAuth(t.app, { email: 'applicant1@demo.emas.id' })).json()).toMatchObject(
        waiting,
      );
      const rejected = await checkUser({ email: 'applicant2@demo.emas.id' });
      expect(rejected.json()).toMatchObject({ status: 404, code: 'AccountNotFound' });
      const toCorrect = await postAuth(t.app, { email: 'applicant3@demo.emas.id' });
      expect(toCorrect.statusCode).toBe(403);
      expect(toCorrect.json()).toMatchObject({
        code: 'RegistrationCorrectionRequested',
        err_message_id:
          'Pengajuan akun Anda perlu diperbaiki. Silakan periksa e-mail Anda dan buka tautan di dalamnya.',
      });
    });

    it('refuses an inactive account with 2023, only once the password is right', async () => {
      await t.database.db
        .updateTable('accounts')
        .set({ status: 'inactive' })
        .where('email', '=', 'client2@demo.emas.id')
        .execute();
      const wrong = await postAuth(t.app, {
        email: 'client2@demo.emas.id',
        password: WRONG_PASSWORD_SHA,
      });
      expect(wrong.json().status).toBe(2018);
      const right = await postAuth(t.app, { email: 'client2@demo.emas.id' });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({
        status: 2023,
        err_message_id: 'PASTIKAN EMAIL DAN PASSWORD ANDA BENAR',
      });
    });

    it('refuses a password that is not SHA-256 hex with 422 and the field named', async () => {
      const response = await postAuth(t.app, {
        email: 'client@demo.emas.id',
        password: 'Emas#2026',
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body).toMatchObject({ status: 422, status_code: 9000 });
      expect(body.errors[0].field).toBe('password');
    });

    it.each(Object.keys(jakartaGeoHeaders))(
      'refuses a sign-in without the %s header',
      async (header) => {
        const response = await postAuth(
          t.app,
          { email: 'client@demo.emas.id' },
          { headers: { [header]: '' } },
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'GeolocationMissing',
          err_message: 'Unable to Login. Please check your connection.',
        });
        expect(await t.database.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
      },
    );

    it('audits every attempt with its outcome and the reported location', async () => {
      await postAuth(
        t.app,
        { email: 'client@demo.emas.id', password: WRONG_PASSWORD_SHA },
        { ip: '198.51.100.4' },
      );
      await postAuth(t.app, { email: 'client@demo.emas.id' }, { ip: '198.51.100.4' });
      const rows = await t.database.db
        .selectFrom('login_audit')
        .selectAll()
        .orderBy('outcome')
        .execute();
      expect(rows.map((row) => row.outcome)).toEqual(['success', 'wrong_password']);
      expect(rows[0]).toMatchObject({
        identifier: 'client@demo.emas.id',
        app_name: 'metalgo',
        ip: '198.51.100.4',
        reported_ip: '203.0.113.7',
        latitude: '-6.2088',
        longitude: '106.8456',
        city: 'Jakarta',
        region: 'JK',
        country: 'ID',
      });
      expect(rows[0]?.account_id).not.toBeNull();
      expect(
        JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
      ).not.toContain(DEMO_PASSWORD_SHA);
    });
  });

  describe('throttle', () => {
    // altcha-lib checks a captcha's expiry on the wall clock, the app on the test clock: the
    // wall clock's date is set to the test day so that the two agree.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: TEST_START_MS });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const GUESSER = '198.51.100.9';
    const wrongFor = (email: string, ip = GUESSER) =>
      postAuth(t.app, { email, password: WRONG_PASSWORD_SHA }, { ip });

    it('locks only the guessing address out of an account after 5 wrong passwords', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await wrongFor('client@demo.emas.id')).json().status).toBe(2018);
        t.clock.advance(60_000);
      }
      const locked = await postAuth(t.app, { email: 'client@demo.emas.id' }, { ip: GUESSER });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        code: 'TooManySignInAttempts',
        err_message: 'Too many sign-in attempts. Try again in 14 minutes.',
      });
      expect(
        (await postAuth(t.app, { email: 'client2@demo.emas.id' }, { ip: GUESSER })).statusCode,
      ).toBe(200);
      // The owner elsewhere, with the right password: asked for the captcha, never locked out.
      const owner = { ip: '203.0.113.50' };
      const asked = await postAuth(t.app, { email: 'client@demo.emas.id' }, owner);
      expect(asked.statusCode).toBe(428);
      const clientCaptchaKey = await solvedCaptcha(t.app, 'strong');
      const signedIn = await postAuth(
        t.app,
        { email: 'client@demo.emas.id', clientCaptchaKey },
        owner,
      );
      expect(signedIn.statusCode).toBe(200);
      t.clock.advance(14 * 60_000);
      expect(
        (await postAuth(t.app, { email: 'client@demo.emas.id' }, { ip: GUESSER })).statusCode,
      ).toBe(200);
    });

    it('asks every address for the strong captcha after 5 wrong passwords from anywhere', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await wrongFor('client@demo.emas.id', `198.51.100.${40 + attempt}`);
        t.clock.advance(60_000);
      }
      const owner = { ip: '203.0.113.50' };
      const asked = await postAuth(t.app, { email: 'client@demo.emas.id' }, owner);
      expect(asked.statusCode).toBe(428);
      expect(asked.json()).toMatchObject({
        status: 428,
        code: 'CaptchaRequired',
        err_message:
          'Many failed sign-ins on this account: complete the security check, then press Login again.',
      });
      const normal = await solvedCaptcha(t.app, 'normal');
      const weak = await postAuth(
        t.app,
        { email: 'client@demo.emas.id', clientCaptchaKey: normal },
        owner,
      );
      expect(weak.json()).toMatchObject({ code: 'CaptchaRequired' });
      // Another account is not affected, and the guesses locked no address.
      expect((await postAuth(t.app, { email: 'client2@demo.emas.id' }, owner)).statusCode).toBe(
        200,
      );
      const strong = await solvedCaptcha(t.app, 'strong');
      const signedIn = await postAuth(
        t.app,
        { email: 'client@demo.emas.id', clientCaptchaKey: strong },
        owner,
      );
      expect(signedIn.statusCode).toBe(200);
      const outcomes = await t.database.db
        .selectFrom('login_audit')
        .select('outcome')
        .where('ip', '=', owner.ip)
        .where('identifier', '=', 'client@demo.emas.id')
        .orderBy('created_at_ms')
        .execute();
      expect(outcomes.map((row) => row.outcome).sort()).toEqual([
        'captcha_required',
        'captcha_required',
        'success',
      ]);
      t.clock.advance(15 * 60_000);
      expect((await postAuth(t.app, { email: 'client@demo.emas.id' }, owner)).statusCode).toBe(200);
    });

    it('does not lock for 5 wrong passwords spread over more than 15 minutes', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await wrongFor('client@demo.emas.id');
        t.clock.advance(4 * 60_000);
      }
      expect((await postAuth(t.app, { email: 'client@demo.emas.id' })).statusCode).toBe(200);
    });

    it('locks an address after 20 failures within 15 minutes, whatever the accounts', async () => {
      // Unknown accounts and wrong passwords both count; 2 per known account stays under its own lock.
      const known = ['ib@demo.emas.id', 'lp@demo.emas.id', 'ccp@demo.emas.id'];
      const fail = async (attempt: number) => {
        const email =
          attempt < known.length * 2
            ? (known[attempt % known.length] as string)
            : `nobody${attempt}@demo.emas.id`;
        await postAuth(t.app, { email, password: WRONG_PASSWORD_SHA }, { ip: '198.51.100.20' });
        t.clock.advance(10_000);
      };
      for (let attempt = 0; attempt < 19; attempt += 1) await fail(attempt);
      expect(
        (await postAuth(t.app, { email: 'fm@demo.emas.id' }, { ip: '198.51.100.20' })).statusCode,
      ).toBe(200);
      await fail(19);
      const locked = await postAuth(t.app, { email: 'fm@demo.emas.id' }, { ip: '198.51.100.20' });
      expect(locked.json()).toMatchObject({ code: 'TooManySignInAttempts', status: 429 });
      expect(
        (await postAuth(t.app, { email: 'fm@demo.emas.id' }, { ip: '198.51.100.21' })).statusCode,
      ).toBe(200);
    });
  });
});
