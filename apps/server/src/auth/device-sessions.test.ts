/**
 * A client's devices and sessions and login history on SQLite and PostgreSQL (issue 23 item 7):
 * the live sessions with device, browser, address, city and the caller's own marked current;
 * ending one (only the caller's own) ends it and its live socket, ending the current one signs
 * out; the history lists successes and failures of 90 days, newest first, paged; a sign-in from
 * a browser and system the account never used e-mails the owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, listenForLive } from '../test-support/live-socket.ts';
import { type SignedIn, bearer, geolocationHeaders } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { DEMO_PASSWORD_SHA, sha256Hex } from './test-kit.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const DAY = 24 * 60 * 60_000;

describe.each(databaseKinds())('devices and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = (email: string, userAgent: string, ip: string, password = DEMO_PASSWORD_SHA) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      headers: { ...geolocationHeaders, 'user-agent': userAgent },
      remoteAddress: ip,
      payload: { email, password, app_name: 'metalgo', clientCaptchaKey: '' },
    });
  const signIn = async (email: string, userAgent: string, ip = '10.0.0.7'): Promise<SignedIn> => {
    const body = (await auth(email, userAgent, ip)).json<{ token: string; user_id: string }>();
    return { token: body.token, userId: body.user_id };
  };
  const get = (who: SignedIn, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who) });
  const end = (who: SignedIn, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/v2/user/sessions/${id}`, headers: bearer(who) });
  type Listed = { id: string; current: boolean; device: string | null };
  const sessionsOf = async (who: SignedIn) =>
    (await get(who, '/v2/user/sessions')).json<{ data: { body: Listed[] } }>().data.body;

  it('lists the live sessions with their device, the caller marked current, and ends only its own', async () => {
    const laptop = await signIn('client@demo.emas.id', CHROME_WINDOWS, '10.0.0.7');
    t.clock.advance(60_000);
    const phone = await signIn('client@demo.emas.id', SAFARI_IPHONE, '192.168.1.20');
    const listed = await get(laptop, '/v2/user/sessions');
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<{ data: { body: Listed[] } }>().data.body;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toEqual({
      id: expect.any(String),
      device: 'iPhone',
      device_kind: 'phone',
      browser: 'Safari 17',
      ip: '192.168.1.20',
      city: 'Jakarta',
      started_at: new Date(t.clock.now()).toISOString(),
      last_seen_at: new Date(t.clock.now()).toISOString(),
      current: false,
    });
    expect(sessions[1]).toMatchObject({
      device: 'Windows',
      device_kind: 'computer',
      browser: 'Chrome 131',
      ip: '10.0.0.7',
      current: true,
    });
    const phoneId = sessions[0]?.id ?? '';
    const laptopId = sessions[1]?.id ?? '';

    const stranger = await signIn('client2@demo.emas.id', CHROME_WINDOWS);
    const notTheirs = await end(stranger, phoneId);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ code: 'SessionNotFound' });
    expect((await end(laptop, 'no-such-session')).statusCode).toBe(404);
    expect(await sessionsOf(laptop)).toHaveLength(2);

    const live = await connectLive(await listenForLive(t.app));
    live.send({ type: 'auth', token: phone.token });
    await live.next((message) => message.type === 'welcome' && message.data.signedIn);
    const ended = await end(laptop, phoneId);
    expect(ended.json()).toEqual({ status: 200, current: false });
    expect(await live.closed).toBeGreaterThan(0);
    expect((await get(phone, '/v2/user/sessions')).json()).toMatchObject({ status: 498 });
    expect((await sessionsOf(laptop)).map((session) => session.id)).toEqual([laptopId]);
    expect((await end(laptop, phoneId)).statusCode).toBe(404);

    const signedOut = await end(laptop, laptopId);
    expect(signedOut.json()).toEqual({ status: 200, current: true });
    expect((await get(laptop, '/v2/user/sessions')).json()).toMatchObject({ status: 498 });
  });

  it('lists successes and failures of 90 days, newest first, paged', async () => {
    const start = t.clock.now();
    await auth('ib@demo.emas.id', CHROME_WINDOWS, '10.0.0.9', sha256Hex('not-the-password'));
    t.clock.advance(1_000);
    const who = await signIn('ib@demo.emas.id', SAFARI_IPHONE, '10.0.0.9');
    const page = await get(who, '/v2/user/login_history');
    expect(page.statusCode).toBe(200);
    const history = page.json<{ data: { count: number; body: object[] } }>().data;
    expect(history.count).toBe(2);
    expect(history.body).toEqual([
      {
        id: expect.any(String),
        at: new Date(start + 1_000).toISOString(),
        outcome: 'success',
        device: 'iPhone',
        device_kind: 'phone',
        browser: 'Safari 17',
        ip: '10.0.0.9',
        city: 'Jakarta',
      },
      expect.objectContaining({
        at: new Date(start).toISOString(),
        outcome: 'wrong_password',
        device: 'Windows',
        browser: 'Chrome 131',
      }),
    ]);
    const second = await get(who, '/v2/user/login_history?offset=1&limit=1');
    expect(second.json()).toMatchObject({
      data: { count: 2, body: [{ outcome: 'wrong_password' }] },
    });
    expect((await get(who, '/v2/user/login_history?limit=0')).statusCode).toBe(422);

    // A session lasts a day at most: sign in again 89 days on, and again past the 90 days.
    t.clock.advance(89 * DAY);
    const later = await signIn('ib@demo.emas.id', SAFARI_IPHONE, '10.0.0.9');
    expect((await get(later, '/v2/user/login_history')).json()).toMatchObject({
      data: { count: 3 },
    });
    t.clock.advance(DAY);
    const latest = await signIn('ib@demo.emas.id', SAFARI_IPHONE, '10.0.0.9');
    const outcomes = (await get(latest, '/v2/user/login_history')).json<{
      data: { body: { at: string }[] };
    }>();
    expect(outcomes.data.body.map((row) => row.at)).toEqual([
      new Date(start + 1_000 + 90 * DAY).toISOString(),
      new Date(start + 1_000 + 89 * DAY).toISOString(),
    ]);
  });

  it('e-mails the owner once when a sign-in comes from a browser and system never used', async () => {
    const mailsTo = () =>
      t.sent.filter(
        (mail) =>
          mail.to === 'pospay@demo.emas.id' &&
          mail.subject === 'Masuk dari perangkat baru ke akun Emas Anda',
      );
    const pospay = (userAgent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/user/auth',
        headers: { ...geolocationHeaders, 'user-agent': userAgent },
        payload: {
          email: 'pospay@demo.emas.id',
          password: DEMO_PASSWORD_SHA,
          app_name: 'pospaygold',
          clientCaptchaKey: '',
        },
      });
    // The account's first sign-in has nothing to compare with; the same device again is known.
    expect((await pospay(CHROME_WINDOWS)).statusCode).toBe(200);
    expect((await pospay(CHROME_WINDOWS.replace('Chrome/131', 'Chrome/132'))).statusCode).toBe(200);
    expect(mailsTo()).toHaveLength(0);
    expect((await pospay(SAFARI_IPHONE)).statusCode).toBe(200);
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]?.text).toContain(
      'Your Emas account was just signed in from a new device: Safari 17 · iPhone (127.0.0.1, Jakarta)',
    );
    expect((await pospay(SAFARI_IPHONE)).statusCode).toBe(200);
    expect(mailsTo()).toHaveLength(1);
  });
});
