/**
 * Proves the account statement on SQLite and PostgreSQL over money moved by the real exchange:
 * a client's month with its opening funds, a buy with its fee and tax and a paid withdrawal,
 * then the next months' sale with its storage fee, read back from the PDF's own text (opening,
 * each movement, closing and the subtotals, in Indonesian and in English); the broker's
 * letterhead; an ib's own empty statement; and the refusals: a range backwards, past today or
 * longer than a year, a malformed date, and no session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_MONEY_MOVES } from '../bank-accounts/test-kit.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { placeLimitOrder } from '../test-support/orders.ts';
import { pageCount, pdfText } from '../test-support/pdf-text.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { rpedRequest } from '../withdrawal/test-kit.ts';

const DAY_MS = 86_400_000;
/** Sessions outlive the test's 73-day jump to the sale. */
const LONG_SESSION_MS = 100 * DAY_MS;

describe.each(databaseKinds())('account statement on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;

  const statement = (who: SignedIn | null, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/igx/statement?${query}`,
      headers: who === null ? {} : bearer(who),
    });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      ...QUICK_MONEY_MOVES,
      sessionIdleMs: LONG_SESSION_MS,
      sessionAbsoluteMs: LONG_SESSION_MS,
    });
    // A second after the seed's opening funds, so the ledger has them first.
    t.clock.advance(1_000);
    client = await signInAs(t.app, 'client@demo.emas.id');
    const client2 = await signInAs(t.app, 'client2@demo.emas.id');
    // 24 November 2026, 10:00: client buys 1 g of DG1 and has Rp 250.000 paid out to its RPED account.
    await placeLimitOrder(t.app, client2, 'sell', '1', '1192000');
    await placeLimitOrder(t.app, client, 'buy', '1', '1192000');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/request_withdrawal',
      headers: bearer(client),
      payload: rpedRequest(client, { amount_idr: 250_000 }),
    });
    const withdrawalId = requested.json().body.transaction._id as string;
    const operator = await signInAsOperator(t.app);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/v2/operator/withdrawals/${withdrawalId}/settle`,
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // 5 February 2027, 73 days on: the gram sells with 0.4% storage fee.
    t.clock.advance(73 * DAY_MS);
    await placeLimitOrder(t.app, client2, 'buy', '1', '1195000');
    await placeLimitOrder(t.app, client, 'sell', '1', '1195000');
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the month of the buy and the withdrawal, in Indonesian, from opening to closing', async () => {
    const response = await statement(client, 'from=2026-11-01&to=2026-11-30&lang=id');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-PC00000001-2026-11-01-2026-11-30.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'ABI KB - METALGO+',
      'Laporan Rekening',
      'Citra Lestari',
      'PC00000001',
      '1 November 2026 s.d. 30 November 2026',
      // Cash: opening, in (the demo's opening funds), out, closing.
      'Kas (Rupiah)',
      'Rp 0,00',
      'Rp 1.000.011.000,00',
      'Rp 1.455.231,20',
      'Rp 998.555.768,80',
      // DG1: the seeded 10 g and the gram bought.
      'DG1 - Emas 1 gram Pool',
      '11,000 g',
      'Dana awal',
      'Beli DG1 - Emas 1 gram Pool',
      '-Rp 1.192.000,00',
      '+1,000 g',
      'Biaya transaksi',
      '-Rp 11.920,00',
      '-Rp 1.311,20',
      'Cashback',
      '+Rp 11.000,00',
      'Penarikan dana',
      '-Rp 250.000,00',
      // The running cash balance after the withdrawal, and the fee's subtotal.
      'Rp 998.555.768,80',
      'Rp 11.920,00',
      'Halaman 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Jual');
  });

  it('carries the closing over to the sale’s months, with its storage fee, in English', async () => {
    const response = await statement(client, 'from=2026-12-01&to=2027-02-05&lang=en');
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Account Statement',
      '1 December 2026 to 5 February 2027',
      'Rp 998,555,768.80',
      'Sell DG1 - Emas 1 gram Pool',
      '+Rp 1,195,000.00',
      '-1.000 g',
      '-Rp 11,950.00',
      '-Rp 1,314.50',
      'Storage fee',
      '-Rp 4,780.00',
      'Rp 999,732,724.30',
      '10.000 g',
      'Page 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Withdrawal');
    expect(pageCount(response.rawPayload)).toBe(1);
  });

  it('gives an ib its own statement: nothing moved, Rp 0,00 throughout', async () => {
    const ib = await signInAs(t.app, 'ib@demo.emas.id');
    const response = await statement(ib, 'from=2026-11-01&to=2026-11-30');
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Tidak ada mutasi dalam periode ini.');
    expect(text).not.toContain('Citra Lestari');
  });

  it.each([
    ['a range backwards', 'from=2026-11-30&to=2026-11-01', 'AccountStatementRangeInvalid'],
    ['a range past today', 'from=2027-02-01&to=2027-02-28', 'AccountStatementRangeInvalid'],
    ['a day that does not exist', 'from=2026-02-29&to=2026-03-31', 'AccountStatementRangeInvalid'],
    ['more than a year', 'from=2026-01-01&to=2027-01-05', 'AccountStatementRangeTooLong'],
  ])('refuses %s with its code', async (_name, query, code) => {
    const response = await statement(client, query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code, iserror: true });
  });

  it('refuses a malformed date, and a call with no session', async () => {
    expect((await statement(client, 'from=november&to=2026-11-30')).statusCode).toBe(422);
    expect((await statement(null, 'from=2026-11-01&to=2026-11-30')).json()).toMatchObject({
      status: 498,
    });
  });
});
