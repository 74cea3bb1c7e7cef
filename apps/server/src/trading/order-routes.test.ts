/**
 * Proves the order calls over HTTP on SQLite and PostgreSQL: who may trade, the server's own
 * figures whatever the client sends, the review checks' codes and texts, the shapes the web
 * app reads (attributes.status, data.data.body, data.body), edit and kill with their texts,
 * and clear 4xx answers for bad input, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, sendAs, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { DG1, limitOrder } from '../test-support/orders.ts';
import { assertLedgerConsistent } from '../ledger/index.ts';

const KAU = 3;

const send = sendAs;

describe.each(databaseKinds())('order calls on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let client2: SignedIn;
  let pospay: SignedIn;
  let ib: SignedIn;
  let lp: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
    pospay = await signInAs(t.app, 'pospay@demo.emas.id', 'pospaygold');
    ib = await signInAs(t.app, 'ib@demo.emas.id');
    lp = await signInAs(t.app, 'lp@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  it('rests a limit sell with the server’s figures, whatever figures the client sends', async () => {
    const response = await send(t.app, client2, 'POST', '/v2/igx/add_order', {
      ...limitOrder('sell', '1192800.00'),
      user_id: client2.userId,
      fee: 0,
      tax: '0',
      payment_idr: '99999999999',
      est_pnl_idr: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.outcome).toBe('submit');
    expect(body.attributes).toMatchObject({
      status: 'submit',
      direction: 'sell',
      orderType: 'limit',
      quantity: '1.0',
      remaining: '1.0',
      limitPrice: '1192800.00',
      fee: '11928.00',
      tax: '1312.08',
      paymentIdr: '1179559.92',
      validity: 'GTC',
    });
    expect(Date.parse(body.attributes.expiryDate)).toBe(Date.UTC(2026, 11, 24, 3, 0, 0));
  });

  it('fills a crossing buy at the maker price and answers fill', async () => {
    const response = await send(
      t.app,
      client,
      'POST',
      '/v2/igx/add_order',
      limitOrder('buy', '1200000', '1'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'fill',
      attributes: {
        status: 'fill',
        averagePrice: '1192800.00',
        fee: '11928.00',
        cashbackIdr: '11000.00',
      },
    });
    await assertLedgerConsistent(t.database.db);
  });

  it('answers an unmatched market order with status cancel', async () => {
    const response = await send(t.app, client, 'POST', '/v2/igx/add_order', {
      contract_id: DG1,
      direction: 'buy',
      quantity: 2,
      order_type: 'market',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().attributes).toMatchObject({
      status: 'cancel',
      cancelReason: 'unmatched',
    });
  });

  it.each<[string, () => SignedIn, string]>([
    ['an ib', () => ib, 'metalgo'],
    ['an lp', () => lp, 'metalgo'],
    ['a client of pospaygold', () => pospay, 'pospaygold'],
  ])('refuses %s: This contract is still not available', async (_name, who) => {
    const response = await send(
      t.app,
      who(),
      'POST',
      '/v2/igx/add_order',
      limitOrder('buy', '1000000'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ContractNotAvailable',
      err_message: 'This contract is still not available',
    });
  });

  it('refuses an order for another account', async () => {
    const response = await send(t.app, client, 'POST', '/v2/igx/add_order', {
      ...limitOrder('buy', '1000000'),
      user_id: client2.userId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('AccessDenied');
  });

  it.each<[string, string, object, number, string, string]>([
    [
      'too little balance',
      '/v2/igx/add_order',
      { ...limitOrder('buy', '119280000', '9'), contract_id: 1 },
      400,
      'InsufficientTradeBalance',
      "You don't have enough available trade balance.",
    ],
    [
      'too little gold',
      '/v2/igx/add_order',
      limitOrder('sell', '1192800', '12'),
      400,
      'InsufficientGold',
      "You don't have enough Emas 1 gram Pool gold.",
    ],
    [
      'the kau band',
      '/v2/igx/add_kau_order',
      { ...limitOrder('sell', '1500000'), contract_id: KAU },
      422,
      'PriceTooFar',
      'The price of this order is 25.76% away from current market price.',
    ],
    [
      'kau through add_order',
      '/v2/igx/add_order',
      { ...limitOrder('sell', '1192800'), contract_id: KAU },
      422,
      'OrderKindMismatch',
      'Kau contracts are ordered with add_kau_order, the others with add_order.',
    ],
    [
      'the pre-order 1 kg contract',
      '/v2/igx/add_order',
      { ...limitOrder('buy', '1000'), contract_id: 2 },
      403,
      'ContractNotAvailable',
      'This contract is still not available',
    ],
    [
      'an unknown contract',
      '/v2/igx/add_order',
      { ...limitOrder('buy', '1000'), contract_id: 99 },
      403,
      'ContractNotAvailable',
      'This contract is still not available',
    ],
    [
      'half a bar',
      '/v2/igx/add_order',
      { ...limitOrder('buy', '1000', '0.5'), contract_id: 1 },
      422,
      'QuantityDecimalNotAllowed',
      'This contract trades whole lots only.',
    ],
    [
      'a GTD order an hour short',
      '/v2/igx/add_order',
      limitOrder('buy', '1000', '1', { validity: 'GTD', expired_date: '2026-11-24T03:10:00Z' }),
      422,
      'ExpiryTooSoon',
      'The expiry must be at least one hour from now.',
    ],
    [
      'a limit order without a price',
      '/v2/igx/add_order',
      limitOrder('buy', '1', '1', { limit_price: null }),
      422,
      'LimitPriceRequired',
      'A limit order needs a limit price.',
    ],
  ])('refuses %s with its code and text', async (_name, url, payload, http, code, text) => {
    const response = await send(t.app, client, 'POST', url, payload);
    expect(response.statusCode).toBe(http);
    expect(response.json()).toMatchObject({ code, err_message: text });
  });

  it('says the spec’s rejections in Indonesian under err_message_id', async () => {
    const response = await send(t.app, client, 'POST', '/v2/igx/add_order', {
      ...limitOrder('buy', '119280000', '9'),
      contract_id: 1,
    });
    expect(response.json()).toMatchObject({
      code: 'InsufficientTradeBalance',
      err_message_id: 'Saldo trading tersedia Anda tidak cukup.',
    });
  });

  it.each<[string, object]>([
    ['a quantity that is not a number', limitOrder('buy', '1000', 'lots')],
    ['two decimals of quantity', limitOrder('buy', '1000', '1.25')],
    ['three decimals of price', limitOrder('buy', '1000.001')],
    ['a negative quantity', limitOrder('buy', '1000', '-1')],
    ['an unknown direction', { ...limitOrder('buy', '1000'), direction: 'hold' }],
    [
      'a date that is no date',
      limitOrder('buy', '1000', '1', { validity: 'GTD', expired_date: 'soon' }),
    ],
  ])('answers 422 with a field error for %s', async (_name, payload) => {
    const response = await send(t.app, client, 'POST', '/v2/igx/add_order', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status_code: 9000, code: 'ValidationFailed' });
  });

  describe('open orders, detail, edit and kill', () => {
    let orderId: string;

    beforeAll(async () => {
      const placed = await send(
        t.app,
        client,
        'POST',
        '/v2/igx/add_order',
        limitOrder('buy', '1100000.50', '2.5'),
      );
      orderId = placed.json().id;
    });

    it('lists open limit orders under data.body with their attributes', async () => {
      const response = await send(
        t.app,
        client,
        'POST',
        `/v2/igx/orders?order_type=limit&contractId[]=${DG1}&contractId[]=1&status=submit`,
        { user_id: client.userId },
      );
      expect(response.statusCode).toBe(200);
      const { body, total } = response.json().data;
      expect(total).toBe(1);
      expect(body[0]).toMatchObject({
        id: orderId,
        attributes: { direction: 'buy', contractId: DG1, quantity: '2.5' },
      });
    });

    it('shows the detail under body, and not to another account', async () => {
      const own = await send(t.app, client, 'POST', `/v2/igx/order/detail?order_id=${orderId}`, {
        user_id: client.userId,
      });
      expect(own.json().body.attributes).toMatchObject({
        limitPrice: '1100000.50',
        remaining: '2.5',
        fxBufferIdr: '137500.06',
      });
      const other = await send(
        t.app,
        client2,
        'POST',
        `/v2/igx/order/detail?order_id=${orderId}`,
        {},
      );
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('OrderNotFound');
    });

    it('lets the ib read its client’s orders but not edit them', async () => {
      const list = await send(t.app, ib, 'POST', '/v2/igx/orders?status=submit', {
        user_id: client.userId,
      });
      expect(list.json().data.total).toBe(1);
      const edit = await send(t.app, ib, 'PATCH', `/v2/igx/edit_order?order_id=${orderId}`, {
        quantity: '1',
      });
      expect(edit.json().code).toBe('ContractNotAvailable');
    });

    it('edits the order: Your order has been updated', async () => {
      const response = await send(
        t.app,
        client,
        'PATCH',
        `/v2/igx/edit_order?order_id=${orderId}`,
        {
          user_id: client.userId,
          quantity: '1.5',
          limit_price: '1100001',
          direction: 'buy',
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Your order has been updated',
        attributes: { remaining: '1.5', limitPrice: '1100001.00', status: 'submit' },
      });
    });

    it('keeps a GTC order’s month when an edit sends expired_date: null', async () => {
      const before = await send(t.app, client, 'POST', `/v2/igx/order/detail?order_id=${orderId}`, {
        user_id: client.userId,
      });
      const response = await send(
        t.app,
        client,
        'PATCH',
        `/v2/igx/edit_order?order_id=${orderId}`,
        { user_id: client.userId, limit_price: '1100002', expired_date: null },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().attributes).toMatchObject({
        limitPrice: '1100002.00',
        validity: 'GTC',
        expiryDate: before.json().body.attributes.expiryDate,
      });
    });

    it('refuses an edit that changes the direction', async () => {
      const response = await send(
        t.app,
        client,
        'PATCH',
        `/v2/igx/edit_order?order_id=${orderId}`,
        { direction: 'sell' },
      );
      expect(response.statusCode).toBe(400);
    });

    it('kills the order: Deleted! Your order has been deleted.', async () => {
      const response = await send(
        t.app,
        client,
        'POST',
        `/v2/igx/delete_order?order_id=${orderId}`,
        { user_id: client.userId },
      );
      expect(response.json()).toMatchObject({
        message: 'Deleted! Your order has been deleted.',
        attributes: { status: 'cancel', cancelReason: 'killed' },
      });
      const again = await send(
        t.app,
        client,
        'POST',
        `/v2/igx/delete_order?order_id=${orderId}`,
        {},
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('OrderNotOpen');
      const edit = await send(t.app, client, 'PATCH', `/v2/igx/edit_order?order_id=${orderId}`, {
        quantity: '1',
      });
      expect(edit.json().code).toBe('OrderNotOpen');
    });

    it('answers OrderNotFound for an order id that does not exist', async () => {
      const response = await send(
        t.app,
        client,
        'POST',
        '/v2/igx/delete_order?order_id=%27%3B--',
        {},
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('OrderNotFound');
    });
  });

  it('needs a live session for every order call', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/add_order',
      payload: limitOrder('buy', '1'),
    });
    expect(response.json().status).toBe(498);
  });

  it('leaves the ledger balanced', async () => {
    await assertLedgerConsistent(t.database.db);
  });
});

describe.each(databaseKinds())('order calls with the market closed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { marketHours: 'exchange' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each<[string, number, string, string]>([
    ['weekend', Date.UTC(2026, 10, 28, 3), 'MarketClosed', 'The market is currently closed'],
    [
      'special closure',
      Date.UTC(2026, 10, 30, 3),
      'MarketHolidayClosed',
      'The market is closed for a special holiday (around 29 November – 2 December).',
    ],
  ])('refuses orders at the %s', async (_name, atMs, code, text) => {
    t.clock.set(atMs);
    const client = await signInAs(t.app, 'client@demo.emas.id');
    const response = await send(t.app, client, 'POST', '/v2/igx/add_order', {
      contract_id: DG1,
      direction: 'buy',
      quantity: '1',
      order_type: 'limit',
      limit_price: '1000000',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code, err_message: text });
  });
});
