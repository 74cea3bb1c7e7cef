/**
 * Proves the reports' calls on SQLite and PostgreSQL over trades made through the real
 * exchange: each level's transactions with their filters, paging and LIFO profit, the CSV
 * export, orders, clients, balances, the cash history and holdings; and that every call answers
 * only within the caller's hierarchy, refusing another branch's account and another level's path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { DG1, placeLimitOrder } from '../test-support/orders.ts';
import { transactionBatches, transactionRows } from './transaction-repository.ts';

const TODAY = '2026-11-24';

type Attributes = Record<string, string | number>;
type Listed = { data: { body: { id: string; attributes: Attributes }[]; count: number } };

describe.each(databaseKinds())('reports on %s', (kind) => {
  let t: TestApp;
  const who = new Map<string, SignedIn>();
  const as = (name: string) => who.get(name) as SignedIn;

  const post = (name: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(as(name)), payload });
  const get = (name: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(as(name)) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const name of ['client', 'client2', 'ib', 'fm', 'ccp', 'lp']) {
      who.set(name, await signInAs(t.app, `${name}@demo.emas.id`));
    }
    who.set('pospay', await signInAs(t.app, 'pospay@demo.emas.id', 'pospaygold'));
    // client buys 1 g twice from client2's resting 2 g, then sells 1 g into client2's bid.
    await placeLimitOrder(t.app, as('client2'), 'sell', '2', '1192000');
    await placeLimitOrder(t.app, as('client'), 'buy', '1', '1192000');
    t.clock.advance(1_000);
    await placeLimitOrder(t.app, as('client'), 'buy', '1', '1192000');
    t.clock.advance(1_000);
    await placeLimitOrder(t.app, as('client2'), 'buy', '1', '1195000');
    await placeLimitOrder(t.app, as('client'), 'sell', '1', '1195000');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('transactions', () => {
    it("lists the client's sides of trades, newest first, with LIFO profit", async () => {
      const response = await post('client', '/v2/igx/transactions');
      expect(response.statusCode).toBe(200);
      const { body, count } = response.json<Listed>().data;
      expect(count).toBe(3);
      expect(body.map((row) => row.attributes.direction)).toEqual(['sell', 'buy', 'buy']);
      const [sell, buy] = body.map((row) => row.attributes) as [Attributes, Attributes];
      expect(sell).toMatchObject({ hin: 'PC00000001', hub: 'JAK', statusText: 'Matched' });
      expect(sell.idr).toMatchObject({
        metalValueOfTrade: '1195000.00',
        fee: '11950.00',
        tax: '1314.50',
        settlementAmount: '1181735.50',
      });
      // The sell took the newest lot: bought for 1,192,000 + 11,920 fee + 1,311.20 tax.
      expect(sell.realizedPnlIdr).toBe('-23495.70');
      expect(buy.idr).toMatchObject({ settlementAmount: '1205231.20', realizedPnl: '0.00' });
      expect(buy.totalGram).toBe('1.00');
    });

    it('pages, and filters by contract, date, order type and status', async () => {
      const page = async (query: string) =>
        (await post('client', `/v2/igx/transactions?${query}`)).json<Listed>().data;
      expect((await page('offset=0&limit=2')).body).toHaveLength(2);
      const last = await page('offset=2&limit=2');
      expect(last.body).toHaveLength(1);
      expect(last.count).toBe(3);
      expect((await page('contract_id[]=1')).count).toBe(0);
      expect((await page(`contract_id[]=${DG1}`)).count).toBe(3);
      expect((await page(`date_start=${TODAY}&date_end=${TODAY}`)).count).toBe(3);
      expect((await page('date_start=2026-11-01&date_end=2026-11-23')).count).toBe(0);
      expect((await page('order_type=market')).count).toBe(0);
      expect((await page('type=limit')).count).toBe(3);
      expect((await page('status=on_process')).count).toBe(0);
      expect((await post('client', '/v2/igx/transactions?date_start=2026-02-30')).statusCode).toBe(
        400,
      );
    });

    it("gives an ib both of its clients' sides, or one client's by HIN", async () => {
      const all = (await post('ib', '/v2/rrs/transactions')).json<Listed>().data;
      expect(all.count).toBe(6);
      const one = (await post('ib', '/v2/rrs/transactions?hin=PC00000002')).json<Listed>().data;
      expect(one.count).toBe(3);
      expect(new Set(one.body.map((row) => row.attributes.hin))).toEqual(new Set(['PC00000002']));
    });

    it('reads a long history chunk by chunk without losing or repeating a side', async () => {
      const scope = { all: true } as const;
      const whole = await transactionRows(t.database.db, { scope }, { offset: 0, limit: 100 });
      const chunked = [];
      let cursor;
      for (;;) {
        const rows = await transactionRows(
          t.database.db,
          { scope },
          { offset: 0, limit: 1, ...(cursor === undefined ? {} : { cursor }) },
        );
        const [row] = rows;
        if (row === undefined) break;
        chunked.push(row);
        cursor = {
          createdAtMs: row.created_at_ms,
          sequence: row.sequence,
          direction: row.direction,
        };
      }
      expect(whole).toHaveLength(6);
      expect(chunked.map((row) => `${row.trade_id}-${row.direction}`)).toEqual(
        whole.map((row) => `${row.trade_id}-${row.direction}`),
      );
    });

    it('gives each page past the first the same rows as the whole list, joined alike', async () => {
      const scope = { all: true } as const;
      const whole = await transactionRows(t.database.db, { scope }, { offset: 0, limit: 100 });
      const paged = [];
      for (let offset = 0; offset < whole.length; offset += 4) {
        paged.push(...(await transactionRows(t.database.db, { scope }, { offset, limit: 4 })));
      }
      const comparable = (row: (typeof whole)[number]) => ({
        ...row,
        created_at_ms: String(row.created_at_ms),
        sequence: String(row.sequence),
      });
      expect(paged.map(comparable)).toEqual(whole.map(comparable));
    });

    it("reads the export's batches as the same rows, in the same order", async () => {
      const scope = { all: true } as const;
      const whole = await transactionRows(t.database.db, { scope }, { offset: 0, limit: 100 });
      const reader = t.database.openReader();
      const batches = [];
      try {
        for await (const batch of transactionBatches(reader, { scope }, 2)) batches.push(batch);
      } finally {
        await reader.close();
      }
      expect(whole.length).toBeGreaterThan(2);
      expect(batches.every((batch) => batch.length <= 2)).toBe(true);
      const keys = (rows: typeof whole) => rows.map((row) => `${row.direction}:${row.trade_id}`);
      expect(keys(batches.flat())).toEqual(keys(whole));
      expect(batches.flat().map((row) => row.value_sen)).toEqual(whole.map((row) => row.value_sen));
    });
  });

  describe('export', () => {
    it('streams the spec CSV in the chosen currency', async () => {
      const idr = await get('client', '/v2/reports/transactions/export');
      expect(idr.statusCode).toBe(200);
      expect(idr.headers['content-type']).toContain('text/csv');
      expect(idr.headers['content-disposition']).toContain('Transactions.csv');
      const lines = idr.body.trim().split('\n');
      expect(lines[0]).toBe(
        'Direction,Date,Hin,Ref,Product,Hub,Order Type,Quantity,Total Gram,Price per Gram,Metal Value of Trade,Fee,Tax,Settlement Amount,Status',
      );
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(
        /^Sell,.*,PC00000001,.*,JAK,Limit,1\.0,1\.00,1195000\.00,1195000\.00,11950\.00,1314\.50,1181735\.50,Matched$/,
      );
      const usd = await get('client', '/v2/reports/transactions/export?currency=usd');
      expect(usd.body.split('\n')[1]).toContain(',85.36,85.36,0.854,0.094,84.41,Matched');
    });

    it("exports an ib's clients and refuses a client another's HIN", async () => {
      const ib = await get('ib', '/v2/reports/transactions/export?hin=PC00000002');
      expect(ib.body.trim().split('\n')).toHaveLength(4);
      expect(
        (await get('client', '/v2/reports/transactions/export?hin=PC00000002')).statusCode,
      ).toBe(403);
    });
  });

  describe('orders, clients, balances and holdings', () => {
    it("lists an intermediary's clients' orders by status", async () => {
      const filled = (await post('fm', '/v2/rrs/orders?status=fill')).json<{
        data: { body: { attributes: { accountId: string } }[]; total: number };
      }>().data;
      expect(filled.total).toBe(5);
      const open = (await post('ib', '/v2/rrs/orders?status=submit&hin=PC00000002')).json<{
        data: { total: number };
      }>().data;
      expect(open.total).toBe(0);
      const lp = await post('lp', '/v2/igx/market-maker/order');
      expect(lp.statusCode).toBe(200);
    });

    it('names the transaction ids that filled each filled order (spec 002 section 2)', async () => {
      const filled = (await post('fm', '/v2/rrs/orders?status=fill')).json<{
        data: { body: { id: string; attributes: { transactionIds?: string[] } }[] };
      }>().data.body;
      const trades = (await post('fm', '/v2/rrs/transactions?limit=100')).json<{
        data: { body: { attributes: { orderId: string; orderMatchId: string } }[] };
      }>().data.body;
      expect(filled.length).toBeGreaterThan(0);
      for (const order of filled) {
        const ids = trades
          .filter((trade) => trade.attributes.orderId === order.id)
          .map((trade) => trade.attributes.orderMatchId);
        expect(ids.length).toBeGreaterThan(0);
        expect([...(order.attributes.transactionIds ?? [])].sort()).toEqual(
          [...new Set(ids)].sort(),
        );
      }
    });

    it('lists the clients with their RPED account and balance, and looks up a HIN', async () => {
      const listed = (await post('ib', '/v2/rrs/list_trade_account')).json<{
        data: {
          body: { trade_account: { hin: string }; bank_account: unknown[] }[];
          count: number;
        };
      }>().data;
      expect(listed.count).toBe(2);
      expect(listed.body.map((row) => row.trade_account.hin).sort()).toEqual([
        'PC00000001',
        'PC00000002',
      ]);
      expect(listed.body[0]?.bank_account).toHaveLength(1);
      expect((await post('ccp', '/v2/rrs/list_clients')).json<Listed>().data.count).toBe(3);
      const hin = await get('ib', `/v2/rrs/get/hin?accountId=${as('client').userId}`);
      expect(hin.json()).toMatchObject({ data: { body: 'PC00000001', hin: 'PC00000001' } });
      expect((await get('ib', `/v2/rrs/get/hin?accountId=${as('pospay').userId}`)).statusCode).toBe(
        403,
      );
    });

    it("answers a client's cash balance by its RPED number within the hierarchy", async () => {
      const rped = await t.database.db
        .selectFrom('account_bank_details')
        .select(['account_id', 'account_number'])
        .where('purpose', '=', 'rped')
        .execute();
      const numberOf = (name: string) =>
        rped.find((row) => row.account_id === as(name).userId)?.account_number as string;
      const own = await post('ib', '/v2/rrs/account_balance', { account_no: numberOf('client') });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        data: { body: { balance: expect.stringMatching(/^\d+\.\d{2}$/) } },
      });
      const other = await post('ib', '/v2/rrs/account_balance', { account_no: numberOf('pospay') });
      expect(other.statusCode).toBe(403);
      const client = await post('client', '/v2/rrs/account_balance', {
        account_no: numberOf('client'),
      });
      expect(client.statusCode).toBe(403);
    });

    it('shows the cash history newest first, each row with the balance it left', async () => {
      const history = (await post('client', '/v2/igx/balance_history?limit=5')).json<Listed>().data;
      expect(history.count).toBeGreaterThan(3);
      const rows = history.body.map((row) => row.attributes);
      for (let i = 1; i < rows.length; i += 1) {
        const previous = rows[i - 1] as Attributes;
        const here = rows[i] as Attributes;
        expect(Number(here.total) + Number(previous.amount)).toBeCloseTo(Number(previous.total), 2);
      }
      const next = (
        await post('client', '/v2/igx/balance_history?offset=1&limit=1')
      ).json<Listed>();
      expect(next.data.body[0]?.attributes.total).toBe(rows[1]?.total);
      const forIb = await post('ib', '/v2/rrs/specific/balance_history?hin=PC00000001&limit=5');
      expect(forIb.json<Listed>().data.body[0]?.attributes.total).toBe(rows[0]?.total);
    });

    it("gives the gold balance the spec's figures: held, its cost, in process and sold", async () => {
      const response = await post('client', '/v2/igx/gold_balance', {
        user_id: as('client').userId,
      });
      const dg1 = response
        .json<{ body: Record<string, unknown>[] }>()
        .body.find((row) => row.contract_id === DG1);
      expect(dg1).toMatchObject({
        quantity: '11.000',
        remaining_quantity: '11.000',
        remaining_units: '11.0',
        buy_process: '0.000',
        sell_process: '0.000',
        sold_quantity: '1.000',
        sold_amount_idr: '1181735.50',
        sold_cost_idr: '1205231.20',
        pockets: [
          expect.objectContaining({ contract_id: DG1, type: 'trade', sold_quantity: '1.000' }),
        ],
      });
    });

    it("gives a broker's balance the cash of everyone below it", async () => {
      type Balance = { body: Record<string, string | undefined> };
      const balance = async (name: string) =>
        (await post(name, '/v2/igx/balance', { user_id: as(name).userId })).json<Balance>().body;
      const [client, client2, ib, fm] = await Promise.all(
        ['client', 'client2', 'ib', 'fm'].map(balance),
      );
      const sen = (text: string | undefined) => BigInt((text ?? '0').replace('.', ''));
      const clientsTotal = sen(client?.rdk_balance) + sen(client2?.rdk_balance);
      expect(sen(ib?.tot_bal_idr)).toBe(clientsTotal);
      expect(sen(fm?.tot_bal_idr)).toBe(clientsTotal);
      expect(sen(ib?.tot_avail_bal) + sen(ib?.tot_reserved_bal)).toBe(clientsTotal);
      expect(client?.tot_bal_idr).toBeUndefined();
      const ccp = await balance('ccp');
      expect(sen(ccp?.tot_bal_idr)).toBeGreaterThan(clientsTotal);
    });

    type HoldingsPage = {
      data: { body: { hin: string; holdings: { contractId: number }[] }[]; count: number };
    };
    const rowsOf = (page: HoldingsPage['data']) =>
      page.body.reduce((rows, account) => rows + account.holdings.length, 0);

    it.each([
      ['ib', '/v2/rrs/holdings'],
      ['lp', '/v2/igx/market-maker/holding'],
    ])('counts and pages the rows the %s table shows, not the accounts', async (name, url) => {
      const all = (await post(name, `${url}?limit=100`)).json<HoldingsPage>().data;
      expect(all.count).toBe(rowsOf(all));
      expect(all.count).toBeGreaterThan(all.body.length);
      const pages: HoldingsPage['data'][] = [];
      for (let offset = 0; offset < all.count; offset += 3) {
        pages.push((await post(name, `${url}?offset=${offset}&limit=3`)).json<HoldingsPage>().data);
      }
      expect(pages.map(rowsOf)).toEqual(
        pages.map((_, index) => Math.min(3, all.count - index * 3)),
      );
      expect(pages.every((page) => page.count === all.count)).toBe(true);
    });

    it("shows an intermediary's clients' holdings and the lp's standing", async () => {
      const holdings = (await post('ib', '/v2/rrs/holdings')).json<HoldingsPage>().data;
      expect(holdings.count).toBe(rowsOf(holdings));
      expect(holdings.body[0]?.holdings.length).toBeGreaterThan(0);
      const lp = (await post('lp', '/v2/igx/market-maker/holding')).json<{
        data: { lpStatus: string; body: { account: string }[] };
      }>().data;
      expect(lp.lpStatus).toBe('Active');
      expect(lp.body[0]?.account).toBe('Liquidity Provider');
    });
  });

  describe('who may call what', () => {
    const families = [
      ['/v2/igx/transactions', ['client', 'client2', 'pospay', 'ib', 'fm', 'ccp', 'lp']],
      ['/v2/igx/market-maker/transaction', ['lp']],
      ['/v2/igx/market-maker/order', ['lp']],
      ['/v2/igx/market-maker/holding', ['lp']],
      ['/v2/igx/market-maker/balance_history', ['lp']],
      ['/v2/rrs/transactions', ['ib', 'fm', 'ccp']],
      ['/v2/rrs/orders', ['ib', 'fm', 'ccp']],
      ['/v2/rrs/holdings', ['ib', 'fm', 'ccp']],
      ['/v2/rrs/list_clients', ['ib', 'fm', 'ccp']],
      ['/v2/rrs/list_trade_account', ['ib', 'fm', 'ccp']],
      ['/v2/rrs/specific/balance_history', ['ib', 'fm', 'ccp']],
    ] as const;
    const levels = ['client', 'client2', 'pospay', 'ib', 'fm', 'ccp', 'lp'] as const;

    it.each(families)('%s answers only its levels', async (url, allowed) => {
      for (const level of levels) {
        const response = await post(level, url);
        expect(response.statusCode, `${level} on ${url}`).toBe(
          (allowed as readonly string[]).includes(level) ? 200 : 403,
        );
      }
    });

    it.each<[string, string, object?]>([
      ['client', '/v2/igx/transactions?hin=PC00000002'],
      ['client', '/v2/igx/balance_history?limit=1', { user_id: 'other' }],
      ['ib', '/v2/rrs/transactions?hin=PC00000003'],
      ['ib', '/v2/rrs/orders?hin=LP00000001'],
      ['ib', '/v2/rrs/holdings?hin=PC00000003'],
      ['ib', '/v2/rrs/specific/balance_history?hin=PC00000003'],
      ['fm', '/v2/rrs/transactions?hin=UNKNOWN'],
      ['ccp', '/v2/rrs/transactions?hin=PC00000001&accountId=someone-else'],
    ])('%s may not read %s', async (level, url, payload = {}) => {
      expect((await post(level, url, payload)).statusCode).toBe(403);
    });

    it('lets an fm and the ccp see a client below them', async () => {
      for (const level of ['fm', 'ccp']) {
        const response = await post(level, '/v2/rrs/transactions?hin=PC00000001');
        expect(response.json<Listed>().data.count).toBe(3);
      }
    });

    it('refuses an unsigned call', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/v2/igx/transactions' });
      expect(response.statusCode).not.toBe(200);
    });
  });
});

describe.each(databaseKinds())('a sale’s storage fee in the reports on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // client buys 1 g, holds it 73 days (0.4% of a year's 2%), then sells it into a bid.
    await placeLimitOrder(
      t.app,
      await signInAs(t.app, 'client2@demo.emas.id'),
      'sell',
      '1',
      '1192000',
    );
    await placeLimitOrder(
      t.app,
      await signInAs(t.app, 'client@demo.emas.id'),
      'buy',
      '1',
      '1192000',
    );
    t.clock.advance(73 * 86_400_000);
    await placeLimitOrder(
      t.app,
      await signInAs(t.app, 'client2@demo.emas.id'),
      'buy',
      '1',
      '1195000',
    );
    await placeLimitOrder(
      t.app,
      await signInAs(t.app, 'client@demo.emas.id'),
      'sell',
      '1',
      '1195000',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows it on the sell’s row and takes it from what the sell settles and realises', async () => {
    const client = await signInAs(t.app, 'client@demo.emas.id');
    const list = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/transactions',
      headers: bearer(client),
      payload: {},
    });
    const [sell, buy] = list.json<Listed>().data.body.map((row) => row.attributes);
    expect(sell?.direction).toBe('sell');
    // 0.4% of Rp 1.195.000 = Rp 4.780; 1.195.000 - 11.950 - 1.314,50 - 4.780 received.
    expect(sell?.idr).toMatchObject({ storageFee: '4780.00', settlementAmount: '1176955.50' });
    expect(sell?.realizedPnlIdr).toBe('-28275.70');
    expect(buy?.idr).toMatchObject({ storageFee: '0.00', settlementAmount: '1205231.20' });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/v2/reports/transactions/export',
      headers: bearer(client),
    });
    expect(csv.body.split('\n')[1]).toMatch(/,11950\.00,1314\.50,1176955\.50,Matched$/);
    // The seller's trade confirmation prints it and receives the same total.
    const confirmation = await t.app.inject({
      method: 'GET',
      url: `/v2/trade/confirmation_data?order_match_id=${String(sell?.orderMatchId)}&direction=sell&token=${client.token}`,
    });
    expect(confirmation.json().body.transaction).toMatchObject({
      storage_fee_idr: '4780.00',
      total_idr: '1176955.50',
    });
  });
});
