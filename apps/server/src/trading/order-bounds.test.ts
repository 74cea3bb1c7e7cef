/**
 * Proves, over HTTP on SQLite and PostgreSQL, that order input is bounded before anything is
 * applied (issue 8, items 2 and 9): an expiry beyond any sane date, a GTD time past a year, a
 * GTC expiry nulled or moved past its month are refused 422 with the catalogue's code and
 * nothing is written or held; ids, quantities and prices are taken only as what they are (no
 * `true`, "0x5" or [5] for contract 5; query strings digits only). An order row the old code
 * stored with an expiry no Date can hold still lists, shows and kills for the client and its
 * ib, fm and ccp, and migration 0007 repairs such rows.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAppPerSuite } from '../test-support/client-suite.ts';
import type { Database } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { startAppOn } from '../test-support/restart.ts';
import { sendAs, signInAs } from '../test-support/sign-in.ts';

const DG1 = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** What the old code stored for a GTD order sent 1 ms past the end of JS time. */
const BEYOND_DATE_MS = 8_640_000_000_000_001;
/** 2026-12-24 10:00 in Jakarta: the GTC month of TEST_START_MS. */
const GTC_MONTH_MS = Date.UTC(2026, 11, 24, 3, 0, 0);

const send = sendAs;

const limitBuy = (extra: object = {}) => ({
  contract_id: DG1,
  direction: 'buy',
  quantity: '1',
  order_type: 'limit',
  limit_price: '1000',
  ...extra,
});

const orderCount = async (database: Database): Promise<number> => {
  const row = await database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

describe.each(databaseKinds())('bounded order input on %s', (kind) => {
  const t = clientAppPerSuite(kind);

  const balance = async () =>
    (await send(t.app, t.client, 'POST', '/v2/igx/balance', {})).json().body;

  /** Sends what must be refused, and proves nothing was written or held. */
  const refusedUnapplied = async (url: string, payload: object, code: string) => {
    const [ordersBefore, balanceBefore] = [await orderCount(t.database), await balance()];
    const response = await send(t.app, t.client, 'POST', url, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(code);
    expect(await orderCount(t.database)).toBe(ordersBefore);
    expect(await balance()).toEqual(balanceBefore);
  };

  it.each<[string, object, string]>([
    ['1 ms past the end of JS time', { expired_date: BEYOND_DATE_MS }, 'ValidationFailed'],
    ['the largest safe integer', { expired_date: Number.MAX_SAFE_INTEGER }, 'ValidationFailed'],
    [
      'a fraction of a millisecond',
      { expired_date: TEST_START_MS + 2.5 * HOUR_MS + 0.5 },
      'ValidationFailed',
    ],
    ['a negative instant', { expired_date: -1 }, 'ValidationFailed'],
    ['a six-digit year', { expired_date: '+275760-09-13T00:00:00.000Z' }, 'ValidationFailed'],
    ['a day February lacks', { expired_date: '2027-02-30T03:00:00Z' }, 'ValidationFailed'],
    ['a date without its time', { expired_date: '2026-12-01' }, 'ValidationFailed'],
    [
      'a year and a day and a ms ahead',
      { expired_date: TEST_START_MS + 366 * DAY_MS + 1 },
      'GtdExpiryTooFar',
    ],
    ['the year 9999', { expired_date: '9999-12-31T23:59:59.999Z' }, 'GtdExpiryTooFar'],
    ['no time at all', { expired_date: null }, 'InvalidExpiry'],
  ])('refuses a GTD expiry of %s before applying anything', async (_name, expiry, code) => {
    await refusedUnapplied('/v2/igx/add_order', limitBuy({ validity: 'GTD', ...expiry }), code);
  });

  it('takes a GTD expiry 366 days ahead, in ISO text or epoch ms', async () => {
    const latest = TEST_START_MS + 366 * DAY_MS;
    for (const expiredDate of [latest, new Date(latest).toISOString()]) {
      const response = await send(
        t.app,
        t.client,
        'POST',
        '/v2/igx/add_order',
        limitBuy({ validity: 'GTD', expired_date: expiredDate }),
      );
      expect(response.statusCode).toBe(200);
      expect(Date.parse(response.json().attributes.expiryDate)).toBe(latest);
    }
  });

  it('gives a GTC order its month whatever expiry was sent, and refuses an unbounded one', async () => {
    const response = await send(
      t.app,
      t.client,
      'POST',
      '/v2/igx/add_order',
      limitBuy({ validity: 'GTC', expired_date: TEST_START_MS + 300 * DAY_MS }),
    );
    expect(Date.parse(response.json().attributes.expiryDate)).toBe(GTC_MONTH_MS);
    await refusedUnapplied(
      '/v2/igx/add_order',
      limitBuy({ validity: 'GTC', expired_date: BEYOND_DATE_MS }),
      'ValidationFailed',
    );
  });

  describe('edits', () => {
    let gtcId: string;
    let gtdId: string;
    const gtdExpiryMs = TEST_START_MS + 5 * HOUR_MS;

    beforeAll(async () => {
      gtcId = (await send(t.app, t.client, 'POST', '/v2/igx/add_order', limitBuy())).json().id;
      gtdId = (
        await send(
          t.app,
          t.client,
          'POST',
          '/v2/igx/add_order',
          limitBuy({ validity: 'GTD', expired_date: gtdExpiryMs }),
        )
      ).json().id;
    });

    const edit = (orderId: string, payload: object) =>
      send(t.app, t.client, 'PATCH', `/v2/igx/edit_order?order_id=${orderId}`, payload);
    const expiryOf = async (orderId: string) =>
      Date.parse(
        (await send(t.app, t.client, 'POST', `/v2/igx/order/detail?order_id=${orderId}`, {})).json()
          .body.attributes.expiryDate,
      );

    it.each<[string, () => string, object, string]>([
      [
        'moves a GTC expiry past its month',
        () => gtcId,
        { expired_date: GTC_MONTH_MS + 1 },
        'GtcExpiryTooFar',
      ],
      [
        'moves a GTC expiry past JS time',
        () => gtcId,
        { expired_date: BEYOND_DATE_MS },
        'ValidationFailed',
      ],
      ['nulls a GTD expiry', () => gtdId, { expired_date: null }, 'InvalidExpiry'],
      [
        'moves a GTD expiry past a year',
        () => gtdId,
        { expired_date: TEST_START_MS + 400 * DAY_MS },
        'GtdExpiryTooFar',
      ],
      [
        'moves a GTD expiry within the hour',
        () => gtdId,
        { expired_date: TEST_START_MS + 60_000 },
        'ExpiryTooSoon',
      ],
      ['makes a GTC order GTD without a time', () => gtcId, { validity: 'GTD' }, 'InvalidExpiry'],
    ])('refuses an edit that %s, and changes nothing', async (_name, orderId, payload, code) => {
      const before = await expiryOf(orderId());
      const response = await edit(orderId(), { quantity: '2', ...payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe(code);
      expect(await expiryOf(orderId())).toBe(before);
      const detail = await send(
        t.app,
        t.client,
        'POST',
        `/v2/igx/order/detail?order_id=${orderId()}`,
        {},
      );
      expect(detail.json().body.attributes.quantity).toBe('1.0');
    });

    it('moves a GTC expiry sooner within its month, and a GTD one to GTC starts the month', async () => {
      const sooner = TEST_START_MS + 10 * DAY_MS;
      expect((await edit(gtcId, { expired_date: sooner })).statusCode).toBe(200);
      expect(await expiryOf(gtcId)).toBe(sooner);
      const toGtc = await edit(gtdId, { validity: 'GTC' });
      expect(toGtc.json().attributes).toMatchObject({ validity: 'GTC' });
      expect(await expiryOf(gtdId)).toBe(GTC_MONTH_MS);
    });
  });

  it.each<[string, unknown]>([
    ['true (once the 100 g contract)', true],
    ['"0x5"', '0x5'],
    ['"5"', '5'],
    ['[5]', [5]],
    ['5.5', 5.5],
    ['{}', {}],
  ])('takes no contract_id %s for contract 5', async (_name, contractId) => {
    await refusedUnapplied(
      '/v2/igx/add_order',
      limitBuy({ contract_id: contractId }),
      'ValidationFailed',
    );
  });

  it.each<[string, object]>([
    ['a quantity of true', { quantity: true }],
    ['a quantity of [1]', { quantity: [1] }],
    ['a quantity of "0x1"', { quantity: '0x1' }],
    ['a quantity of "1e0"', { quantity: '1e0' }],
    ['a quantity of 1e-7', { quantity: 1e-7 }],
    ['a price of true', { limit_price: true }],
    ['a price of [1000]', { limit_price: [1000] }],
    ['a price of "0x3e8"', { limit_price: '0x3e8' }],
    ['a price of more than 15 digits as a JSON number', { limit_price: 2 ** 53 + 2 }],
  ])('takes no %s', async (_name, field) => {
    await refusedUnapplied('/v2/igx/add_order', limitBuy(field), 'ValidationFailed');
  });

  it('still takes JSON numbers as numbers', async () => {
    const response = await send(
      t.app,
      t.client,
      'POST',
      '/v2/igx/add_order',
      limitBuy({ quantity: 1.5, limit_price: 1000.25 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().attributes).toMatchObject({ quantity: '1.5', limitPrice: '1000.25' });
  });

  it.each<[string, string]>([
    ['a hex contract id', '/v2/igx/orders?contractId[]=0x5'],
    ['a contract id with a decimal point', '/v2/igx/orders?contractId[]=5.0'],
    ['a contract id with a sign', '/v2/igx/orders?contractId[]=%2B5'],
    ['a contract id with a space', '/v2/igx/orders?contractId[]=%205'],
    ['an exponent offset', '/v2/igx/orders?offset=1e1'],
    ['an empty limit', '/v2/igx/orders?limit='],
    ['a hex OHLC contract', '/v2.1/igx/ohlc/0x5'],
    ['a hex candle limit', '/v2/igx/candles?limit=0x10'],
    ['a decimal sort direction', '/v2/inventories/{me}?sort_direction=-1.0'],
    ['a hex inventory contract', '/v2/inventories/{me}?contract_id=0x5'],
  ])('answers 422 for %s in a query or path', async (_name, url) => {
    const method = url.startsWith('/v2/igx/orders') ? 'POST' : 'GET';
    const response = await send(t.app, t.client, method, url.replace('{me}', t.client.userId), {});
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('ValidationFailed');
  });

  it.each<[string, string]>([
    ['contract ids', `/v2/igx/orders?contractId[]=${DG1}&contractId[]=1&offset=0&limit=10`],
    ['an OHLC contract', `/v2.1/igx/ohlc/${DG1}`],
    ['an inventory filter', `/v2/inventories/{me}?sort_direction=1&contract_id=${DG1}`],
  ])('reads digits as %s', async (_name, url) => {
    const method = url.startsWith('/v2/igx/orders') ? 'POST' : 'GET';
    const response = await send(t.app, t.client, method, url.replace('{me}', t.client.userId), {});
    expect(response.statusCode).toBe(200);
  });

  it('leaves the ledger balanced', async () => {
    await assertLedgerConsistent(t.database.db);
  });
});

describe.each(databaseKinds())('an order row the old code stored on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  const ids: Record<string, string> = {};

  /** Writes what the old code could write: expiries no Date holds, nulled or far GTC ones. */
  const setExpiry = (id: string, expiresAtMs: bigint | null) =>
    database.db
      .updateTable('orders')
      .set({ expires_at_ms: expiresAtMs })
      .where('id', '=', id)
      .execute();
  const expiryOf = async (id: string) =>
    (
      await database.db
        .selectFrom('orders')
        .select('expires_at_ms')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).expires_at_ms;

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind));
    const first = await startAppOn(database);
    const client = await signInAs(first, 'client@demo.emas.id');
    const place = async (name: string, extra: object) => {
      ids[name] = (
        await send(first, client, 'POST', '/v2/igx/add_order', limitBuy(extra))
      ).json().id;
    };
    await place('beyondDate', { validity: 'GTD', expired_date: TEST_START_MS + 2 * HOUR_MS });
    await place('farGtd', { validity: 'GTD', expired_date: TEST_START_MS + 2 * HOUR_MS });
    await place('fineGtd', { validity: 'GTD', expired_date: TEST_START_MS + 300 * DAY_MS });
    await place('nulledGtc', {});
    await place('farGtc', {});
    await place('fineGtc', {});
    await first.close();
    await setExpiry(ids.beyondDate as string, BigInt(BEYOND_DATE_MS));
    await setExpiry(ids.farGtd as string, BigInt(TEST_START_MS + 800 * DAY_MS));
    await setExpiry(ids.nulledGtc as string, null);
    await setExpiry(ids.farGtc as string, BigInt(TEST_START_MS + 60 * DAY_MS));
    app = await startAppOn(database);
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('lists, shows and kills for the client, its ib, fm and ccp', async () => {
    const client = await signInAs(app, 'client@demo.emas.id');
    for (const email of ['client', 'ib', 'fm', 'ccp'].map((level) => `${level}@demo.emas.id`)) {
      const reader = await signInAs(app, email);
      const list = await send(app, reader, 'POST', '/v2/igx/orders', { user_id: client.userId });
      expect(list.statusCode).toBe(200);
      const detail = await send(
        app,
        reader,
        'POST',
        `/v2/igx/order/detail?order_id=${ids.beyondDate}`,
        { user_id: client.userId },
      );
      expect(detail.statusCode).toBe(200);
      expect(detail.json().body.attributes.expiryDate).toBe('+275760-09-13T00:00:00.000Z');
    }
    const kill = await send(
      app,
      client,
      'POST',
      `/v2/igx/delete_order?order_id=${ids.beyondDate}`,
      {},
    );
    expect(kill.statusCode).toBe(200);
    expect(kill.json().attributes).toMatchObject({ status: 'cancel', cancelReason: 'killed' });
  });

  it('is repaired by migration 0007: GTD within a year, GTC within its month', async () => {
    await setExpiry(ids.beyondDate as string, BigInt(BEYOND_DATE_MS));
    const repair = migrations['0007_order_expiry_repair'];
    if (repair === undefined) throw new Error('migration 0007 is missing');
    await repair.up(database.db as Kysely<unknown>);
    const placedAtMs = BigInt(TEST_START_MS);
    expect(await expiryOf(ids.farGtd as string)).toBe(placedAtMs + BigInt(366 * DAY_MS));
    expect(await expiryOf(ids.nulledGtc as string)).toBe(BigInt(GTC_MONTH_MS));
    expect(await expiryOf(ids.farGtc as string)).toBe(BigInt(GTC_MONTH_MS));
    expect(await expiryOf(ids.fineGtd as string)).toBe(placedAtMs + BigInt(300 * DAY_MS));
    expect(await expiryOf(ids.fineGtc as string)).toBe(BigInt(GTC_MONTH_MS));
    const killedRow = await database.db
      .selectFrom('orders')
      .select(['expires_at_ms', 'updated_at_ms'])
      .where('id', '=', ids.beyondDate as string)
      .executeTakeFirstOrThrow();
    expect(killedRow.expires_at_ms).toBe(killedRow.updated_at_ms + BigInt(366 * DAY_MS));
  });
});
