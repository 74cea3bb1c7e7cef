/**
 * Proves API keys (issue 23 item 12) on SQLite and PostgreSQL: a client creates a key (the
 * secret answered once, an e-mail sent), lists it (no secret) and revokes it; an ib may not,
 * and an account holds at most ten. A signed read answers, a trade key places an order, a read
 * key may not; every call the contract does not mark (withdrawals, bank accounts, settings, the
 * keys themselves...) refuses even a trade key. Bad signatures, stale timestamps, replays,
 * addresses off the allow-list, revoked and unknown keys are refused with their codes; the
 * per-key budget answers 429 with Retry-After; the last use is written at most once a minute.
 */
import { createHmac } from 'node:crypto';
import { type Endpoint, allEndpoints, pathOf } from '@emas/api';
import { API_KEYS_PER_ACCOUNT_MAX } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { limitOrder } from '../test-support/orders.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';

type Key = { id: string; secret: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const REQUESTS_PER_MINUTE = 6;

describe.each(databaseKinds())('API keys on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  /** Each signature differs from the last: the timestamp steps back a millisecond each time. */
  let step = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { apiKeyRequestsPerMinute: REQUESTS_PER_MINUTE });
    client = await signInAs(t.app, 'client@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  const createKey = (who: SignedIn, body: object) =>
    t.app.inject({ method: 'POST', url: '/v2/user/api_keys', headers: bearer(who), payload: body });
  const newKey = async (body: object = { name: 'bot', scopes: ['read', 'trade'] }) => {
    const response = await createKey(client, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Key }>().data;
  };
  const listKeys = async (who: SignedIn = client) =>
    (await t.app.inject({ method: 'GET', url: '/v2/user/api_keys', headers: bearer(who) })).json<{
      data: Record<string, unknown>[];
    }>().data;

  type Signing = { timestamp?: string; secret?: string; remoteAddress?: string; sent?: string };
  /** A request signed as a program would sign it; `signing` spoils one part of it. */
  const signed = (
    key: Key,
    method: Method,
    url: string,
    payload?: object,
    signing: Signing = {},
  ) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    step += 1;
    const timestamp = signing.timestamp ?? String(t.clock.now() - step);
    const signature = createHmac('sha256', signing.secret ?? key.secret)
      .update(`${method}${url}${timestamp}${body}`)
      .digest('hex');
    return t.app.inject({
      method,
      url,
      remoteAddress: signing.remoteAddress ?? '127.0.0.1',
      headers: {
        'x-emas-key': key.id,
        'x-emas-timestamp': timestamp,
        'x-emas-signature': signature,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: signing.sent ?? body }),
    });
  };
  const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

  it('creates a key with its secret once, lists it without, and e-mails the owner', async () => {
    const sentBefore = t.sent.length;
    const response = await createKey(client, {
      name: '  Market bot  ',
      scopes: ['trade', 'read'],
      ip_allow_list: ['203.0.113.9/24', '2001:DB8::1', '203.0.113.0/24'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: Key & Record<string, unknown> }>();
    expect(data).toMatchObject({
      name: 'Market bot',
      scopes: ['read', 'trade'],
      ip_allow_list: ['203.0.113.0/24', '2001:db8::1'],
      created_at: new Date(t.clock.now()).toISOString(),
      last_used_at: null,
    });
    expect(data.id).toMatch(/^ek_[0-9a-f]{24}$/);
    expect(data.secret).toMatch(/^es_[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const listed = (await listKeys()).find((key) => key.id === data.id);
    expect(listed).toEqual({ ...data, secret: undefined });
    expect(Object.keys(listed ?? {})).not.toContain('secret');
    const stored = await t.database.db
      .selectFrom('api_keys')
      .select('secret_sealed')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(data.secret.slice(3));
    expect(t.sent.slice(sentBefore)).toEqual([
      expect.objectContaining({
        to: 'client@demo.emas.id',
        subject: 'Kunci API Emas baru telah dibuat',
      }),
    ]);
  });

  it('refuses bad scopes and addresses (422), an ib, and an eleventh key', async () => {
    for (const body of [
      { name: 'x', scopes: ['trade'] },
      { name: 'x', scopes: ['read', 'withdraw'] },
      { name: 'x', scopes: [] },
      { name: ' ', scopes: ['read'] },
      { name: 'x', scopes: ['read'], ip_allow_list: ['10.0.0.0/33'] },
      { name: 'x', scopes: ['read'], ip_allow_list: ['example.com'] },
    ]) {
      const refused = await createKey(client, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    const ib = await signInAs(t.app, 'ib@demo.emas.id');
    const ibRefused = await createKey(ib, { name: 'x', scopes: ['read'] });
    expect([ibRefused.statusCode, codeOf(ibRefused)]).toEqual([403, 'ApiKeyLevelNotAllowed']);

    const other = await signInAs(t.app, 'client2@demo.emas.id');
    for (let index = 0; index < API_KEYS_PER_ACCOUNT_MAX; index += 1) {
      expect((await createKey(other, { name: `k${index}`, scopes: ['read'] })).statusCode).toBe(
        200,
      );
    }
    const eleventh = await createKey(other, { name: 'one more', scopes: ['read'] });
    expect([eleventh.statusCode, codeOf(eleventh)]).toEqual([409, 'ApiKeyLimitReached']);
    expect(await listKeys(other)).toHaveLength(API_KEYS_PER_ACCOUNT_MAX);
  });

  it('answers signed reads, and notes the last use at most once a minute', async () => {
    const key = await newKey({ name: 'reader', scopes: ['read'] });
    const balance = await signed(key, 'POST', '/v2/igx/balance', { user_id: client.userId });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.headers['cache-control']).toBe('no-store');
    const contracts = await signed(key, 'GET', '/v2/igx/contract');
    expect(contracts.statusCode, contracts.body).toBe(200);
    const orders = await signed(key, 'POST', '/v2/igx/orders?offset=0', {});
    expect(orders.statusCode, orders.body).toBe(200);
    const usedAt = new Date(t.clock.now()).toISOString();
    const lastUsed = async () => (await listKeys()).find((k) => k.id === key.id)?.last_used_at;
    expect(await lastUsed()).toBe(usedAt);

    t.clock.advance(30_000);
    expect((await signed(key, 'GET', '/v2/igx/contract')).statusCode).toBe(200);
    expect(await lastUsed()).toBe(usedAt);
    t.clock.advance(30_000);
    expect((await signed(key, 'GET', '/v2/igx/contract')).statusCode).toBe(200);
    expect(await lastUsed()).toBe(new Date(t.clock.now()).toISOString());
  });

  it('places and cancels an order with a trade key, and refuses a read key', async () => {
    const trader = await newKey();
    const placed = await signed(trader, 'POST', '/v2/igx/add_order', limitOrder('buy', '1000000'));
    expect(placed.statusCode, placed.body).toBe(200);
    const { id: orderId } = placed.json<{ id: string }>();
    const cancelled = await signed(trader, 'POST', `/v2/igx/delete_order?order_id=${orderId}`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const reader = await newKey({ name: 'reader', scopes: ['read'] });
    const refused = await signed(reader, 'POST', '/v2/igx/add_order', limitOrder('buy', '1000000'));
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'ApiKeyScopeNotAllowed']);
  });

  it('refuses a trade key on every call the contract does not mark, money out first', async () => {
    const trader = await newKey();
    const unmarked = allEndpoints().filter(
      (call: Endpoint) => call.auth !== 'none' && call.keyScope === undefined,
    );
    const reached: string[] = [];
    for (const call of unmarked) {
      const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      const url = pathOf(call.path, Object.fromEntries(names.map((name) => [name, 'x'])));
      // The session token too: a key makes any request a key's, whatever else it carries.
      const response = await signed(
        trader,
        call.method,
        url,
        call.method === 'GET' ? undefined : {},
      );
      if (response.statusCode !== 403 || codeOf(response) !== 'ApiKeyScopeNotAllowed') {
        reached.push(`${call.method} ${call.path} ${response.statusCode}`);
      }
    }
    expect(unmarked.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/v2/igx/request_withdrawal',
        '/v2/bank_account/withdrawal',
        '/v2/bank_account',
        '/v2/poslog/request_withdrawal',
        '/v2/igx/edit_password',
        '/v2/user/api_keys',
      ]),
    );
    expect(reached).toEqual([]);
    const withSession = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/request_withdrawal',
      headers: { ...bearer(client), 'x-emas-key': trader.id },
      payload: {},
    });
    expect([withSession.statusCode, codeOf(withSession)]).toEqual([403, 'ApiKeyScopeNotAllowed']);
  });

  it('refuses bad signatures, stale timestamps, replays and unknown keys', async () => {
    const key = await newKey({ name: 'reader', scopes: ['read'] });
    const body = { user_id: client.userId };
    const refusal = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
      const answer = await response;
      return [answer.statusCode, codeOf(answer)];
    };
    const wrongSecret = signed(key, 'POST', '/v2/igx/balance', body, { secret: 'es_wrong' });
    expect(await refusal(wrongSecret)).toEqual([401, 'ApiKeySignatureInvalid']);
    // The body sent is not the body signed (a space more): the raw bytes decide.
    const otherBytes = signed(key, 'POST', '/v2/igx/balance', body, {
      sent: `${JSON.stringify(body)} `,
    });
    expect(await refusal(otherBytes)).toEqual([401, 'ApiKeySignatureInvalid']);
    const missing = t.app.inject({
      method: 'GET',
      url: '/v2/igx/contract',
      headers: { 'x-emas-key': key.id },
    });
    expect(await refusal(missing)).toEqual([401, 'ApiKeySignatureInvalid']);
    for (const timestamp of [
      String(t.clock.now() - 30_001),
      String(t.clock.now() + 30_001),
      'now',
    ]) {
      const stale = signed(key, 'GET', '/v2/igx/contract', undefined, { timestamp });
      expect(await refusal(stale)).toEqual([401, 'ApiKeyTimestampStale']);
    }
    const unknown = signed(
      { ...key, id: 'ek_000000000000000000000000' },
      'GET',
      '/v2/igx/contract',
    );
    expect(await refusal(unknown)).toEqual([401, 'ApiKeyUnknown']);

    const timestamp = String(t.clock.now());
    const first = signed(key, 'POST', '/v2/igx/balance', body, { timestamp });
    expect((await first).statusCode).toBe(200);
    const replay = signed(key, 'POST', '/v2/igx/balance', body, { timestamp });
    expect(await refusal(replay)).toEqual([401, 'ApiKeyReplayed']);
  });

  it('keeps a key to its allow-list and refuses it once revoked', async () => {
    const key = await newKey({
      name: 'office',
      scopes: ['read'],
      ip_allow_list: ['198.51.100.0/24'],
    });
    const inside = await signed(key, 'GET', '/v2/igx/contract', undefined, {
      remoteAddress: '198.51.100.20',
    });
    expect(inside.statusCode, inside.body).toBe(200);
    const outside = await signed(key, 'GET', '/v2/igx/contract', undefined, {
      remoteAddress: '198.51.101.20',
    });
    expect([outside.statusCode, codeOf(outside)]).toEqual([403, 'ApiKeyIpNotAllowed']);

    const revoke = (id: string, who = client) =>
      t.app.inject({ method: 'DELETE', url: `/v2/user/api_keys/${id}`, headers: bearer(who) });
    const lp = await signInAs(t.app, 'lp@demo.emas.id');
    const notTheirs = await revoke(key.id, lp);
    expect([notTheirs.statusCode, codeOf(notTheirs)]).toEqual([404, 'ApiKeyNotFound']);
    const revoked = await revoke(key.id);
    expect(revoked.json()).toEqual({
      status: 200,
      data: { id: key.id, revoked_at: new Date(t.clock.now()).toISOString() },
    });
    expect((await listKeys()).map((k) => k.id)).not.toContain(key.id);
    const again = await revoke(key.id);
    expect([again.statusCode, codeOf(again)]).toEqual([404, 'ApiKeyNotFound']);
    const after = await signed(key, 'GET', '/v2/igx/contract', undefined, {
      remoteAddress: '198.51.100.20',
    });
    expect([after.statusCode, codeOf(after)]).toEqual([401, 'ApiKeyRevoked']);
  });

  it('answers 429 with Retry-After past the per-key budget, until its minute is over', async () => {
    const key = await newKey({ name: 'busy', scopes: ['read'] });
    for (let request = 0; request < REQUESTS_PER_MINUTE; request += 1) {
      expect((await signed(key, 'GET', '/v2/igx/contract')).statusCode).toBe(200);
    }
    t.clock.advance(15_000);
    const limited = await signed(key, 'GET', '/v2/igx/contract');
    expect([limited.statusCode, codeOf(limited)]).toEqual([429, 'ApiKeyRateLimited']);
    expect(limited.headers['retry-after']).toBe('45');
    const another = await newKey({ name: 'calm', scopes: ['read'] });
    expect((await signed(another, 'GET', '/v2/igx/contract')).statusCode).toBe(200);
    t.clock.advance(45_000);
    expect((await signed(key, 'GET', '/v2/igx/contract')).statusCode).toBe(200);
  });
});
