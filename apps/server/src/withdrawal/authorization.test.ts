/**
 * Proves who may touch which withdrawal, on SQLite and PostgreSQL: another account's
 * withdrawals are invisible (histories) and untouchable (its request key answers
 * WithdrawalNotFound, its user_id AccessDenied); ib, fm and ccp cannot withdraw; every call
 * needs a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { get, post, rpedRequest } from './test-kit.ts';

type Listed = { transactions: { _id: string }[] };

describe.each(databaseKinds())('withdrawal authorization on %s', (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  let ownerKey: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signInAs(t.app, 'client@demo.emas.id');
    other = await signInAs(t.app, 'client2@demo.emas.id');
    const requested = await post(t.app, owner, '/v2/bank_account/withdrawal', {
      transfer_type: 'bifast',
      amount: 25_000,
      request_key: 'owner-key-0001',
    });
    ({ request_key: ownerKey, _id: ownerId } = requested.json<{
      transaction: { request_key: string; _id: string };
    }>().transaction);
  });
  afterAll(async () => {
    await t.close();
  });

  it("hides an account's withdrawals from another", async () => {
    const mine = (await get(t.app, owner, '/v2/bank_account/withdrawal')).json<Listed>();
    expect(mine.transactions.map((row) => row._id)).toContain(ownerId);
    const theirs = (await get(t.app, other, '/v2/bank_account/withdrawal')).json<Listed>();
    expect(theirs.transactions.map((row) => row._id)).not.toContain(ownerId);
    const history = await get(t.app, other, '/v2/abx/account/deposit_withdrawal_history');
    expect(JSON.stringify(history.json())).not.toContain(ownerId);
  });

  it("cannot validate, resend or reuse another account's request", async () => {
    for (const step of ['validate_email', 'validate_sms']) {
      const response = await post(t.app, other, `/v2/bank_account/withdrawal/otp/${step}`, {
        request_key: ownerKey,
        code: '123456',
      });
      expect(response.json()).toMatchObject({ code: 'WithdrawalNotFound' });
    }
    const resend = await post(t.app, other, '/v2/bank_account/withdrawal/otp/resend', {
      request_key: ownerKey,
      mode: 'email',
    });
    expect(resend.json()).toMatchObject({ code: 'WithdrawalNotFound' });
    // The same key from another account is that account's own request, not the owner's.
    const reused = await post(t.app, other, '/v2/bank_account/withdrawal', {
      transfer_type: 'bifast',
      amount: 25_000,
      request_key: ownerKey,
    });
    expect(reused.json<{ transaction: { _id: string } }>().transaction._id).not.toBe(ownerId);
  });

  it("refuses another account's user_id", async () => {
    for (const url of ['/v2/igx/request_withdrawal', '/v2/igx/last_transactions']) {
      const payload = url.endsWith('request_withdrawal')
        ? rpedRequest(other, { user_id: owner.userId })
        : { user_id: owner.userId };
      const response = await post(t.app, other, url, payload);
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    const credit = await post(t.app, other, '/v2/igx/credit_information', {
      user_id: owner.userId,
    });
    expect(credit.statusCode).toBe(403);
  });

  it.each(['ib@demo.emas.id', 'fm@demo.emas.id', 'ccp@demo.emas.id'])(
    'refuses a withdrawal by %s',
    async (email) => {
      const broker = await signInAs(t.app, email);
      const rped = await post(t.app, broker, '/v2/igx/request_withdrawal', rpedRequest(broker));
      expect(rped.statusCode).toBe(403);
      const bank = await post(t.app, broker, '/v2/bank_account/withdrawal', {
        transfer_type: 'bifast',
        amount: 25_000,
      });
      expect(bank.statusCode).toBe(403);
    },
  );

  it('lets the lp withdraw', async () => {
    const lp = await signInAs(t.app, 'lp@demo.emas.id');
    const response = await post(t.app, lp, '/v2/igx/request_withdrawal', rpedRequest(lp));
    expect(response.statusCode).toBe(200);
  });

  it('needs a session for every call', async () => {
    const code = { request_key: ownerKey, code: '123456' };
    const calls: [string, string, object | undefined][] = [
      ['POST', '/v2/igx/request_withdrawal', rpedRequest(owner)],
      ['POST', '/v2/bank_account/withdrawal', { transfer_type: 'etb', amount: 10_000 }],
      ['POST', '/v2/bank_account/withdrawal/otp/validate_email', code],
      ['POST', '/v2/bank_account/withdrawal/otp/validate_sms', code],
      ['POST', '/v2/bank_account/withdrawal/otp/resend', { request_key: ownerKey, mode: 'sms' }],
      ['GET', '/v2/bank_account/withdrawal', undefined],
      ['POST', '/v2/igx/last_transactions', { user_id: owner.userId }],
      ['GET', '/v2/abx/account/deposit_withdrawal_history', undefined],
      ['POST', '/v2/igx/credit_information', { user_id: owner.userId }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({ method: method as 'GET' | 'POST', url, payload });
      expect([url, response.json<{ status: number }>().status]).toEqual([url, 498]);
    }
  });
});
