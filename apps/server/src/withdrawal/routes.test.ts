/**
 * Proves the cash-withdrawal calls on SQLite and PostgreSQL: a withdrawal to RPED is held and
 * processing at once; a bank withdrawal waits for its e-mail code, then its SMS code, then is
 * processing; a withdrawal to RPED takes the spec's payload and pays only to the holder's main
 * or verified withdrawal accounts, never to a typed destination; the spec's amount and description rules with their texts; a refused hold
 * (Saldo RPED Tidak Cukup) leaves nothing behind; a repeated request key has one effect; the
 * daily limit; the sweep releases requests whose codes never came; the histories; the
 * operator's settle and reject end a withdrawal exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { simulatedPayout } from './payout/index.ts';
import { rejectWithdrawal, settleWithdrawal, sweepExpiredWithdrawals } from './settlement.ts';
import { withdrawalsForOperator } from './operator-list.ts';
import { get, lastCodeTo, post, rdkBalance, rpedRequest, withdrawalDepsOf } from './test-kit.ts';

const CLIENT = 'client@demo.emas.id';
const CLIENT_PHONE = '081200000001';

describe.each(databaseKinds())('withdrawal calls on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;

  beforeAll(async () => {
    // A limit above the demo balance, so the balance is what refuses (the limit has its own test).
    t = await createTestApp(kind, { payoutDelayMs: 1, withdrawalDailyLimitSen: 10n ** 15n });
    client = await signInAs(t.app, CLIENT);
  });
  afterAll(async () => {
    await t.close();
  });

  const rped = (changes: Record<string, unknown> = {}) =>
    post(t.app, client, '/v2/igx/request_withdrawal', rpedRequest(client, changes));
  const bank = (payload: object) => post(t.app, client, '/v2/bank_account/withdrawal', payload);
  const code = (step: 'email' | 'sms', payload: object) =>
    post(t.app, client, `/v2/bank_account/withdrawal/otp/validate_${step}`, payload);

  /** Moves past the OTP resend cooldown and signs in again (sessions idle out). */
  const later = async (ms: number) => {
    t.clock.advance(ms);
    client = await signInAs(t.app, CLIENT);
  };

  it('holds a withdrawal to RPED and shows it processing', async () => {
    await later(1_000);
    const before = await rdkBalance(t.app, client);
    const response = await rped({ description: '  rent  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      body: {
        message: 'Permintaan penarikan dana berhasil dikirim',
        transaction: {
          status: 'process',
          amount: '100000.00',
          transfer_type: 'rped',
          credit_bank_code: '014',
          credit_bank_name: 'Bank Central Asia',
          credit_no: '5200000001',
          credit_name: 'Citra Lestari',
          debit_bank_code: '037',
          desc: 'rent',
        },
      },
    });
    expect(Number(await rdkBalance(t.app, client))).toBe(Number(before) - 100_000);
    const last = await post(t.app, client, '/v2/igx/last_transactions?skip=0&limit=10&type=bank', {
      user_id: client.userId,
    });
    const id = response.json<{ body: { transaction: { _id: string } } }>().body.transaction._id;
    expect(last.json<{ body: unknown[] }>().body[0]).toMatchObject({
      reff_transaction: id,
      type: 'debit',
      amount: '100000.00',
      kind: 'withdrawal_hold',
    });
    await assertLedgerConsistent(t.database.db);
  });

  it.each([
    [{ amount_idr: 9_999 }, 'Minimal penarikan Rp 10.000'],
    [{ description: 'ab' }, 'Deskripsi minimal 3 karakter'],
    [{ description: 'x'.repeat(41) }, 'Deskripsi maksimal 40 karakter'],
  ])('refuses %j with the spec text', async (changes, text) => {
    const response = await rped(changes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err_message_id: text });
  });

  it('refuses a BI-FAST amount above Rp 250.000.000 and takes it by ETB', async () => {
    const over = await bank({ transfer_type: 'bifast', amount: '250000000.01' });
    expect(over.json()).toMatchObject({ err_message_id: 'Maksimal penarikan Rp 250.000.000' });
    const etb = await bank({ transfer_type: 'etb', amount: '250000001' });
    expect(etb.statusCode).toBe(200);
    await rejectWithdrawal(
      withdrawalDepsOf(t),
      etb.json<{ transaction: { _id: string } }>().transaction._id,
      'test',
    );
  });

  it("pays only to the holder's own verified accounts, never to a typed destination", async () => {
    const typed = await rped({ destination: 'gopay', account_number: '089999999999' });
    expect(typed.statusCode).toBe(422);
    expect((await rped({ account_number: '089999999999' })).statusCode).toBe(422);

    const added = (id: string, accountId: string, status: 'ACCEPTED' | 'PENDING') => ({
      id,
      account_id: accountId,
      bank_code: '008',
      bank_name: 'Bank Mandiri',
      account_no: `1300000${id.length}`,
      account_name: 'Citra Lestari',
      status,
      selfie_file: `${id}.jpg`,
      request_key: `key-${id}`,
      reject_reason: null,
      created_at_ms: BigInt(t.clock.now()),
      reviewed_at_ms: null,
      deleted_at_ms: null,
    });
    const other = await signInAs(t.app, 'client2@demo.emas.id');
    await t.database.db
      .insertInto('bank_accounts')
      .values([
        added('verified-own', client.userId, 'ACCEPTED'),
        added('pending-own', client.userId, 'PENDING'),
        added('verified-other', other.userId, 'ACCEPTED'),
      ])
      .execute();
    for (const id of ['pending-own', 'verified-other', 'no-such-account']) {
      const refused = await rped({ bank_account_id: id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'RPEDNotFound' });
    }

    const chosen = await rped({ bank_account_id: 'verified-own' });
    expect(chosen.statusCode).toBe(200);
    const { transaction } = chosen.json<{
      body: { transaction: { _id: string; credit_bank_name: string; credit_no: string } };
    }>().body;
    expect(transaction).toMatchObject({
      credit_bank_name: 'Bank Mandiri',
      credit_no: added('verified-own', '', 'ACCEPTED').account_no,
    });
    await rejectWithdrawal(withdrawalDepsOf(t), transaction._id, 'test');
  });

  it('refuses bad amounts with 422', async () => {
    expect((await rped({ amount_idr: -5 })).statusCode).toBe(422);
    expect((await rped({ amount_idr: '1e9' })).statusCode).toBe(422);
    expect((await rped({ amount_idr: 10_000.001 })).statusCode).toBe(422);
  });

  it('refuses what the balance cannot pay and leaves nothing behind', async () => {
    const before = await rdkBalance(t.app, client);
    const history = (await get(t.app, client, '/v2/bank_account/withdrawal')).json<{
      transactions: unknown[];
    }>().transactions.length;
    const response = await rped({ amount_idr: '999999999999' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err_message_id: 'Saldo RPED Tidak Cukup' });
    expect(await rdkBalance(t.app, client)).toBe(before);
    const after = await get(t.app, client, '/v2/bank_account/withdrawal');
    expect(after.json<{ transactions: unknown[] }>().transactions).toHaveLength(history);
  });

  it('answers a repeated request key with the same withdrawal, held once', async () => {
    const before = Number(await rdkBalance(t.app, client));
    const payload = { request_key: 'same-key-0001', amount_idr: 20_000 };
    const [first, second] = await Promise.all([rped(payload), rped(payload)]);
    const third = await rped(payload);
    const idOf = (r: typeof first) =>
      r.json<{ body: { transaction: { _id: string } } }>().body.transaction._id;
    expect(idOf(second)).toBe(idOf(first));
    expect(idOf(third)).toBe(idOf(first));
    expect(Number(await rdkBalance(t.app, client))).toBe(before - 20_000);
  });

  it('takes a bank withdrawal through the e-mail code, then the SMS code', async () => {
    await later(61_000);
    const before = Number(await rdkBalance(t.app, client));
    const requested = await bank({ transfer_type: 'bifast', amount: 50_000, description: '' });
    expect(requested.statusCode).toBe(200);
    const { transaction } = requested.json<{
      transaction: { request_key: string; _id: string; otp_step: string; status: string };
    }>();
    expect(transaction).toMatchObject({ otp_step: 'email', status: 'pending' });
    expect(Number(await rdkBalance(t.app, client))).toBe(before - 50_000);
    const key = transaction.request_key;
    expect((await code('sms', { request_key: key, code: '000000' })).json()).toMatchObject({
      code: 'NoActiveOTP',
    });
    const emailCode = lastCodeTo(t.sent, 'email', CLIENT);
    const wrong = emailCode === '111111' ? '222222' : '111111';
    expect((await code('email', { request_key: key, code: wrong })).json()).toMatchObject({
      code: 'OTPInvalid',
      err_message_id: 'Kode Tidak Sesuai, Sisa 2x Kesempatan',
    });
    const afterEmail = await code('email', { request_key: key, code: emailCode });
    expect(afterEmail.json()).toMatchObject({
      transaction: { otp_step: 'sms', status: 'pending' },
    });
    const smsCode = lastCodeTo(t.sent, 'sms', CLIENT_PHONE);
    const done = await code('sms', { request_key: key, code: smsCode });
    expect(done.json()).toMatchObject({
      message: 'Tunggu hingga kami selesai memverifikasi',
      transaction: { otp_step: 'done', status: 'process' },
    });
    const list = await get(t.app, client, '/v2/bank_account/withdrawal');
    expect(
      list
        .json<{ transactions: { _id: string }[] }>()
        .transactions.find((row) => row._id === transaction._id),
    ).toMatchObject({
      status: 'process',
      transfer_type: 'bifast',
      credit_bank_code: '014',
      credit_bank_name: 'Bank Central Asia',
      desc: null,
      amount: '50000.00',
    });
  });

  it('resends a code for the step the withdrawal waits at', async () => {
    await later(61_000);
    const requested = await bank({ transfer_type: 'etb', amount: 10_000 });
    const key = requested.json<{ transaction: { request_key: string } }>().transaction.request_key;
    expect(
      (
        await post(t.app, client, '/v2/bank_account/withdrawal/otp/resend', {
          request_key: key,
          mode: 'sms',
        })
      ).json(),
    ).toMatchObject({ code: 'NoActiveOTP' });
    await later(61_000);
    const resent = await post(t.app, client, '/v2/bank_account/withdrawal/otp/resend', {
      request_key: key,
      mode: 'email',
    });
    expect(resent.statusCode).toBe(200);
    const fresh = lastCodeTo(t.sent, 'email', CLIENT);
    expect((await code('email', { request_key: key, code: fresh })).statusCode).toBe(200);
  });

  it('releases a request whose codes never came once it expires', async () => {
    await later(61_000);
    const before = await rdkBalance(t.app, client);
    const requested = await bank({ transfer_type: 'bifast', amount: 30_000 });
    const { request_key: key, _id: id } = requested.json<{
      transaction: { request_key: string; _id: string };
    }>().transaction;
    expect(await rdkBalance(t.app, client)).not.toBe(before);
    const deps = withdrawalDepsOf(t);
    expect(await sweepExpiredWithdrawals(deps)).toBe(0);
    await later(t.config.withdrawalRequestExpiryMs);
    // This one, and the previous test's, which stopped after its e-mail code (Rp 10.000).
    expect(await sweepExpiredWithdrawals(deps)).toBe(2);
    expect(Number(await rdkBalance(t.app, client))).toBe(Number(before) + 10_000);
    expect(await sweepExpiredWithdrawals(deps)).toBe(0);
    expect((await code('email', { request_key: key, code: '123456' })).json()).toMatchObject({
      code: 'NoActiveOTP',
    });
    const list = await get(t.app, client, '/v2/bank_account/withdrawal');
    const row = list.json<{ transactions: { _id: string; status: string }[] }>().transactions;
    expect(row.find((r) => r._id === id)?.status).toBe('failed');
    await assertLedgerConsistent(t.database.db);
  });

  it('lets the operator settle a processing withdrawal once, and reject another', async () => {
    const bankSim = simulatedPayout({ delayMs: 0, timeoutPercent: 0, failurePercent: 0 });
    const deps = withdrawalDepsOf(t, bankSim);
    const queue = await withdrawalsForOperator(t.database.db, {
      state: 'processing',
      offset: 0,
      limit: 50,
    });
    expect(queue.count).toBeGreaterThanOrEqual(2);
    const [first, second] = queue.rows as [(typeof queue.rows)[0], (typeof queue.rows)[0]];
    expect(first).toMatchObject({
      hin: 'PC00000001',
      fullname: 'Citra Lestari',
      state: 'processing',
    });
    const before = await rdkBalance(t.app, client);
    const [a, b] = await Promise.all([
      settleWithdrawal(deps, first.id),
      settleWithdrawal(deps, first.id),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(a.ok ? a.value.state : b.ok ? b.value.state : null).toBe('success');
    expect(bankSim.payments.size).toBe(1);
    expect(await rdkBalance(t.app, client)).toBe(before);
    expect(await settleWithdrawal(deps, first.id)).toEqual({
      ok: false,
      code: 'WithdrawalNotProcessing',
    });
    const rejected = await rejectWithdrawal(deps, second.id, 'wrong account');
    expect(rejected).toMatchObject({
      ok: true,
      value: { state: 'rejected', failure_reason: 'wrong account' },
    });
    expect(Number(await rdkBalance(t.app, client))).toBe(Number(before) + Number(second.amount));
    expect(await rejectWithdrawal(deps, second.id, 'again')).toMatchObject({ ok: false });
    expect(await settleWithdrawal(deps, 'no-such-id')).toEqual({
      ok: false,
      code: 'WithdrawalNotFound',
    });
    await assertLedgerConsistent(t.database.db);
  });

  it('lists deposits and withdrawals with amount and createdAt', async () => {
    const response = await get(t.app, client, '/v2/abx/account/deposit_withdrawal_history');
    const { data } = response.json<{
      data: {
        deposits: { amount: string }[];
        withdrawals: { amount: string; createdAt: string }[];
      };
    }>();
    expect(data.deposits.length).toBeGreaterThan(0);
    expect(data.withdrawals.length).toBeGreaterThan(3);
    expect(data.withdrawals[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers the credit figures, all zero while no credit is extended', async () => {
    const response = await post(t.app, client, '/v2/igx/credit_information', {
      user_id: client.userId,
    });
    expect(response.json()).toEqual({
      status: 200,
      body: { creditLimit: '0.00', availableCredit: '0.00', settlementOwning: '0.00' },
    });
  });
});

describe.each(databaseKinds())('the daily withdrawal limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { withdrawalDailyLimitSen: 5_000_000n });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes Rp 50.000 a day, counts a rejected one back, and starts again tomorrow', async () => {
    let client = await signInAs(t.app, CLIENT);
    const send = (amount: number) =>
      post(
        t.app,
        client,
        '/v2/igx/request_withdrawal',
        rpedRequest(client, { amount_idr: amount }),
      );
    const first = await send(30_000);
    expect(first.statusCode).toBe(200);
    expect((await send(30_000)).json()).toMatchObject({ code: 'WithdrawalDailyLimitExceeded' });
    expect((await send(20_000)).statusCode).toBe(200);
    const id = first.json<{ body: { transaction: { _id: string } } }>().body.transaction._id;
    await rejectWithdrawal(withdrawalDepsOf(t), id, 'test');
    expect((await send(30_000)).statusCode).toBe(200);
    expect((await send(10_000)).statusCode).toBe(400);
    t.clock.advance(24 * 3_600_000);
    client = await signInAs(t.app, CLIENT);
    expect((await send(50_000)).statusCode).toBe(200);
  });
});
