/**
 * Proves stop orders over HTTP on SQLite and PostgreSQL (issue 23 item 9): add_order takes
 * `stop` and `stop_limit` with a stop price, the order calls list, edit and kill a waiting stop
 * and show it waiting, a trade that reaches it fires it and the order shows it triggered, the
 * last price is published, and every bad stop is refused with its catalogue code, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { DG1, limitOrder, placeLimitOrder } from '../test-support/orders.ts';
import { type SignedIn, sendAs as send, signInAs } from '../test-support/sign-in.ts';

const KAU = 3;
const LAST = '1192800.00';

const stopOrder = (direction: 'buy' | 'sell', stopPrice: string | null, extra: object = {}) => ({
  contract_id: DG1,
  direction,
  quantity: '1',
  order_type: 'stop',
  stop_price: stopPrice,
  ...extra,
});

describe.each(databaseKinds())('stop order calls on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let client2: SignedIn;

  const orders = async (who: SignedIn, query: string) => {
    const response = await send(t.app, who, 'POST', `/v2/igx/orders?${query}`, {});
    expect(response.statusCode).toBe(200);
    return response.json().data.body as { id: string; attributes: Record<string, unknown> }[];
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
    // One trade sets the last price every stop is judged against.
    await placeLimitOrder(t.app, client2, 'sell', '1', LAST);
    expect((await placeLimitOrder(t.app, client, 'buy', '1', LAST)).outcome).toBe('fill');
  });
  afterAll(async () => {
    await t.close();
  });

  it('places a stop buy that waits, lists it as waiting, edits and kills it', async () => {
    const placed = await send(t.app, client, 'POST', '/v2/igx/add_order', {
      ...stopOrder('buy', '1200000'),
      validity: 'GTC',
    });
    expect(placed.statusCode).toBe(200);
    const body = placed.json();
    expect(body.outcome).toBe('submit');
    expect(body.attributes).toMatchObject({
      orderType: 'stop',
      status: 'submit',
      stopPrice: '1200000.00',
      stopStatus: 'waiting',
      triggeredAt: null,
      limitPrice: null,
      quantity: '1.0',
    });
    const id = body.id as string;
    expect((await orders(client, 'status=submit')).map((order) => order.id)).toContain(id);
    expect((await orders(client, 'order_type=stop')).map((order) => order.id)).toEqual([id]);
    expect((await orders(client, 'order_type=limit')).map((order) => order.id)).not.toContain(id);

    const edited = await send(t.app, client, 'PATCH', `/v2/igx/edit_order?order_id=${id}`, {
      stop_price: '1210000',
      quantity: '2',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().attributes).toMatchObject({
      stopPrice: '1210000.00',
      quantity: '2.0',
      stopStatus: 'waiting',
    });
    const wrongSide = await send(t.app, client, 'PATCH', `/v2/igx/edit_order?order_id=${id}`, {
      stop_price: '1190000',
    });
    expect(wrongSide.statusCode).toBe(422);
    expect(wrongSide.json()).toMatchObject({
      code: 'StopPriceNotAboveLast',
      err_message: 'A buy stop price must be above the last price (1,192,800.00).',
    });

    const killed = await send(t.app, client, 'POST', `/v2/igx/delete_order?order_id=${id}`, {});
    expect(killed.statusCode).toBe(200);
    expect(killed.json().attributes).toMatchObject({ status: 'cancel', cancelReason: 'killed' });
    await assertLedgerConsistent(t.database.db);
  });

  it('fires a stop-limit sell when a trade reaches it, and shows it triggered', async () => {
    const placed = await send(t.app, client2, 'POST', '/v2/igx/add_order', {
      ...stopOrder('sell', '1185000'),
      order_type: 'stop_limit',
      limit_price: '1180000',
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().attributes).toMatchObject({
      orderType: 'stop_limit',
      stopStatus: 'waiting',
      limitPrice: '1180000.00',
    });
    const id = placed.json().id as string;
    await placeLimitOrder(t.app, client, 'buy', '2', '1184000');
    // client2's own sale at 1.184.000 reaches the stop: it sells into the rest of the bid.
    expect((await placeLimitOrder(t.app, client2, 'sell', '1', '1184000')).outcome).toBe('fill');
    const detail = await send(t.app, client2, 'POST', `/v2/igx/order/detail?order_id=${id}`, {});
    expect(detail.json().body.attributes).toMatchObject({
      orderType: 'stop_limit',
      stopStatus: 'triggered',
      status: 'fill',
      averagePrice: '1184000.00',
    });
    expect(detail.json().body.attributes.triggeredAt).toEqual(expect.any(String));
    const ohlc = await t.app.inject({ method: 'GET', url: `/v2.1/igx/ohlc/${DG1}` });
    expect(ohlc.json().data.lastPrice).toBe('1184000.00');
    await assertLedgerConsistent(t.database.db);
  });

  it.each<[string, string, object, number, string]>([
    [
      'a stop without a stop price',
      '/v2/igx/add_order',
      stopOrder('buy', null),
      422,
      'StopPriceRequired',
    ],
    ['a stop price of zero', '/v2/igx/add_order', stopOrder('buy', '0'), 422, 'InvalidStopPrice'],
    [
      'a buy stop below the last price',
      '/v2/igx/add_order',
      stopOrder('buy', '1100000'),
      422,
      'StopPriceNotAboveLast',
    ],
    [
      'a sell stop above the last price',
      '/v2/igx/add_order',
      stopOrder('sell', '1300000'),
      422,
      'StopPriceNotBelowLast',
    ],
    [
      'a stop-limit without a limit price',
      '/v2/igx/add_order',
      stopOrder('sell', '1000000', { order_type: 'stop_limit' }),
      422,
      'LimitPriceRequired',
    ],
    [
      'a kau stop-limit whose limit is beyond the band around its stop',
      '/v2/igx/add_kau_order',
      stopOrder('sell', '1000000', {
        contract_id: KAU,
        order_type: 'stop_limit',
        limit_price: '1500000',
      }),
      422,
      'PriceTooFar',
    ],
    [
      'an unknown order type',
      '/v2/igx/add_order',
      stopOrder('buy', '1200000', { order_type: 'stopp' }),
      422,
      'ValidationFailed',
    ],
  ])('refuses %s', async (_name, url, payload, http, code) => {
    const response = await send(t.app, client, 'POST', url, payload);
    expect(response.statusCode).toBe(http);
    expect(response.json().code).toBe(code);
  });

  it('refuses a stop price on an order that has none to edit', async () => {
    const rests = await send(
      t.app,
      client,
      'POST',
      '/v2/igx/add_order',
      limitOrder('buy', '1000000'),
    );
    const id = rests.json().id as string;
    const response = await send(t.app, client, 'PATCH', `/v2/igx/edit_order?order_id=${id}`, {
      stop_price: '1200000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BadRequest');
  });
});
