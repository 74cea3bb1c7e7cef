/**
 * Proves the second approver on money through the API on SQLite and PostgreSQL: below the
 * threshold each money call works as before; at or above it (deposit, adjustment, payout, credit
 * request, credit line) it answers 202 and moves nothing, the asker may not approve
 * (SecondApproverRequired), another finance operator runs it once (two at once: one wins), a
 * rejection ends it; every step is in the audit log and the ledger balances after. Adjustments
 * post once per account and reason and never take free cash below zero. An approval a crash
 * left between its claim and its end is run again at start, and moves money once.
 */
import { IDR_ASSET } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { type OperatorMethod, sendAsOperator } from '../test-support/operator-call.ts';
import { startAppOn } from '../test-support/restart.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';

const ABOVE = '15000000';
const BELOW = '9999999.99';
const HIN = 'PC00000001';

type Waiting = { status: string; id: string };

describe.each(databaseKinds())('second approver on money on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let finance: string;
  let finance2: string;

  const as = (token: string, method: OperatorMethod, url: string, body?: object) =>
    sendAsOperator(t.app, token, method, url, body);
  const cash = () => balanceOf(t.database.db, client.userId, IDR_ASSET, 'cash');
  const deposit = (amount: string, reference: string, token = finance) =>
    as(token, 'POST', '/v2/operator/deposits', { hin: HIN, amount_idr: amount, reference });
  const adjust = (amount: string, reason: string, token = finance) =>
    as(token, 'POST', '/v2/operator/adjustments', { hin: HIN, amount_idr: amount, reason });
  const approve = (id: string, token = finance2) =>
    as(token, 'POST', `/v2/operator/approvals/${id}/approve`);
  const waiting = async () =>
    (await as(finance2, 'GET', '/v2/operator/approvals')).json<{
      data: { count: number; body: { id: string; kind: string; asked_by_you: boolean }[] };
    }>().data;
  const auditOf = async (action: string) =>
    t.database.db
      .selectFrom('operator_actions')
      .select(['operator_id', 'subject', 'detail'])
      .where('action', '=', action)
      .execute();
  const accepted = (response: { statusCode: number; json: () => unknown }): string => {
    expect(response.statusCode).toBe(202);
    const body = response.json() as Waiting;
    expect(body.status).toBe('awaiting_second_approval');
    return body.id;
  };

  beforeAll(async () => {
    // The simulated bank answers at once: a payout's wait is for people, not for this proof.
    t = await createTestApp(kind, { payoutDelayMs: 1 });
    client = await signInAs(t.app, 'client@demo.emas.id');
    finance = await signInAsOperator(t.app, 'finance@demo.emas.id');
    finance2 = await signInAsOperator(t.app, 'finance2@demo.emas.id');
  });
  afterAll(async () => {
    await assertLedgerConsistent(t.database.db);
    await t.close();
  });

  it('credits a deposit below the threshold at once, as before', async () => {
    const before = await cash();
    const response = await deposit(BELOW, 'BCA-below-1');
    expect(response.statusCode).toBe(200);
    expect(await cash()).toBe(before + 999_999_999n);
  });

  it('holds a deposit at the threshold for another finance operator, who credits it once', async () => {
    const before = await cash();
    const id = accepted(await deposit(ABOVE, 'BCA-above-1'));
    expect(accepted(await deposit(ABOVE, 'BCA-above-1'))).toBe(id);
    expect(await cash()).toBe(before);
    const mine = await as(finance, 'GET', '/v2/operator/approvals');
    expect(mine.json()).toMatchObject({
      data: { body: [{ id, kind: 'deposit', subject: HIN, asked_by_you: true }] },
    });
    const own = await approve(id, finance);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ err_message: expect.stringContaining('Another finance') });
    const [first, second] = await Promise.all([approve(id), approve(id, finance2)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 404]);
    expect(await cash()).toBe(before + 1_500_000_000n);
    expect((await waiting()).body.find((row) => row.id === id)).toBeUndefined();
    expect((await approve(id)).statusCode).toBe(404);
    const asked = (await auditOf('approval.ask')).find((row) => row.detail.includes(id));
    const approved = (await auditOf('approval.approve')).find((row) => row.detail.includes(id));
    expect(asked?.subject).toBe(HIN);
    expect(approved?.detail).toContain('deposit.credit');
    expect(asked?.operator_id).not.toBe(approved?.operator_id);
  });

  it('ends a rejected approval with its reason and moves nothing', async () => {
    const before = await cash();
    const id = accepted(await adjust('-12000000', 'Koreksi setoran ganda'));
    const rejected = await as(finance2, 'POST', `/v2/operator/approvals/${id}/reject`, {
      reason: 'Tidak ada bukti',
    });
    expect(rejected.json()).toMatchObject({ data: { id, status: 'rejected' } });
    expect((await approve(id)).statusCode).toBe(404);
    expect(await cash()).toBe(before);
    expect((await auditOf('approval.reject')).some((row) => row.detail.includes(id))).toBe(true);
  });

  it('posts an adjustment once per account and reason, never below zero free cash', async () => {
    const before = await cash();
    const credit = await adjust('250000.50', 'Refund biaya bank');
    expect(credit.json()).toMatchObject({ data: { hin: HIN, amount_idr: '250000.50' } });
    expect((await adjust('250000.50', 'Refund biaya bank')).statusCode).toBe(200);
    expect(await cash()).toBe(before + 25_000_050n);
    expect((await adjust('1', 'Refund biaya bank')).statusCode).toBe(409);
    expect(await adjust('0', 'Nol')).toMatchObject({ statusCode: 422 });
    const overdraw = accepted(await adjust('-2000000000', 'Debit melebihi saldo'));
    const refused = await approve(overdraw);
    expect(refused.json()).toMatchObject({ status: 400, code: 'InsufficientBalance' });
    expect((await waiting()).body.some((row) => row.id === overdraw)).toBe(true);
    expect(await cash()).toBe(before + 25_000_050n);
    expect((await auditOf('cash.adjust')).length).toBe(2);
  });

  it('holds a payout at the threshold and pays it once on the second approval', async () => {
    const requested = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/request_withdrawal',
      payload: { user_id: client.userId, amount_idr: 15_000_000 },
      headers: bearer(client),
    });
    const withdrawalId = requested.json<{ body: { transaction: { _id: string } } }>().body
      .transaction._id;
    const id = accepted(
      await as(finance, 'POST', `/v2/operator/withdrawals/${withdrawalId}/settle`),
    );
    const paid = await approve(id);
    expect(paid.json()).toMatchObject({
      data: { outcome: { id: withdrawalId, state: 'success' } },
    });
    const row = await t.database.db
      .selectFrom('withdrawals')
      .select(['state', 'payout_attempts'])
      .where('id', '=', withdrawalId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'success', payout_attempts: 1n });
  });

  it('holds credit limits at the threshold: a request granted and a line set', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/credit_request',
      payload: { user_id: client.userId, credit_limit: '20000000', reason: 'Modal usaha emas' },
      headers: bearer(client),
    });
    const requestId = asked.json<{ body: { id: string } }>().body.id;
    const grantId = accepted(
      await as(finance, 'POST', `/v2/operator/credit-requests/${requestId}/approve`, {
        credit_limit: null,
      }),
    );
    expect((await approve(grantId)).json()).toMatchObject({
      data: { outcome: { id: requestId, status: 'approved' } },
    });
    const small = await as(finance, 'POST', '/v2/operator/credit-lines', {
      hin: 'PC00000002',
      credit_limit: '5000000',
      reason: 'Batas awal',
    });
    expect(small.statusCode).toBe(200);
    const lineId = accepted(
      await as(finance, 'POST', '/v2/operator/credit-lines', {
        hin: 'PC00000002',
        credit_limit: '30000000',
        reason: 'Batas naik',
      }),
    );
    expect((await approve(lineId)).json()).toMatchObject({
      data: { outcome: { hin: 'PC00000002', credit_limit: '30000000.00' } },
    });
  });

  it('runs an approval a crash left approving once at restart, moving money once', async () => {
    const before = await cash();
    const credited = accepted(await deposit(ABOVE, 'BCA-crash-1'));
    expect((await approve(credited)).statusCode).toBe(200);
    const adjusted = accepted(await adjust('11000000', 'Koreksi sebelum crash'));
    // A crash after the exchange committed the deposit, before its approval ended; and one
    // right after the adjustment's claim, before the exchange saw it.
    const approving = { status: 'approving' as const, open_key: null };
    await t.database.db
      .updateTable('approvals')
      .set(approving)
      .where('id', '=', credited)
      .execute();
    await t.database.db
      .updateTable('approvals')
      .set(approving)
      .where('id', '=', adjusted)
      .execute();
    await t.app.close();
    const restarted = await startAppOn(t.database, t.clock);
    await restarted.close();
    const statuses = await t.database.db
      .selectFrom('approvals')
      .select('status')
      .where('id', 'in', [credited, adjusted])
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'approved']);
    expect(await cash()).toBe(before + 1_500_000_000n + 1_100_000_000n);
  });
});
