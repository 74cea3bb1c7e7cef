/**
 * Proves the operator console's foundation on SQLite and PostgreSQL: staff sign-in (and its
 * lock), sessions that are never an account's, deposits credited through the exchange, and the
 * audit log every action is written to.
 */
import { createHash } from 'node:crypto';
import { operatorEndpoints, pathOf } from '@emas/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperatorMethod, sendAsOperator } from '../test-support/operator-call.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { DEMO_OPERATOR } from './seed-operator.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PASSWORD = sha256('Emas#2026');

describe.each(databaseKinds())('operator console on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let operatorToken: string;

  const operatorCall = (method: OperatorMethod, url: string, body?: object, as = operatorToken) =>
    sendAsOperator(t.app, as, method, url, body);

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v2/operator/auth', payload: { email, password } });

  const cashOfClient = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/balance',
      payload: { user_id: client.userId },
      headers: bearer(client),
    });
    return response.json<{ body: { account_bal: string } }>().body.account_bal;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    const response = await signIn(DEMO_OPERATOR.email, PASSWORD);
    expect(response.statusCode).toBe(200);
    operatorToken = response.json<{ data: { token: string } }>().data.token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs the demo operator in and says who it is', async () => {
    const me = await operatorCall('GET', '/v2/operator/me');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toMatchObject({
      status: 200,
      data: { email: DEMO_OPERATOR.email, name: DEMO_OPERATOR.name },
    });
  });

  it('refuses an account token on the console and an operator token on account calls', async () => {
    expect(
      (await operatorCall('GET', '/v2/operator/me', undefined, client.token)).json(),
    ).toMatchObject({ status: 498 });
    const accountCall = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/balance',
      payload: { user_id: client.userId },
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(accountCall.json()).toMatchObject({ status: 498 });
  });

  it('refuses every console call to every account level and to no token', async () => {
    const tokens: (string | null)[] = [null];
    for (const email of ['client', 'ib', 'fm', 'lp', 'ccp'].map((l) => `${l}@demo.emas.id`)) {
      tokens.push((await signInAs(t.app, email)).token);
    }
    const consoleCalls = Object.values(operatorEndpoints).filter((e) => e.auth === 'operator');
    expect(consoleCalls.length).toBeGreaterThan(10);
    for (const endpoint of consoleCalls) {
      for (const token of tokens) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: pathOf(endpoint.path, { id: 'any' }),
          payload: endpoint.method === 'GET' ? undefined : {},
          headers: token === null ? {} : { authorization: `Bearer ${token}` },
        });
        expect(response.json(), `${endpoint.method} ${endpoint.path}`).toMatchObject({
          status: 498,
        });
      }
    }
  });

  it('refuses a client signing in as an operator, and a wrong password, with one message', async () => {
    for (const response of [
      await signIn('client@demo.emas.id', PASSWORD),
      await signIn(DEMO_OPERATOR.email, sha256('wrong')),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ err_message: 'Wrong e-mail or password' });
    }
  });

  it('credits a deposit to a client through the exchange and logs it', async () => {
    const before = await cashOfClient();
    const response = await operatorCall('POST', '/v2/operator/deposits', {
      hin: 'pc00000001',
      amount_idr: '1250000.50',
      reference: 'BCA transfer 8812',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { hin: 'PC00000001', fullname: 'Citra Lestari', amount_idr: '1250000.50' },
    });
    expect(Number(await cashOfClient()) - Number(before)).toBeCloseTo(1_250_000.5, 2);
    await assertLedgerConsistent(t.database.db);
    const log = await operatorCall('GET', '/v2/operator/actions?limit=5');
    const [latest] = log.json<{ data: { body: Array<Record<string, string>> } }>().data.body;
    expect(latest).toMatchObject({
      operator_email: DEMO_OPERATOR.email,
      action: 'deposit.credit',
      subject: 'PC00000001',
    });
    expect(JSON.parse(latest!['detail']!)).toMatchObject({ reference: 'BCA transfer 8812' });
  });

  it.each([
    [{ hin: 'PC00000001', amount_idr: '0', reference: 'zero' }, 422],
    [{ hin: 'PC00000001', amount_idr: '-5', reference: 'minus' }, 422],
    [{ hin: 'PC00000001', amount_idr: '1.001', reference: 'three decimals' }, 422],
    [{ hin: 'PC99999999', amount_idr: '10', reference: 'unknown' }, 404],
    [{ hin: 'IB00000001', amount_idr: '10', reference: 'an ib holds no money' }, 404],
  ])('refuses the deposit %j (HTTP %i) and leaves no trace', async (payload, http) => {
    const before = (await operatorCall('GET', '/v2/operator/actions')).json<{
      data: { count: number };
    }>().data.count;
    const response = await operatorCall('POST', '/v2/operator/deposits', payload);
    expect(response.statusCode).toBe(http);
    const after = (await operatorCall('GET', '/v2/operator/actions')).json<{
      data: { count: number };
    }>().data.count;
    expect(after).toBe(before);
  });

  it('locks an operator after five wrong passwords, even for the right one', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(DEMO_OPERATOR.email, sha256(`wrong ${i}`));
    const locked = await signIn(DEMO_OPERATOR.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'OperatorLocked' });
    t.clock.advance(15 * 60_000 + 1);
    expect((await signIn(DEMO_OPERATOR.email, PASSWORD)).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const token = (await signIn(DEMO_OPERATOR.email, PASSWORD)).json<{ data: { token: string } }>()
      .data.token;
    expect((await operatorCall('POST', '/v2/operator/logout', undefined, token)).statusCode).toBe(
      200,
    );
    expect((await operatorCall('GET', '/v2/operator/me', undefined, token)).json()).toMatchObject({
      status: 498,
    });
  });
});
