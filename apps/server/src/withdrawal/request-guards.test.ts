/**
 * Proves on SQLite and PostgreSQL (issue 20, items 12 and 25) that a request key means one
 * request: a bank withdrawal reusing an earlier withdrawal's key is a conflict, not that earlier
 * withdrawal; and that a bank withdrawal whose e-mail code is still in its cooldown is refused
 * before anything is written, rather than recorded as a failure the client did not cause.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { rejectWithdrawal } from './settlement.ts';
import { post, rdkBalance, rpedRequest, withdrawalDepsOf } from './test-kit.ts';

const CLIENT = 'client@demo.emas.id';

describe.each(databaseKinds())('withdrawal request guards on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { withdrawalDailyLimitSen: 10n ** 15n });
    client = await signInAs(t.app, CLIENT);
  });
  afterAll(async () => {
    await t.close();
  });

  const bank = (payload: object) => post(t.app, client, '/v2/bank_account/withdrawal', payload);
  const rowsOfClient = async () =>
    t.database.db
      .selectFrom('withdrawals')
      .select(['id', 'state'])
      .where('account_id', '=', client.userId)
      .execute();
  const idOf = (response: { json: <T>() => T }) =>
    response.json<{ transaction: { _id: string } }>().transaction._id;

  it('refuses a BI-FAST request that reuses a cash withdrawal key (409), moving nothing', async () => {
    const first = await post(
      t.app,
      client,
      '/v2/igx/request_withdrawal',
      rpedRequest(client, { amount_idr: 20_000, request_key: 'reused-key-0001' }),
    );
    expect(first.statusCode).toBe(200);
    const before = await rdkBalance(t.app, client);
    const rows = (await rowsOfClient()).length;
    const reused = await bank({
      transfer_type: 'bifast',
      amount: 30_000,
      request_key: 'reused-key-0001',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'WithdrawalRequestKeyReused' });
    expect(await rdkBalance(t.app, client)).toBe(before);
    expect(await rowsOfClient()).toHaveLength(rows);
    await rejectWithdrawal(
      withdrawalDepsOf(t),
      first.json<{ body: { transaction: { _id: string } } }>().body.transaction._id,
      'test',
    );
  });

  it('refuses a second bank withdrawal within the code cooldown before writing it', async () => {
    t.clock.advance(61_000);
    client = await signInAs(t.app, CLIENT);
    const first = await bank({ transfer_type: 'bifast', amount: 10_000 });
    expect(first.statusCode).toBe(200);
    const before = await rdkBalance(t.app, client);
    const rows = await rowsOfClient();
    const second = await bank({ transfer_type: 'bifast', amount: 15_000 });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'OTPInCooldown' });
    // Nothing written: no row (no 'Gagal' in the list), no hold, the balance as it was.
    expect(await rowsOfClient()).toEqual(rows);
    expect(await rdkBalance(t.app, client)).toBe(before);
    // After the cooldown the same request goes through and waits for its code.
    t.clock.advance(61_000);
    client = await signInAs(t.app, CLIENT);
    const later = await bank({ transfer_type: 'bifast', amount: 15_000 });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ transaction: { otp_step: 'email', status: 'pending' } });
    for (const response of [first, later]) {
      await rejectWithdrawal(withdrawalDepsOf(t), idOf(response), 'test');
    }
  });
});
