/**
 * Separation of duties on SQLite and PostgreSQL: every console call names its roles in the
 * contract, the server refuses an operator who holds none of them, and a disabled operator
 * neither signs in nor keeps a session.
 */
import { createHash } from 'node:crypto';
import { allEndpoints } from '@emas/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

const PASSWORD = createHash('sha256').update('Emas#2026').digest('hex');

const consoleCalls = allEndpoints().filter((call) => call.auth === 'operator');

describe('the console contract', () => {
  it('names the roles of every console call but the operator own session', () => {
    const open = consoleCalls.filter((call) => call.roles === undefined).map((call) => call.path);
    expect(open.sort()).toEqual([
      '/v2/operator/desk_counts',
      '/v2/operator/logout',
      '/v2/operator/me',
      '/v2/operator/totp/confirm',
      '/v2/operator/totp/enroll',
    ]);
  });
});

describe.each(databaseKinds())('operator roles on %s', (kind) => {
  let t: TestApp;
  const signIn = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/operator/auth',
      payload: { email, password: PASSWORD },
    });
    return response;
  };
  const tokenOf = async (email: string) =>
    (await signIn(email)).json<{ data: { token: string } }>().data.token;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('says which roles the signed-in operator holds', async () => {
    const signedIn = await signIn('support@demo.emas.id');
    expect(signedIn.json()).toMatchObject({ data: { roles: ['support'] } });
    const me = await sendAsOperator(
      t.app,
      await tokenOf('finance@demo.emas.id'),
      'GET',
      '/v2/operator/me',
    );
    expect(me.json()).toMatchObject({ data: { roles: ['finance'] } });
  });

  it('refuses a call to an operator holding none of its roles, before reading its input', async () => {
    const support = await tokenOf('support@demo.emas.id');
    const payout = await sendAsOperator(t.app, support, 'GET', '/v2/operator/withdrawals');
    expect(payout.statusCode).toBe(403);
    expect(payout.json()).toMatchObject({ status: 403, code: 'OperatorForbidden' });
    const deposit = await sendAsOperator(t.app, support, 'POST', '/v2/operator/deposits', {});
    expect(deposit.json()).toMatchObject({ code: 'OperatorForbidden' });
    const chat = await sendAsOperator(t.app, support, 'GET', '/v2/operator/chat/conversations');
    expect(chat.statusCode).toBe(200);
  });

  it('lets the all-roles demo operator use every desk', async () => {
    const all = await tokenOf('operator@demo.emas.id');
    for (const url of [
      '/v2/operator/withdrawals',
      '/v2/operator/registrations',
      '/v2/operator/news',
    ]) {
      expect((await sendAsOperator(t.app, all, 'GET', url)).statusCode).toBe(200);
    }
  });

  it('ends a disabled operator session and refuses its sign-in after the password', async () => {
    const token = await tokenOf('content@demo.emas.id');
    await t.database.db
      .updateTable('operators')
      .set({ disabled_at_ms: 1n })
      .where('email', '=', 'content@demo.emas.id')
      .execute();
    const me = await sendAsOperator(t.app, token, 'GET', '/v2/operator/me');
    expect(me.json()).toMatchObject({ status: 498 });
    expect((await signIn('content@demo.emas.id')).json()).toMatchObject({
      code: 'OperatorDisabled',
    });
  });
});
