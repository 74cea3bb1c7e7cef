/**
 * Proves the trade confirmation calls on SQLite and PostgreSQL, on a trade made through the
 * real exchange: the PDF is a real four-page PDF for each party's side, and for the ib, fm and
 * ccp above them; anyone else, and a party asking for the other side, is refused; an id with no
 * committed trade answers FileNotExist; the /invoice data answers the trade's own figures for a
 * party's token and refuses a bad, foreign or missing token alike, never cached.
 */
import { oneGramBuyFigures } from '@emas/api/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { placeLimitOrder } from '../test-support/orders.ts';
import { pageCount, pdfText } from '../test-support/pdf-text.ts';

const INVOICE = '/v2/igx/reports/pdf/transaction_invoice';

describe.each(databaseKinds())('trade confirmation on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let tradeId: string;
  const signedIn = new Map<string, SignedIn>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signInAs(t.app, 'client@demo.emas.id');
    seller = await signInAs(t.app, 'client2@demo.emas.id');
    signedIn.set('client', buyer);
    signedIn.set('client2', seller);
    signedIn.set('pospay', await signInAs(t.app, 'pospay@demo.emas.id', 'pospaygold'));
    for (const level of ['ib', 'fm', 'ccp', 'lp']) {
      signedIn.set(level, await signInAs(t.app, `${level}@demo.emas.id`));
    }
    await placeLimitOrder(t.app, seller, 'sell', '1', '1192800.00');
    expect((await placeLimitOrder(t.app, buyer, 'buy', '1', '1200000.00')).outcome).toBe('fill');
    const trade = await t.database.db.selectFrom('trades').select('id').executeTakeFirstOrThrow();
    tradeId = trade.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const invoice = (who: string, direction: string, id = tradeId) =>
    t.app.inject({
      method: 'POST',
      url: INVOICE,
      headers: bearer(signedIn.get(who) as SignedIn),
      payload: { order_match_id: id, direction },
    });

  it.each([
    ['the buyer', 'client', 'buy'],
    ['the seller', 'client2', 'sell'],
    ['the ib above both', 'ib', 'buy'],
    ['the fm above the ib', 'fm', 'sell'],
    ['the ccp', 'ccp', 'buy'],
  ])('gives %s a four-page PDF as bytes', async (_name, who, direction) => {
    const response = await invoice(who, direction);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ status: number; body: { type: string; data: number[] } }>();
    expect(answer.status).toBe(200);
    expect(answer.body.type).toBe('Buffer');
    const pdf = Buffer.from(answer.body.data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(4);
    expect(pdf.toString('latin1')).toContain(`-${direction === 'buy' ? 'B' : 'S'})`);
  });

  it('writes the trade into the PDF: both versions, parties, figures, statuses and footers', async () => {
    const answer = (await invoice('client', 'buy')).json<{ body: { data: number[] } }>();
    const text = pdfText(Buffer.from(answer.body.data));
    for (const expected of [
      'KONFIRMASI TRANSAKSI - BELI',
      'TRADE CONFIRMATION - BUY',
      'Citra Lestari',
      'Dewi Anggraini',
      'DG1 - Emas 1 gram Pool',
      'Rp 1.192.800,00',
      'Biaya Eksekusi 1%',
      'Execution Fee 1%',
      'Rp 11.928,00',
      'Pajak 0,11%',
      'Tax 0.11%',
      'Rp 1.312,08',
      'Rp 1.206.040,08',
      '$85.20',
      '$0.852',
      '$86.15',
      'Immediate settlement by payment',
      'Deposited',
      'Jakarta',
      'A confirmation sent by post costs USD 2.',
      'Page 1/4',
      'Page 4/4',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Document ID: TC-20261124-\d{8}-B/);
    expect(text).not.toContain('of the fee');
  });

  it.each([
    ['the lp (not a party here)', 'lp', 'buy'],
    ['a client of another broker', 'pospay', 'sell'],
    ['the buyer asking for the seller’s side', 'client', 'sell'],
    ['the seller asking for the buyer’s side', 'client2', 'buy'],
  ])('refuses %s', async (_name, who, direction) => {
    const response = await invoice(who, direction);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'AccessDenied', iserror: true });
  });

  it('answers FileNotExist for an id with no committed trade', async () => {
    const response = await invoice('client', 'buy', 'ffffffffffff0000nottraded');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'FileNotExist',
      err_message_id: 'Dokumen sedang dipersiapkan. Silakan coba lagi dalam 1-2 menit.',
    });
  });

  it('needs a session for the PDF', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: INVOICE,
      payload: { order_match_id: tradeId, direction: 'buy' },
    });
    expect(response.json()).toMatchObject({ status: 498 });
  });

  const confirmationData = (token: string, direction = 'buy', id = tradeId) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/trade/confirmation_data?order_match_id=${id}&direction=${direction}&token=${token}`,
    });

  it('answers the /invoice data for a party’s token, with the trade’s own figures', async () => {
    const response = await confirmationData(buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { body } = response.json();
    expect(body).toMatchObject({
      direction: 'buy',
      buy: { name: 'Citra Lestari', hin: 'PC00000001' },
      sell: { name: 'Dewi Anggraini', hin: 'PC00000002' },
      document: { document_buy: true },
      trade: {
        logos: { exchange: 'exchange', clearing: 'clearing', broker: 'metalgo' },
        contract_code: 'DG1',
        contract_type: 'Emas Digital',
      },
      transaction: { transaction_id: tradeId, hin: 'PC00000001', ...oneGramBuyFigures },
    });
    expect(body.document.document_id).toMatch(/^TC-20261124-\d{8}-B$/);
  });

  it('gives the seller its own total', async () => {
    const response = await confirmationData(seller.token, 'sell');
    expect(response.statusCode).toBe(200);
    expect(response.json().body.transaction).toMatchObject({
      hin: 'PC00000002',
      total_idr: '1179559.92',
    });
  });

  it.each([
    ['a made-up token', () => 'x'.repeat(40)],
    ['a token of no party', () => (signedIn.get('pospay') as SignedIn).token],
    ['a party’s token on the other side', () => seller.token],
  ])('refuses %s, showing nothing', async (_name, token) => {
    const response = await confirmationData(token());
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json();
    expect(answer).toMatchObject({ code: 'AccessDenied' });
    expect(JSON.stringify(answer)).not.toContain('Citra');
  });

  it('refuses a missing token as a bad request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/trade/confirmation_data?order_match_id=${tradeId}&direction=buy`,
    });
    expect(response.statusCode).toBe(422);
  });

  it('refuses the token of a signed-out session', async () => {
    const ib = await signInAs(t.app, 'ib@demo.emas.id');
    expect((await confirmationData(ib.token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v2/user/logout', headers: bearer(ib) });
    expect((await confirmationData(ib.token)).statusCode).toBe(403);
  });
});
