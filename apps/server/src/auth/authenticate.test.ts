/**
 * Proves two properties of the authenticate guard on the whole app: the Bearer scheme is read
 * whatever its case (RFC 9110), and every answer of a guarded route, refusals included, and
 * every sign-in answer carry `Cache-Control: no-store`, while public answers keep their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { postAuth, sha256Hex, signInAs } from './test-kit.ts';

describe.each(databaseKinds())('authenticate guard on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token, userId } = await signInAs(t.app, 'client@demo.emas.id'));
  });
  afterAll(async () => {
    await t.close();
  });

  const balanceWith = (authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/igx/balance',
      headers: { authorization },
      payload: { user_id: userId },
    });

  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR', 'Bearer '])(
    'accepts the scheme written %j',
    async (scheme) => {
      expect((await balanceWith(`${scheme} ${token}`)).statusCode).toBe(200);
    },
  );

  it.each(['Basic', 'Bearertoken', ''])('refuses the scheme written %j', async (scheme) => {
    const response = await balanceWith(`${scheme}${scheme === 'Bearertoken' ? '' : ' '}${token}`);
    expect(response.json()).toMatchObject({ status: 498 });
  });

  const guardedCalls = () => [
    { method: 'POST', url: '/v2/igx/account_information', payload: { user_id: userId } },
    { method: 'POST', url: '/v2/igx/balance', payload: { user_id: userId } },
    { method: 'GET', url: `/v2/inventories/${userId}` },
    { method: 'POST', url: '/v2/igx/orders', payload: { user_id: userId } },
    { method: 'POST', url: '/v2/user/refresh_token', payload: { user_id: userId } },
  ];

  it('marks every answer of a guarded route no-store', async () => {
    for (const call of guardedCalls()) {
      const response = await t.app.inject({
        ...(call as { method: 'GET' | 'POST'; url: string }),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, call.url).toBe(200);
      expect(response.headers['cache-control'], call.url).toBe('no-store');
      if (call.url === '/v2/user/refresh_token') token = response.json<{ token: string }>().token;
    }
  });

  it('marks refusals of a guarded route no-store: no session, and a bad body', async () => {
    const expired = await balanceWith('Bearer A'.padEnd(50, 'A'));
    expect(expired.json()).toMatchObject({ status: 498 });
    expect(expired.headers['cache-control']).toBe('no-store');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/balance',
      headers: { authorization: `Bearer ${token}` },
      payload: { user_id: 42 },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('marks the sign-in answer no-store, a refusal too', async () => {
    const signedIn = await postAuth(t.app, { email: 'client2@demo.emas.id' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await postAuth(t.app, {
      email: 'client2@demo.emas.id',
      password: sha256Hex('wrong'),
    });
    expect(refused.json()).toMatchObject({ status: 2018 });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers alone', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/v2/igx/market_status' });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBeUndefined();
  });
});
