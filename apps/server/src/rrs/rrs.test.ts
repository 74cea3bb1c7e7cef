/**
 * Proves the revenue-share report on SQLite and PostgreSQL over a trade made through the real
 * exchange (the demo client buys 1 g of DG1 from client2, both under the demo ib under the
 * demo fm): each level's rows, buy and sell volumes, rate ratios and revenue (35 % of the fees
 * for the ib, 25 % for the fm, the fees themselves for the ccp), the lists of branches and
 * clients, the period filter, and the refusals of other levels' paths and other branches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { placeLimitOrder } from '../test-support/orders.ts';

type Row = {
  fullname?: string;
  name?: string;
  trade_account?: { hin: string };
  gold: { buy: { totalPriceIdr: string; total_gram: string }; sell: { totalPriceIdr: string } };
  totalTradeIdr: string;
  rateRatio: string;
};
type Report = { data: { body: { rows: Row[]; revenue: { idr: string; usd: string } } } };

describe.each(databaseKinds())('revenue share on %s', (kind) => {
  let t: TestApp;
  const who = new Map<string, SignedIn>();
  const call = (name: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({
      method,
      url,
      headers: bearer(who.get(name) as SignedIn),
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const report = async (name: string, method: 'GET' | 'POST', url: string) => {
    const response = await call(name, method, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Report>().data.body;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const name of ['client', 'client2', 'ib', 'fm', 'ccp', 'lp']) {
      who.set(name, await signInAs(t.app, `${name}@demo.emas.id`));
    }
    for (const [name, direction, price] of [
      ['client2', 'sell', '1192000'],
      ['client', 'buy', '1192000'],
    ] as const) {
      await placeLimitOrder(t.app, who.get(name) as SignedIn, direction, '1', price);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the ib a row per client and 35 % of their fees', async () => {
    const body = await report('ib', 'POST', '/v2/rrs/ib');
    const byHin = new Map(body.rows.map((row) => [row.trade_account?.hin, row]));
    expect(byHin.get('PC00000001')).toMatchObject({
      gold: { buy: { totalPriceIdr: '1192000.00', total_gram: '1.00' } },
      rateRatio: '0.00',
    });
    expect(byHin.get('PC00000002')).toMatchObject({
      gold: { sell: { totalPriceIdr: '1192000.00' } },
      rateRatio: '100.00',
    });
    // Both sides paid Rp 11,920 of fees: 35 % of Rp 23,840.
    expect(body.revenue.idr).toBe('8344.00');
  });

  it('gives the fm its ib as one row and 25 % of the fees below it', async () => {
    const body = await report('fm', 'POST', '/v2/rrs/fm');
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({
      trade_account: { hin: 'IB00000001' },
      totalTradeIdr: '2384000.00',
      rateRatio: '50.00',
    });
    expect(body.revenue.idr).toBe('5960.00');
    const branch = await report('fm', 'POST', '/v2/rrs/fm/get/branch?hin=IB00000001');
    expect(branch.rows.map((row) => row.trade_account?.hin).sort()).toEqual([
      'PC00000001',
      'PC00000002',
    ]);
  });

  it('gives the ccp its full members and the fees themselves', async () => {
    const body = await report('ccp', 'GET', '/v2/rrs/ccp');
    expect(body.rows.map((row) => row.trade_account?.hin)).toEqual(['PB00000001']);
    expect(body.revenue.idr).toBe('23840.00');
    const branch = await report('ccp', 'GET', '/v2/rrs/ccp/get/branch?hin=PB00000001');
    expect(branch.rows.map((row) => row.trade_account?.hin)).toEqual(['IB00000001']);
  });

  it("shows a client's own products, and one client's to its ib", async () => {
    const own = await report('client', 'GET', '/v2/rrs/client');
    expect(own.rows).toEqual([expect.objectContaining({ name: 'micro', rateRatio: '0.00' })]);
    const forIb = await report('ib', 'POST', '/v2/rrs/ib/client?hin=PC00000002');
    expect(forIb.rows[0]).toMatchObject({ name: 'micro', rateRatio: '100.00' });
    // The ib's 35 % of client2's Rp 11,920 fee, as /v2/rrs/clients?hin= says for the period.
    expect(forIb.revenue.idr).toBe('4172.00');
    const asBranch = await report('ib', 'POST', '/v2/rrs/clients?hin=PC00000002');
    expect(forIb.revenue).toEqual(asBranch.revenue);
    expect(own.revenue.idr).toBe('0.00');
    const lp = await report('lp', 'GET', '/v2/rrs/client');
    expect(lp.rows).toEqual([]);
  });

  it('counts only the period asked for', async () => {
    const body = await report(
      'ib',
      'POST',
      '/v2/rrs/ib?startDate=2026-11-01&endDate=2026-11-23&type=month',
    );
    expect(body.rows.every((row) => row.rateRatio === '-')).toBe(true);
    expect(body.revenue.idr).toBe('0.00');
    expect((await call('ib', 'POST', '/v2/rrs/ib?startDate=2026-02-30')).statusCode).toBe(400);
  });

  it('lists the branches and clients each level may choose', async () => {
    const list = async (name: string, method: 'GET' | 'POST', url: string) => {
      const json = (await call(name, method, url)).json<{
        data:
          { body?: { trade_account: { hin: string } }[] } | { trade_account: { hin: string } }[];
      }>();
      const entries = Array.isArray(json.data) ? json.data : (json.data.body ?? []);
      return entries.map((entry) => entry.trade_account.hin).sort();
    };
    expect(await list('ib', 'POST', '/v2/rrs/ib/list/client')).toEqual([
      'PC00000001',
      'PC00000002',
    ]);
    expect(await list('fm', 'POST', '/v2/rrs/fm/list/branch')).toEqual(['IB00000001']);
    expect(await list('ccp', 'POST', '/v2/rrs/ccp/list/branch')).toEqual(['PB00000001']);
    expect(await list('ccp', 'GET', '/v2/rrs/ccp/list/branch')).toEqual(['PB00000001']);
    const revenue = (await call('fm', 'POST', '/v2/rrs/total_revenue')).json<Report>();
    expect(revenue.data.body.revenue.idr).toBe('5960.00');
  });

  it.each([
    ['client', 'POST', '/v2/rrs/ib'],
    ['lp', 'POST', '/v2/rrs/fm'],
    ['ib', 'POST', '/v2/rrs/fm'],
    ['fm', 'GET', '/v2/rrs/ccp'],
    ['ib', 'GET', '/v2/rrs/client'],
    ['client', 'POST', '/v2/rrs/ib/list/client'],
    ['ib', 'POST', '/v2/rrs/ib/client?hin=PC00000003'],
    ['fm', 'POST', '/v2/rrs/fm/get/branch?hin=LP00000001'],
    ['ib', 'POST', '/v2/rrs/clients?hin=PB00000001'],
    ['ccp', 'GET', '/v2/rrs/ccp/get/branch?hin=NOPE'],
  ] as const)('%s may not call %s %s', async (name, method, url) => {
    expect((await call(name, method, url)).statusCode).toBe(403);
  });
});
