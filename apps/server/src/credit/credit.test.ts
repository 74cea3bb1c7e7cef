/**
 * Proves credit lines through the API on SQLite and PostgreSQL: a client's request and its
 * rules (one waiting at a time, also when many arrive at once), the operator's approval and
 * rejection (each once, audited), a limit set by HIN that never falls below the credit drawn,
 * the figures the transfer and balance calls show, and who may do what.
 */
import { IDR_ASSET } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { type OperatorMethod, sendAsOperator } from '../test-support/operator-call.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';

const CONCURRENT_REQUESTS = 8;
const DG1 = 5;

type CreditCard = { creditLimit: string; availableCredit: string; settlementOwning: string };

describe.each(databaseKinds())('credit lines on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let client2: SignedIn;
  let operatorToken: string;

  const call = (who: SignedIn, url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { user_id: who.userId, ...payload },
      headers: bearer(who),
    });
  const operatorCall = (method: OperatorMethod, url: string, body?: object, as = operatorToken) =>
    sendAsOperator(t.app, as, method, url, body);
  const creditCard = async (who: SignedIn) =>
    (await call(who, '/v2/igx/credit_information')).json<{ body: CreditCard }>().body;
  const ask = (who: SignedIn, limit: string, reason = 'Modal untuk membeli emas') =>
    call(who, '/v2/igx/credit_request', { credit_limit: limit, reason });
  const pending = async () =>
    (await operatorCall('GET', '/v2/operator/credit-requests?status=pending')).json<{
      data: { count: number; body: { id: string; hin: string; credit_limit: string }[] };
    }>().data;

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
    operatorToken = await signInAsOperator(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows no credit before any is granted', async () => {
    expect(await creditCard(client)).toEqual({
      creditLimit: '0.00',
      availableCredit: '0.00',
      settlementOwning: '0.00',
    });
  });

  it('refuses bad requests with their codes, and other holders and levels', async () => {
    expect((await ask(client, '1000.50')).json()).toMatchObject({
      status: 422,
      err_message: expect.stringContaining('1.000.000.000'),
    });
    expect((await ask(client, 'lots')).json()).toMatchObject({ status: 422 });
    expect((await ask(client, '2000000000')).json()).toMatchObject({ status: 422 });
    expect((await ask(client, '5000000', ' ab ')).json()).toMatchObject({
      status: 422,
      err_message: 'Tell us why you need the credit, in 3 to 200 characters',
    });
    const forOther = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/credit_request',
      payload: { user_id: client2.userId, credit_limit: '5000000', reason: 'Modal usaha' },
      headers: bearer(client),
    });
    expect(forOther.json()).toMatchObject({ status: 403 });
    const ib = await signInAs(t.app, 'ib@demo.emas.id');
    expect((await ask(ib, '5000000')).json()).toMatchObject({ status: 403 });
    expect((await call(ib, '/v2/igx/credit_information')).json()).toMatchObject({ status: 403 });
    expect((await pending()).count).toBe(0);
  });

  it('keeps one request waiting per account, even when many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, () => ask(client, '5000000')),
    );
    const filed = answers.filter((answer) => answer.json<{ status: number }>().status === 200);
    expect(filed).toHaveLength(1);
    for (const answer of answers.filter((a) => !filed.includes(a))) {
      expect(answer.json()).toMatchObject({
        status: 409,
        err_message: 'You already have a credit request waiting for review',
      });
    }
    expect(filed[0]?.json()).toMatchObject({
      body: { credit_limit: '5000000.00', status: 'pending', granted_limit: null },
    });
    const queue = await pending();
    expect(queue.count).toBe(1);
    expect(queue.body[0]).toMatchObject({ hin: 'PC00000001', credit_limit: '5000000.00' });
  });

  it('grants a request once through the exchange, and shows the credit', async () => {
    const before = (await call(client, '/v2/igx/balance')).json<{
      body: { available_trade_bal: string };
    }>().body;
    const [request] = (await pending()).body;
    const approve = () =>
      operatorCall('POST', `/v2/operator/credit-requests/${request?.id}/approve`, {});
    const [first, second] = await Promise.all([approve(), approve()]);
    const answers = [first, second].map((a) => a?.json<{ status: number }>());
    expect(answers.map((a) => a?.status).sort()).toEqual([200, 404]);
    expect(await creditCard(client)).toEqual({
      creditLimit: '5000000.00',
      availableCredit: '5000000.00',
      settlementOwning: '0.00',
    });
    const after = (await call(client, '/v2/igx/balance')).json<{
      body: { available_trade_bal: string; creditLimit: string };
    }>().body;
    expect(Number(after.available_trade_bal) - Number(before.available_trade_bal)).toBe(5_000_000);
    expect(after.creditLimit).toBe('5000000.00');
    const audit = await operatorCall('GET', '/v2/operator/actions?limit=5');
    const actions = audit.json<{ data: { body: { action: string; subject: string }[] } }>().data;
    expect(actions.body.filter((a) => a.action === 'credit.approve')).toHaveLength(1);
    expect(actions.body[0]).toMatchObject({ action: 'credit.approve', subject: request?.id });
  });

  it('rejects a request with its reason, shown to the client', async () => {
    t.clock.advance(60_000);
    const filed = (await ask(client, '9000000')).json<{ body: { id: string } }>().body;
    const reject = await operatorCall('POST', `/v2/operator/credit-requests/${filed.id}/reject`, {
      reason: 'Riwayat transaksi belum cukup',
    });
    expect(reject.json()).toMatchObject({ data: { status: 'rejected' } });
    const again = await operatorCall(
      'POST',
      `/v2/operator/credit-requests/${filed.id}/approve`,
      {},
    );
    expect(again.json()).toMatchObject({ status: 404 });
    const own = (await call(client, '/v2/igx/credit_requests')).json<{
      body: { status: string; reject_reason: string | null }[];
    }>().body;
    expect(own.map((r) => r.status)).toEqual(['rejected', 'approved']);
    expect(own[0]?.reject_reason).toBe('Riwayat transaksi belum cukup');
    expect((await call(client2, '/v2/igx/credit_requests')).json()).toMatchObject({ body: [] });
    expect((await creditCard(client)).creditLimit).toBe('5000000.00');
  });

  it('never sets a limit below the credit drawn by open orders', async () => {
    const { exchange } = t.trading;
    const cash = exchange.balanceMirror(client.userId)?.get(`cash/${IDR_ASSET}`) ?? 0n;
    await exchange.submit({
      kind: 'balance',
      movement: 'hold',
      accountId: client.userId,
      asset: IDR_ASSET,
      amount: cash - 100_000n,
      reference: 'set-aside',
    });
    const placed = await exchange.submit({
      kind: 'place',
      accountId: client.userId,
      contractId: DG1,
      direction: 'buy',
      orderType: 'limit',
      quantityMg: 1_000n,
      limitPriceSen: 100_000_000n,
      validity: 'GTC',
      expiresAtMs: null,
      source: 'client',
    });
    expect(placed).toMatchObject({ ok: true });
    const card = await creditCard(client);
    expect(Number(card.availableCredit)).toBeLessThan(5_000_000);
    expect(card.settlementOwning).toBe('0.00');
    const lower = await operatorCall('POST', '/v2/operator/credit-lines', {
      hin: 'pc00000001',
      credit_limit: '1000',
      reason: 'Penyesuaian risiko',
    });
    expect(lower.json()).toMatchObject({
      status: 409,
      err_message: expect.stringMatching(
        /^The credit limit cannot be lower than the credit in use/,
      ),
    });
    const raise = await operatorCall('POST', '/v2/operator/credit-lines', {
      hin: 'PC00000001',
      credit_limit: '7500000',
      reason: 'Penyesuaian risiko',
    });
    expect(raise.json()).toMatchObject({
      data: { hin: 'PC00000001', credit_limit: '7500000.00', settlement_owing: '0.00' },
    });
    expect((await creditCard(client)).creditLimit).toBe('7500000.00');
    const unknown = await operatorCall('POST', '/v2/operator/credit-lines', {
      hin: 'IB00000001',
      credit_limit: '1000',
      reason: 'Penyesuaian risiko',
    });
    expect(unknown.json()).toMatchObject({ status: 404 });
    await assertLedgerConsistent(t.database.db);
  });

  it('refuses the credit desk to every account token', async () => {
    for (const url of ['/v2/operator/credit-requests']) {
      expect((await operatorCall('GET', url, undefined, client.token)).json()).toMatchObject({
        status: 498,
      });
    }
    const set = await operatorCall(
      'POST',
      '/v2/operator/credit-lines',
      { hin: 'PC00000001', credit_limit: '1', reason: 'abc' },
      client.token,
    );
    expect(set.json()).toMatchObject({ status: 498 });
  });
});
