/**
 * Proves Help's calls on SQLite and PostgreSQL: the caller's notices newest first with their
 * unread count, another account's invisible and not markable; read one and read all; the
 * Quick Guide and Brochure served as PDFs; a support request checked, stored, listed, answered
 * once by an operator in the console (audited, noticed and e-mailed); and that a fill, a
 * withdrawal paid out and a shipment advanced each leave a notice for their account.
 */
import { contractById } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT,
  CLIENT2,
  type BankTest,
  QUICK_MONEY_MOVES,
  createBankTest,
} from '../bank-accounts/test-kit.ts';
import { BANDUNG, countedCharges, metal, requestShipment } from '../bullion/test-kit.ts';
import { databaseKinds } from '../test-support/harness.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { rpedRequest } from '../withdrawal/test-kit.ts';
import { recordNotice } from './index.ts';

const OPERATOR_EMAIL = 'operator@demo.emas.id';
const DG100 = 1;

type NoticesAnswer = {
  data: {
    count: number;
    unread: number;
    body: { id: string; kind: string; params: Record<string, string>; read_at: string | null }[];
  };
};

/** Waits for work that follows a commit (the fill watch) to land; fails after a second. */
const eventually = async (check: () => Promise<boolean>): Promise<void> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((wake) => setTimeout(wake, 10));
  }
  throw new Error('the condition never held');
};

describe.each(databaseKinds())('help calls on %s', (kind) => {
  let t: BankTest;
  let client: SignedIn;
  let client2: SignedIn;
  let operatorToken: string;

  const get = (who: SignedIn, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who) });
  const post = (who: SignedIn, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(who) });
  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${operatorToken}` } });
  const noticesOf = async (who: SignedIn, query = '') =>
    (await get(who, `/v2/help/notices${query}`)).json<NoticesAnswer>().data;
  const kindsOf = async (who: SignedIn) =>
    (await noticesOf(who, '?limit=50')).body.map((notice) => notice.kind);
  const answer = (id: string, text: string) =>
    operator('POST', `/v2/operator/support_requests/${id}/answer`, { answer: text });

  beforeAll(async () => {
    t = await createBankTest(kind, QUICK_MONEY_MOVES);
    client = await signInAs(t.app, CLIENT.email);
    client2 = await signInAs(t.app, CLIENT2.email);
    operatorToken = await signInAsOperator(t.app, OPERATOR_EMAIL);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the caller its own notices, newest first, with the unread count', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/help/notices' })).statusCode).toBe(401);
    const db = t.database.db;
    const base = t.clock.now();
    const first = { accountId: client.userId, kind: 'password_changed' as const, params: {} };
    await recordNotice(db, first, new Date(base));
    const later = {
      accountId: client.userId,
      kind: 'shipment' as const,
      params: { status: '002' },
    };
    await recordNotice(db, later, new Date(base + 1000));
    const foreign = { accountId: client2.userId, kind: 'password_changed' as const, params: {} };
    await recordNotice(db, foreign, new Date(base));

    const mine = await noticesOf(client);
    expect(mine).toMatchObject({ count: 2, unread: 2 });
    expect(mine.body.map((notice) => notice.kind)).toEqual(['shipment', 'password_changed']);
    expect(mine.body[0]?.params).toEqual({ status: '002' });
    const paged = await noticesOf(client, '?offset=1&limit=1');
    expect(paged.body.map((notice) => notice.kind)).toEqual(['password_changed']);

    const theirs = (await noticesOf(client2)).body;
    expect(theirs).toHaveLength(1);
    const refused = await post(client, '/v2/help/notices/read', { notice_id: theirs[0]?.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NoticeNotFound' });
    expect((await noticesOf(client2)).unread).toBe(1);
  });

  it('marks one notice read, then all of them', async () => {
    const [newest] = (await noticesOf(client)).body;
    const one = await post(client, '/v2/help/notices/read', { notice_id: newest?.id });
    expect(one.json()).toEqual({ status: 200, data: { unread: 1 } });
    const after = await noticesOf(client);
    expect(after.body[0]?.read_at).not.toBeNull();
    expect(after.body[1]?.read_at).toBeNull();
    const all = await post(client, '/v2/help/notices/read', {});
    expect(all.json()).toEqual({ status: 200, data: { unread: 0 } });
    expect((await noticesOf(client2)).unread).toBe(1);
  });

  it.each([
    ['quick-guide', 'en'],
    ['quick-guide', 'id'],
    ['brochure', 'id'],
  ])('serves the %s in %s as a PDF without a session', async (document, lang) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/help/documents/${document}?lang=${lang}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`emas-${document}-${lang}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(2000);
  });

  it('refuses an unknown document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/help/documents/secrets' });
    expect(response.statusCode).toBe(422);
  });

  it('refuses a support request with a bad topic or a message out of its limits', async () => {
    const short = await post(client, '/v2/help/support_requests', {
      topic: 'general',
      message: '   too short  ',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'SupportMessageInvalid',
      err_message: 'Please write your message in 10 to 2000 characters.',
    });
    const topic = await post(client, '/v2/help/support_requests', {
      topic: 'billing',
      message: 'A message long enough to send.',
    });
    expect(topic.statusCode).toBe(422);
    const nul = await post(client, '/v2/help/support_requests', {
      topic: 'general',
      message: 'Hello\u0000 there, world',
    });
    expect(nul.statusCode).toBe(422);
  });

  it('stores a request, lists it to its sender only, and has an operator answer it once', async () => {
    const message = 'How do I change the bank account\nfor my withdrawals?';
    const sent = await post(client, '/v2/help/support_requests', {
      topic: 'tech_support',
      message,
    });
    expect(sent.statusCode).toBe(200);
    const request = sent.json<{ data: { id: string } }>().data;
    expect(request).toMatchObject({ topic: 'tech_support', message, state: 'open', answer: null });
    const listed = (await get(client, '/v2/help/support_requests')).json().data;
    expect(listed).toMatchObject({ count: 1, body: [{ id: request.id }] });
    expect((await get(client2, '/v2/help/support_requests')).json().data.count).toBe(0);

    // An account's token is no operator's: the console answers it nothing.
    const byClient = await post(client, `/v2/operator/support_requests/${request.id}/answer`, {
      answer: 'Answering myself',
    });
    expect(byClient.statusCode).toBe(401);
    const open = (await operator('GET', '/v2/operator/support_requests')).json().data;
    expect(open.body).toContainEqual(
      expect.objectContaining({ id: request.id, hin: 'PC00000001', email: CLIENT.email }),
    );
    expect((await answer(request.id, ' ')).json()).toMatchObject({ code: 'SupportAnswerInvalid' });

    const reply = 'Open Settings > KELOLA REKENING and add the new account.';
    const sentBefore = t.sent.length;
    const answered = await answer(request.id, reply);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ state: 'answered', answer: reply });
    const again = await answer(request.id, 'Another answer');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SupportRequestAnswered' });
    expect((await answer('nope', 'Anything')).json()).toMatchObject({
      code: 'SupportRequestNotFound',
    });

    expect((await get(client, '/v2/help/support_requests')).json().data.body[0]).toMatchObject({
      state: 'answered',
      answer: reply,
    });
    const notices = (await noticesOf(client)).body;
    expect(notices.find((notice) => notice.kind === 'support_answer')).toMatchObject({
      kind: 'support_answer',
      params: { request_id: request.id, topic: 'tech_support', answer: reply },
      read_at: null,
    });
    const mail = t.sent.slice(sentBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', to: CLIENT.email });
    expect(mail[0]?.text).toContain(reply);
    const [action] = (await operator('GET', '/v2/operator/actions?limit=1')).json().data.body;
    expect(action).toMatchObject({ action: 'support_request.answer', subject: request.id });
    const done = await operator('GET', '/v2/operator/support_requests?state=answered');
    expect(done.json().data.body[0]).toMatchObject({
      id: request.id,
      answered_by: expect.any(String),
    });
  });

  it('leaves a fill notice for both sides of a trade', async () => {
    const contract = contractById(DG100);
    if (contract === undefined) throw new Error('no DG100');
    const perGram = t.marketData.referenceFeed.current().idrSenPerGram;
    const priceSen = (perGram * contract.weightMg) / 1000n;
    const order = (accountId: string, direction: 'buy' | 'sell') =>
      t.trading.exchange.submit({
        kind: 'place',
        accountId,
        contractId: DG100,
        direction,
        orderType: 'limit',
        quantityMg: contract.weightMg,
        limitPriceSen: priceSen,
        validity: 'GTC',
        expiresAtMs: null,
        source: 'client',
      });
    expect((await order(client2.userId, 'sell')).ok).toBe(true);
    expect((await order(client.userId, 'buy')).ok).toBe(true);
    await eventually(async () => (await kindsOf(client)).includes('order_fill'));
    const fill = (await noticesOf(client)).body.find((notice) => notice.kind === 'order_fill');
    expect(fill?.params).toMatchObject({
      direction: 'buy',
      contract_id: String(DG100),
      quantity_mg: String(contract.weightMg),
      price_sen: String(priceSen),
    });
    await eventually(async () => (await kindsOf(client2)).includes('order_fill'));
  });

  it('leaves a notice when a withdrawal is paid out and when one is rejected', async () => {
    const withdraw = async () => {
      const body = rpedRequest(client, { amount_idr: 250_000 });
      const response = await post(client, '/v2/igx/request_withdrawal', body);
      expect(response.statusCode).toBe(200);
      return response.json<{ body: { transaction: { _id: string } } }>().body.transaction._id;
    };
    const paid = await withdraw();
    const settled = await operator('POST', `/v2/operator/withdrawals/${paid}/settle`);
    expect(settled.statusCode).toBe(200);
    const rejected = await withdraw();
    const reason = { reason: 'Account name differs' };
    const refused = await operator('POST', `/v2/operator/withdrawals/${rejected}/reject`, reason);
    expect(refused.statusCode).toBe(200);
    const withdrawals = (await noticesOf(client, '?limit=50')).body.filter(
      (notice) => notice.kind === 'withdrawal',
    );
    expect(withdrawals.map((notice) => notice.params)).toEqual([
      { outcome: 'rejected', amount_sen: '25000000', reason: 'Account name differs' },
      { outcome: 'paid', amount_sen: '25000000', withdrawal_id: paid },
    ]);
  });

  it('leaves a notice for each step a shipment is advanced', async () => {
    const charges = await countedCharges(t.app, client, 100_000n);
    const metalInfo = [metal(DG100, 1, 100)];
    const requested = await requestShipment(t.app, client, metalInfo, charges, BANDUNG);
    expect(requested.statusCode).toBe(200);
    const [shipment] = (await operator('GET', '/v2/operator/shipments')).json().data.body;
    const url = `/v2/operator/shipments/${shipment.id}/advance`;
    await operator('POST', url, { receipt_number: null });
    await operator('POST', url, { receipt_number: null });
    const shipped = (await noticesOf(client, '?limit=50')).body.filter(
      (notice) => notice.params['transaction_id'] === shipment.transaction_id,
    );
    expect(shipped.map((notice) => [notice.kind, notice.params['status']])).toEqual([
      ['shipment', '003'],
      ['shipment', '002'],
    ]);
    expect(await kindsOf(client2)).not.toContain('shipment');
  });
});
