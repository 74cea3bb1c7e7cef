/**
 * Proves the portfolio calls on SQLite and PostgreSQL over trades made through the real
 * exchange on two market days: a client's gold valued at the best bid, its average buy price and
 * unrealised P&L from its LIFO lots, today's change from the previous day's closing trade, cash
 * free and held, the last fills with their orders, and the value series walked back from the
 * ledger's postings; a client with nothing sees zeros; other levels and bad ranges are refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { placeLimitOrder } from '../test-support/orders.ts';
import { type SignedIn, accountIdOf, bearer, signInAs } from '../test-support/sign-in.ts';

const DG1 = 5;
const DAY_MS = 86_400_000;

type Portfolio = {
  gold_value: string;
  total: string;
  today_change: { amount: string; percent: string | null } | null;
  cash: { free: string; held: string; total: string };
  contracts: Record<string, unknown>[];
  unpriced_contract_ids: number[];
  last_fills: Record<string, unknown>[];
};
type History = {
  range: string;
  points: { date: string; cash: string; gold: string; value: string }[];
};

/** A second client of the demo's broker with no money, no gold and no trades. */
const addEmptyClient = async (t: TestApp): Promise<void> => {
  const db = t.database.db;
  const clientId = await accountIdOf(db, 'client@demo.emas.id');
  const client = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await db
    .insertInto('accounts')
    .values({
      ...client,
      id,
      email: 'empty@demo.emas.id',
      phone_number: '081299999999',
      hin: 'PC00000099',
      username: null,
      referral_code: null,
    })
    .execute();
  const credential = await db
    .selectFrom('credentials')
    .selectAll()
    .where('account_id', '=', clientId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('credentials')
    .values({ ...credential, account_id: id })
    .execute();
};

describe.each(databaseKinds())('portfolio on %s', (kind) => {
  let t: TestApp;
  const who = new Map<string, SignedIn>();
  const get = <T>(name: string, url: string) =>
    t.app
      .inject({ method: 'GET', url, headers: bearer(who.get(name) as SignedIn) })
      .then((response) => ({ status: response.statusCode, body: response.json<T>() }));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addEmptyClient(t);
    const signInAll = async () => {
      for (const name of ['client', 'client2', 'ib', 'lp', 'empty']) {
        who.set(name, await signInAs(t.app, `${name}@demo.emas.id`));
      }
    };
    await signInAll();
    const as = (name: string) => who.get(name) as SignedIn;
    // Tuesday: client buys 1 g of DG1 at Rp 1,192,000 from client2.
    await placeLimitOrder(t.app, as('client2'), 'sell', '1', '1192000');
    await placeLimitOrder(t.app, as('client'), 'buy', '1', '1192000');
    // Wednesday: client sells 1 g into client2's bid at Rp 1,195,000; client2 then bids higher.
    t.clock.advance(DAY_MS);
    await signInAll(); // a day idle ended Tuesday's sessions
    await placeLimitOrder(t.app, as('client2'), 'buy', '1', '1195000');
    await placeLimitOrder(t.app, as('client'), 'sell', '1', '1195000');
    await placeLimitOrder(t.app, as('client2'), 'buy', '1', '1200000');
  });
  afterAll(async () => {
    await t.close();
  });

  it("values a client's gold at the best bid, against its lots' cost and yesterday's close", async () => {
    const { status, body } = await get<{ data: Portfolio }>('client', '/v2/igx/portfolio');
    expect(status).toBe(200);
    const portfolio = body.data;
    // The sale took Tuesday's lot (LIFO): the 10 g opening lot at Rp 1,150,000 a gram is left.
    const dg1 = portfolio.contracts.find((row) => row.contract_id === DG1);
    expect(dg1).toEqual({
      contract_id: DG1,
      contract_code: 'DG1',
      quantity_gram: '10.000',
      average_buy_price: '1150000.00',
      price_now: '1200000.00',
      previous_close: '1192000.00',
      value: '12000000.00',
      cost: '11500000.00',
      // +Rp 500,000 on Rp 11,500,000 = 4.347…%
      unrealized_pnl: { amount: '500000.00', percent: '4.35' },
    });
    // Only DG1 traded before today: 10 g × Rp 8,000 on 10 g × Rp 1,192,000 = 0.671…%.
    expect(portfolio.today_change).toEqual({ amount: '80000.00', percent: '0.67' });
    expect(portfolio.contracts).toHaveLength(5);
    expect(portfolio.unpriced_contract_ids).toEqual([]);
    const goldSen = portfolio.contracts.reduce(
      (sum, row) => sum + BigInt(String(row.value).replace('.', '')),
      0n,
    );
    expect(portfolio.gold_value.replace('.', '')).toBe(goldSen.toString());
    expect(portfolio.cash.held).toBe('0.00');
    expect(portfolio.cash.total).toBe(portfolio.cash.free);
    const cents = (text: string) => BigInt(text.replace('.', ''));
    expect(cents(portfolio.total)).toBe(cents(portfolio.gold_value) + cents(portfolio.cash.total));
  });

  it('lists the last fills newest first, each with its order', async () => {
    const { body } = await get<{ data: Portfolio }>('client', '/v2/igx/portfolio');
    const fills = body.data.last_fills;
    expect(fills.map((fill) => [fill.direction, fill.price_per_gram, fill.quantity_gram])).toEqual([
      ['sell', '1195000.00', '1.000'],
      ['buy', '1192000.00', '1.000'],
    ]);
    const orders = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/orders?status=fill',
      headers: bearer(who.get('client') as SignedIn),
      payload: {},
    });
    const listed = orders.json<{ data: { body: { id: string }[] } }>().data.body;
    const filled = new Set(listed.map((order) => order.id));
    for (const fill of fills) expect(filled.has(String(fill.order_id))).toBe(true);
  });

  it('walks the value back from the ledger, day by day, to nothing before the opening', async () => {
    const [week, all, now] = await Promise.all([
      get<{ data: History }>('client', '/v2/igx/portfolio/history?range=1W'),
      get<{ data: History }>('client', '/v2/igx/portfolio/history?range=ALL'),
      get<{ data: Portfolio }>('client', '/v2/igx/portfolio'),
    ]);
    expect(week.status).toBe(200);
    const points = week.body.data.points;
    expect(points.map((point) => point.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(points.slice(0, 6).every((point) => point.value === '0.00')).toBe(true);
    // Tuesday's end: the opening cash less the buy (Rp 1,192,000 + fee 11,920 + tax 1,311.20)
    // plus its cashback (Rp 1,000 per full Rp 100,000: 11,000).
    expect(points[6]?.cash).toBe('998805768.80');
    expect(points[7]).toMatchObject({
      cash: now.body.data.cash.total,
      gold: now.body.data.gold_value,
      value: now.body.data.total,
    });
    expect(all.body.data.points.map((point) => point.date)).toEqual(['2026-11-24', '2026-11-25']);
    expect(all.body.data.points[0]).toEqual(points[6]);
  });

  it('shows a client with nothing zeros and no fills', async () => {
    const { status, body } = await get<{ data: Portfolio }>('empty', '/v2/igx/portfolio');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      gold_value: '0.00',
      total: '0.00',
      today_change: null,
      cash: { free: '0.00', held: '0.00', total: '0.00' },
      contracts: [],
      last_fills: [],
    });
    const history = await get<{ data: History }>('empty', '/v2/igx/portfolio/history?range=ALL');
    expect(history.body.data.points).toEqual([
      { date: '2026-11-25', cash: '0.00', gold: '0.00', value: '0.00' },
    ]);
  });

  it('refuses every other level, and a range it does not know', async () => {
    for (const name of ['ib', 'lp']) {
      for (const url of ['/v2/igx/portfolio', '/v2/igx/portfolio/history?range=1M']) {
        const { status, body } = await get<{ err_message: string }>(name, url);
        expect(status).toBe(403);
        expect(body.err_message).toBe('Access Denied');
      }
    }
    const unknownRange = await get<{ code: string }>(
      'client',
      '/v2/igx/portfolio/history?range=5Y',
    );
    expect([unknownRange.status, unknownRange.body.code]).toEqual([422, 'ValidationFailed']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v2/igx/portfolio' });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymous.statusCode).toBeLessThan(500);
  });
});
