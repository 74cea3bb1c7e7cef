/**
 * Proves account control through the API on SQLite and PostgreSQL: compliance locks an account
 * (finance may not); its sessions end at once, its live socket closes, no bearer call of a
 * locked account passes even on a session not yet revoked, sign-in and password recovery
 * answer AccountLocked; open orders stay on the book, or are killed through the
 * exchange when the lock says so; unlock restores sign-in; both are audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { connectLive, listenForLive } from '../test-support/live-socket.ts';
import { type OperatorMethod, sendAsOperator } from '../test-support/operator-call.ts';
import { placeLimitOrder } from '../test-support/orders.ts';
import {
  type SignedIn,
  bearer,
  geolocationHeaders,
  signInAs,
  signInAsOperator,
} from '../test-support/sign-in.ts';
import { createHash } from 'node:crypto';

const EMAIL = 'client2@demo.emas.id';
const HIN = 'PC00000002';
const PASSWORD = createHash('sha256').update('Emas#2026').digest('hex');

describe.each(databaseKinds())('account control on %s', (kind) => {
  let t: TestApp;
  let compliance: string;
  let liveUrl: string;

  const as = (method: OperatorMethod, url: string, body?: object, token = compliance) =>
    sendAsOperator(t.app, token, method, url, body);
  const lock = (killOpenOrders: boolean) =>
    as('POST', `/v2/operator/accounts/${HIN}/lock`, {
      reason: 'Dugaan penipuan',
      kill_open_orders: killOpenOrders,
    });
  const unlock = () => as('POST', `/v2/operator/accounts/${HIN}/unlock`, { reason: 'Selesai' });
  const signIn = () =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      headers: geolocationHeaders,
      payload: { email: EMAIL, password: PASSWORD, app_name: 'metalgo', clientCaptchaKey: '' },
    });
  const balance = (who: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/igx/balance',
      payload: { user_id: who.userId },
      headers: bearer(who),
    });
  const openOrders = async () =>
    (await as('GET', `/v2/operator/accounts/${HIN}`)).json<{ data: { open_orders: number } }>().data
      .open_orders;

  beforeAll(async () => {
    t = await createTestApp(kind);
    compliance = await signInAsOperator(t.app, 'compliance@demo.emas.id');
    liveUrl = await listenForLive(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for compliance alone', async () => {
    const finance = await signInAsOperator(t.app, 'finance@demo.emas.id');
    const refused = await as('GET', `/v2/operator/accounts/${HIN}`, undefined, finance);
    expect(refused.json()).toMatchObject({ status: 403, code: 'OperatorForbidden' });
    expect((await as('GET', '/v2/operator/accounts/PC99999999')).statusCode).toBe(404);
  });

  it('ends sessions and sockets, refuses sign-in, keeps open orders when told to', async () => {
    const client = await signInAs(t.app, EMAIL);
    await placeLimitOrder(t.app, client, 'sell', '1', '3000000');
    const ordersBefore = await openOrders();
    expect(ordersBefore).toBeGreaterThan(0);
    const socket = await connectLive(liveUrl);
    socket.send({ type: 'auth', token: client.token });
    await socket.next((m) => m.type === 'welcome' && m.data.signedIn);
    const locked = await lock(false);
    expect(locked.json()).toMatchObject({
      data: { hin: HIN, locked: true, lock_reason: 'Dugaan penipuan', open_orders: ordersBefore },
    });
    await socket.closed;
    expect((await balance(client)).json()).toMatchObject({ status: 498 });
    expect((await signIn()).json()).toMatchObject({
      code: 'AccountLocked',
      err_message: 'Your account is locked. Please contact your broker.',
      err_message_id: 'Akun Anda dikunci. Silakan hubungi pialang Anda.',
    });
    const recovery = await t.app.inject({
      method: 'POST',
      url: '/v2/user/forgot_password',
      payload: { email: EMAIL, app_name: 'metalgo' },
    });
    expect(recovery.json()).toMatchObject({ code: 'AccountLocked' });
    expect((await lock(false)).statusCode).toBe(409);
  });

  it('unlocks, then kills open orders through the exchange when the lock says so', async () => {
    expect((await unlock()).json()).toMatchObject({ data: { locked: false, lock_reason: null } });
    const signedIn = await signIn();
    expect(signedIn.statusCode).toBe(200);
    // A session that opened in the instant of a lock, before its revocation, is refused too.
    const { user_id: userId, token } = signedIn.json<{ user_id: string; token: string }>();
    const lockedAt = { locked_at_ms: BigInt(t.clock.now()) };
    await t.database.db.updateTable('accounts').set(lockedAt).where('hin', '=', HIN).execute();
    expect((await balance({ userId, token })).json()).toMatchObject({ status: 498 });
    const unlocked = { locked_at_ms: null };
    await t.database.db.updateTable('accounts').set(unlocked).where('hin', '=', HIN).execute();
    expect((await balance({ userId, token })).statusCode).toBe(200);
    expect((await unlock()).statusCode).toBe(409);
    expect((await lock(true)).json()).toMatchObject({ data: { locked: true, open_orders: 0 } });
    const cancelled = await t.database.db
      .selectFrom('orders')
      .innerJoin('accounts', 'accounts.id', 'orders.account_id')
      .select('orders.status')
      .where('accounts.hin', '=', HIN)
      .execute();
    expect(cancelled.every((order) => order.status === 'cancel')).toBe(true);
    const audit = await t.database.db
      .selectFrom('operator_actions')
      .select('action')
      .where('subject', '=', HIN)
      .orderBy('created_at_ms')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'account.lock',
      'account.unlock',
      'account.lock',
    ]);
  });
});
