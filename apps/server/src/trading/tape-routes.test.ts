/**
 * Proves the trading screen's trade calls on SQLite and PostgreSQL: a contract's latest trades
 * newest first for anyone, and the caller's own fills of a contract within a span (its side,
 * price per lot and per gram, lots), never another account's, with the span and contract
 * checked; and candles of 15 minutes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

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

describe.each(databaseKinds())('trade tape and fills on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let client2: SignedIn;
  let startS: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
    startS = Math.floor(t.clock.now() / 1000);
    await order(t.app, client2, 'sell', '1195000', '1.5');
    await order(t.app, client, 'buy', '1195000', '1');
    t.clock.advance(120_000);
    await order(t.app, client, 'buy', '1195000', '0.5');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, headers: who === undefined ? {} : bearer(who) });

  it('lists a contract’s latest trades newest first, to anyone', async () => {
    const response = await get(`/v2/igx/recent_trades?contract_id=${DG1}&limit=2`);
    expect(response.statusCode).toBe(200);
    const [newest, before] = response.json().data;
    expect(newest).toMatchObject({
      price: '1195000.00',
      price_per_gram: '1195000.00',
      quantity: '0.5',
      quantity_mg: '500',
      taker_side: 'buy',
      created_at: new Date(t.clock.now()).toISOString(),
    });
    expect(before).toMatchObject({ quantity: '1.0', quantity_mg: '1000', taker_side: 'buy' });
    expect(response.json().data).toHaveLength(2);
    expect((await get('/v2/igx/recent_trades?contract_id=99')).statusCode).toBe(404);
    expect((await get(`/v2/igx/recent_trades?contract_id=${DG1}&limit=101`)).statusCode).toBe(422);
  });

  it('answers the caller’s own fills in a span, oldest first, each on its side', async () => {
    const url = `/v2/igx/fills?contract_id=${DG1}&from=${startS}`;
    const buyer = (await get(url, client)).json().data;
    expect(buyer).toHaveLength(2);
    expect(buyer[0]).toMatchObject({
      direction: 'buy',
      time: startS,
      price: '1195000.00',
      price_per_gram: '1195000.00',
      quantity: '1.0',
      quantity_mg: '1000',
    });
    expect(buyer[1]).toMatchObject({ direction: 'buy', time: startS + 120, quantity: '0.5' });
    const seller = (await get(url, client2)).json().data;
    expect(seller.map((fill: { direction: string }) => fill.direction)).toEqual(['sell', 'sell']);
    expect(seller[0].order_id).not.toBe(buyer[0].order_id);
    expect(seller[0].trade_id).toBe(buyer[0].trade_id);

    // The span includes both ends: the first minute alone holds the first fill only.
    const first = await get(`${url}&to=${startS + 60}`, client);
    expect(first.json().data).toHaveLength(1);
    const later = await get(`/v2/igx/fills?contract_id=${DG1}&from=${startS + 1}`, client);
    expect(later.json().data).toHaveLength(1);
  });

  it('draws 15-minute candles of trades and of the reference price', async () => {
    const trades = await get('/v2/igx/trade_candles?symbol=DG1&interval=15m&limit=2');
    expect(trades.statusCode).toBe(200);
    const [candle] = trades.json().data.candles;
    expect(trades.json().data.interval).toBe('15m');
    expect(candle.time % 900).toBe(0);
    expect(candle).toMatchObject({ open: '1195000.00', close: '1195000.00' });
    const reference = await get('/v2/igx/candles?symbol=XAUIDRG&interval=15m&limit=3');
    expect(reference.statusCode).toBe(200);
    for (const each of reference.json().data.candles) expect(each.time % 900).toBe(0);
  });

  it('refuses a backwards span, an unknown contract, a stranger and bad input', async () => {
    const backwards = await get(
      `/v2/igx/fills?contract_id=${DG1}&from=${startS + 10}&to=${startS}`,
      client,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().code).toBe('FillSpanInvalid');
    const unknown = await get(`/v2/igx/fills?contract_id=99&from=${startS}`, client);
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/v2/igx/fills?contract_id=${DG1}&from=${startS}`)).statusCode).toBe(401);
    expect((await get(`/v2/igx/fills?contract_id=${DG1}&from=yesterday`, client)).statusCode).toBe(
      422,
    );
  });
});
