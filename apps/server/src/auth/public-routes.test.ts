/**
 * Proves the calls the login screen makes before signing in: the ALTCHA challenge, normal or
 * strong, and its server-side verification (a really solved challenge passes once; missing,
 * forged, replayed and expired ones are refused), the GeoIP location with its Jakarta default
 * for local addresses, and the public app settings.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_START_MS,
  type TestApp,
  createTestApp,
  databaseKinds,
} from '../test-support/harness.ts';
import { postAuth } from './test-kit.ts';

type Challenge = {
  parameters: Record<string, unknown> & { nonce: string; expiresAt: number };
  signature: string;
};

const toPayload = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64');

describe.each(databaseKinds())('login screen calls on %s', (kind) => {
  describe('captcha on', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { captcha: 'altcha' });
    });
    afterAll(async () => {
      await t.close();
    });
    // altcha-lib checks a captcha's expiry on the wall clock, the app on the test clock: the
    // wall clock's date is set to the test day so that the two agree.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: TEST_START_MS });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const solvedPayload = async (): Promise<{ challenge: Challenge; payload: string }> => {
      const response = await t.app.inject({ method: 'GET', url: '/v2/captcha/challenge' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const challenge = response.json<Challenge>();
      const solution = await solveChallenge({
        challenge: challenge as never,
        deriveKey,
        timeout: 20_000,
      });
      if (solution === null) throw new Error('the challenge was not solved in time');
      return { challenge, payload: toPayload({ challenge, solution }) };
    };
    const signInWith = (clientCaptchaKey: string) =>
      postAuth(t.app, { email: 'client@demo.emas.id', clientCaptchaKey });
    const expectCaptchaInvalid = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'CaptchaInvalid',
        err_message_id: 'Verifikasi captcha gagal. Silakan coba lagi.',
      });
    };

    it('issues a signed PBKDF2 challenge that expires in 10 minutes', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/v2/captcha/challenge' });
      const challenge = response.json<Challenge>();
      expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
      expect(challenge.parameters.expiresAt).toBe(Math.floor((t.clock.now() + 10 * 60_000) / 1000));
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    });

    it('issues a strong challenge, five times the work, on request', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v2/captcha/challenge?strength=strong',
      });
      expect(response.json<Challenge>().parameters).toMatchObject({ cost: 5000 });
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/v2/captcha/challenge?strength=extreme',
      });
      expect(unknown.statusCode).toBe(422);
    });

    it.each(['', 'not-base64-json', toPayload({ challenge: {}, solution: {} })])(
      'refuses the sign-in with captcha key %j',
      async (key) => {
        expectCaptchaInvalid(await signInWith(key));
      },
    );

    it('accepts a solved challenge once, and refuses a forged one', async () => {
      const { challenge, payload } = await solvedPayload();
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as {
        solution: unknown;
      };
      const forged = {
        challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
        solution: decoded.solution,
      };
      expectCaptchaInvalid(await signInWith(toPayload(forged)));
      expect((await signInWith(payload)).statusCode).toBe(200);
      expectCaptchaInvalid(await signInWith(payload));
    });

    it('refuses a solved challenge after it expired', async () => {
      const { payload } = await solvedPayload();
      t.clock.advance(10 * 60_000);
      expectCaptchaInvalid(await signInWith(payload));
    });
  });

  describe('geolocation and settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t.close();
    });

    it.each([
      { name: 'loopback', remoteAddress: '127.0.0.1', headers: {}, userIP: '127.0.0.1' },
      { name: 'IPv6 loopback', remoteAddress: '::1', headers: {}, userIP: '::1' },
      {
        name: 'a forwarded address when no proxy is trusted',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '8.8.8.8' },
        userIP: '127.0.0.1',
      },
    ])('answers Jakarta for $name', async ({ remoteAddress, headers, userIP }) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v2/geolocation',
        remoteAddress,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        cityLatLong: '-6.2088,106.8456',
        city: 'Jakarta',
        region: 'JK',
        country: 'ID',
        userIP,
      });
    });

    it('takes the forwarded address only behind a trusted proxy', async () => {
      const proxied = await createTestApp(kind, { trustProxy: true });
      try {
        const response = await proxied.app.inject({
          method: 'GET',
          url: '/v2/geolocation',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '192.168.1.20' },
        });
        expect(response.json()).toMatchObject({ city: 'Jakarta', userIP: '192.168.1.20' });
      } finally {
        await proxied.close();
      }
    });

    it('locates a public address from the offline GeoIP database', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v2/geolocation',
        remoteAddress: '8.8.8.8',
      });
      const body = response.json();
      expect(body).toMatchObject({ country: 'US', userIP: '8.8.8.8' });
      expect(body.cityLatLong).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
      expect(body.city).not.toBe('');
      expect(body.region).not.toBe('');
    });

    it('answers the public settings', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/v2/app/config' });
      expect(response.json()).toEqual({
        environment: 'development',
        captcha: 'off',
        sessionIdleMs: 900_000,
        tokenRefreshMs: 90_000,
        marketHours: 'always',
      });
    });
  });
});
