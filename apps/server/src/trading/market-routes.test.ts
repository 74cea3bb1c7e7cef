/**
 * Proves the market and holding calls on SQLite and PostgreSQL: prices per lot and per gram
 * from the book (best ask to buy, best bid to sell) with running prices from the reference,
 * the depth per contract, the day's OHLC from trades, closing prices (recorded, or standing
 * when none is), LIFO inventory lots and the gold balance per contract with what open orders
 * hold, and that another account's holdings stay hidden.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { recordEndOfDay } from './end-of-day.ts';

const DG1 = 5;

const order = (
  app: FastifyInstance,
  who: SignedIn,
  direction: 'buy' | 'sell',
  price: string,
  quantity: string,
) =>
  app.inject({
    method: 'POST',
    url: '/v2/igx/add_order',
    headers: bearer(who),
    payload: { contract_id: DG1, direction, quantity, order_type: 'limit', limit_price: price },
  });

describe.each(databaseKinds())('market and holding calls on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let client2: SignedIn;
  let lp: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
    lp = await signInAs(t.app, 'lp@demo.emas.id');
    await order(t.app, client2, 'sell', '1195000', '3');
    await order(t.app, client2, 'sell', '1196000', '1.5');
    await order(t.app, client, 'buy', '1190000', '2');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, headers: who === undefined ? {} : bearer(who) });

  it('prices each contract from its book and the running price from the reference', async () => {
    const response = await get('/v2.1/igx/golds');
    expect(response.statusCode).toBe(200);
    const dg1 = response.json().data.find((p: { id: number }) => p.id === DG1);
    expect(dg1).toMatchObject({
      contractPriceBuy: '1195000.00',
      contractPriceSell: '1190000.00',
      buy: '1195000.00',
      sell: '1190000.00',
    });
    expect(Number(dg1.runningPriceBuy)).toBeGreaterThan(Number(dg1.runningPriceSell));
    const dg100 = response.json().data.find((p: { id: number }) => p.id === 1);
    expect(dg100).toMatchObject({ contractPriceBuy: null, contractPriceSell: null, buy: null });
  });

  it('answers the depth of every contract, best first, lots floored to 5 decimals', async () => {
    const response = await get('/v2.1/igx/depth');
    const dg1 = response.json().data.find((d: { contractId: number }) => d.contractId === DG1);
    expect(dg1.sell).toEqual([
      { price: '1195000.00', quantity: '3.00000', quantityMg: '3000', pricePerGram: '1195000.00' },
      { price: '1196000.00', quantity: '1.50000', quantityMg: '1500', pricePerGram: '1196000.00' },
    ]);
    expect(dg1.buy).toEqual([
      { price: '1190000.00', quantity: '2.00000', quantityMg: '2000', pricePerGram: '1190000.00' },
    ]);
  });

  it('builds the day’s OHLC from trades', async () => {
    const before = await get(`/v2.1/igx/ohlc/${DG1}`);
    expect(before.json().data).toMatchObject({ open: null, rate: null, caretDirection: 'flat' });
    await order(t.app, client, 'buy', '1195000', '1');
    await order(t.app, client, 'buy', '1196000', '2.5');
    const after = await get(`/v2.1/igx/ohlc/${DG1}`);
    expect(after.json().data).toMatchObject({
      contractId: DG1,
      date: '2026-11-24',
      open: '1195000.00',
      high: '1196000.00',
      low: '1195000.00',
      close: '1196000.00',
      rate: '1196000.00',
      caretDirection: 'up',
      streaming_rate: '14000',
    });
    expect((await get('/v2.1/igx/ohlc/99')).statusCode).toBe(404);
  });

  it('draws candles of a contract’s trades, per gram', async () => {
    const response = await get('/v2/igx/trade_candles?symbol=DG1&interval=1m&limit=10');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      symbol: 'DG1',
      interval: '1m',
      candles: [
        {
          time: Math.floor(t.clock.now() / 1000),
          open: '1195000.00',
          high: '1196000.00',
          low: '1195000.00',
          close: '1196000.00',
        },
      ],
    });
    const quiet = await get('/v2/igx/trade_candles?symbol=DG100');
    expect(quiet.json().data.candles).toEqual([]);
    expect((await get('/v2/igx/trade_candles?symbol=XAU')).statusCode).toBe(422);
  });

  it('answers standing prices until a market day’s close is recorded, then the record', async () => {
    const standing = await get('/v2/igx/end_day_prices?date=2026-11-24');
    const dg1 = standing.json().data.find((p: { contractId: number }) => p.contractId === DG1);
    expect(dg1).toMatchObject({ date: '2026-11-24', contractPriceSell: '1190000.00' });
    await recordEndOfDay(t.database.db, t.trading.exchange, '2026-11-24', t.clock.now());
    const later = await get('/v2/igx/end_day_prices?date=2026-11-27');
    const recorded = later.json().data.find((p: { contractId: number }) => p.contractId === DG1);
    expect(recorded).toMatchObject({
      date: '2026-11-24',
      close: '1196000.00',
      contractPriceSell: '1190000.00',
    });
    expect((await get('/v2/igx/end_day_prices?date=yesterday')).statusCode).toBe(422);
  });

  it('lists inventory lots newest first, and oldest first on request', async () => {
    const newest = await get(
      `/v2/inventories/${client.userId}?type=TRADE&sort_direction=-1&contract_id=${DG1}`,
      client,
    );
    const lots = newest.json().data;
    expect(lots.map((lot: { remaining_mg: string }) => lot.remaining_mg)).toEqual([
      '500',
      '2000',
      '1000',
      '10000',
    ]);
    expect(lots[3]).toMatchObject({
      type: 'TRADE',
      cost_per_gram_idr: '1150000.00',
      quantity: '10.0',
    });
    const oldest = await get(
      `/v2/inventories/${client.userId}?sort_direction=1&contract_id=${DG1}`,
      client,
    );
    expect(oldest.json().data[0].remaining_mg).toBe('10000');
  });

  it('accepts the inventory type GTMU of spec 000, which no lot has, and refuses others', async () => {
    const gtmu = await get(`/v2/inventories/${client.userId}?type=GTMU`, client);
    expect(gtmu.statusCode).toBe(200);
    expect(gtmu.json()).toEqual({ status: 200, data: [] });
    expect((await get(`/v2/inventories/${client2.userId}?type=GTMU`, client)).statusCode).toBe(403);
    expect((await get(`/v2/inventories/${client.userId}?type=OTHER`, client)).statusCode).toBe(422);
  });

  it('shows the gold balance with what open orders sell and buy', async () => {
    const seller = await get(`/v2/balances/${client2.userId}/gold`, client2);
    expect(
      seller.json().data.find((g: { contract_id: number }) => g.contract_id === DG1),
    ).toMatchObject({
      available_mg: '5500',
      in_process_sell_mg: '1000',
      in_process_sell: '1.0',
      in_process_buy_mg: '0',
    });
    const buyer = await get(`/v2/balances/${client.userId}/gold`, client);
    expect(
      buyer.json().data.find((g: { contract_id: number }) => g.contract_id === DG1),
    ).toMatchObject({
      available_mg: '13500',
      in_process_buy_mg: '2000',
    });
  });

  it('keeps the lp’s 5000 g reserve out of what it may sell', async () => {
    const response = await get(`/v2/balances/${lp.userId}/gold`, lp);
    expect(
      response.json().data.find((g: { contract_id: number }) => g.contract_id === DG1),
    ).toMatchObject({
      available_mg: '50000000',
      available_trade_mg: '45000000',
    });
  });

  it('hides another account’s holdings', async () => {
    const response = await get(`/v2/inventories/${client2.userId}`, client);
    expect(response.statusCode).toBe(403);
    expect((await get(`/v2/balances/${client2.userId}/gold`, client)).statusCode).toBe(403);
  });
});
