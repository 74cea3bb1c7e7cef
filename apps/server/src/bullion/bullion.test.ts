/**
 * Proves the bullion delivery calls on SQLite and PostgreSQL: the location search over real
 * places, fee quotes with and without PVG, a request that holds the bars per contract and the
 * charges (all or none, every refusal leaving nothing held), the track list, detail and trace,
 * the operator's advance (receipt number, settlement exactly once, Delivered) and cancel
 * (release), and the authorization matrix: another client's shipments are invisible and
 * untouchable, ib, fm and ccp are refused.
 */
import {
  IDR_ASSET,
  deliveryCharges,
  goldAsset,
  parseDecimalString,
  toDecimalString,
} from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import type { BullionDeps } from './deps.ts';
import { advanceShipment, cancelShipment, shipmentsForOperator } from './operator-shipments.ts';
import {
  BANDUNG,
  type Metal,
  bullionDepsOf,
  countedCharges as countedChargesOver,
  metal,
  requestShipment,
} from './test-kit.ts';

const DG100 = 1;
const DG001 = 4;
const WAMENA = '99511';

describe.each(databaseKinds())('bullion delivery on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let client2: SignedIn;
  let deps: BullionDeps;
  /** The client's free 100 g gold once the test's deposit is in (the seed gives some too). */
  let goldAtStartMg = 0n;

  const post = (who: SignedIn, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(who) });
  const get = (who: SignedIn, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who) });

  const deposit = (accountId: string, asset: string, amount: bigint, reference: string) =>
    t.trading.exchange.submit({
      kind: 'balance',
      accountId,
      movement: 'deposit',
      asset,
      amount,
      reference,
    });

  const balance = (asset: string, kindName: 'gold' | 'cash' | 'withdrawal_hold') =>
    balanceOf(t.database.db, client.userId, asset, kindName);

  const countedCharges = (weightMg: bigint, postcode = BANDUNG) =>
    countedChargesOver(t.app, client, weightMg, postcode);
  const request = (who: SignedIn, metalInfo: Metal[], amount: string, location = BANDUNG) =>
    requestShipment(t.app, who, metalInfo, amount, location);

  beforeAll(async () => {
    t = await createTestApp(kind, { postalDelayMs: 0 });
    client = await signInAs(t.app, 'client@demo.emas.id');
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
    deps = bullionDepsOf(t);
    await deposit(client.userId, goldAsset(DG100), 300_000n, 'test-gold-100');
    await deposit(client.userId, goldAsset(DG001), 1_000n, 'test-gold-001');
    await deposit(client.userId, IDR_ASSET, 1_000_000_000n, 'test-cash');
    goldAtStartMg = await balance(goldAsset(DG100), 'gold');
  });
  afterAll(async () => {
    await t.close();
  });

  it('searches real places by name or postal code, from 3 characters', async () => {
    const byName = (
      await post(client, '/v2/poslog/get/postal_code', { city: 'bandung', address: '' })
    ).json();
    const places = byName.body.data.body.rs_postcode.r_postcode;
    expect(places).toContainEqual({
      city: 'Kota Bandung',
      posCode: BANDUNG,
      postcode: BANDUNG,
      address: 'Sumur Bandung, Kota Bandung, Jawa Barat',
    });
    const byCode = (await post(client, '/v2/poslog/get/postal_code', { city: '8036' })).json();
    expect(
      byCode.body.data.body.rs_postcode.r_postcode.map((p: { city: string }) => p.city),
    ).toContain('Kabupaten Badung');
    expect((await post(client, '/v2/poslog/get/postal_code', { city: 'ba' })).statusCode).toBe(422);
  });

  it('quotes PVG and another service with the spec fees, and no PVG to the highlands', async () => {
    const quote = await post(client, '/v2/poslog/get/fee', {
      shipperzipcode: '10110',
      receiverzipcode: BANDUNG,
      weight: '1000.5',
      valuegoods: '100000000',
    });
    const services = quote.json().body.data.body.rs_fee.r_fee;
    expect(services[0]).toEqual({
      serviceCode: 'PVG',
      serviceName: 'POS VALUABLE GOODS 4 HARI',
      fee: '20000.00',
      feeTax: '2000.00',
      insurance: '1000000.00',
      insuranceTax: '100000.00',
    });
    expect(services).toHaveLength(2);
    const highlands = await post(client, '/v2/poslog/get/fee', {
      shipperzipcode: '10110',
      receiverzipcode: WAMENA,
      weight: 1,
      valuegoods: 1,
    });
    expect(
      highlands
        .json()
        .body.data.body.rs_fee.r_fee.map((s: { serviceCode: string }) => s.serviceCode),
    ).toEqual(['PPB']);
  });

  it('refuses a request that fails a check, holding nothing', async () => {
    const amount = await countedCharges(100_000n);
    const cases: [Metal[], string, string, string][] = [
      [[metal(DG100, 0, 100)], amount, BANDUNG, 'BullionQuantityZero'],
      [[metal(DG100, 1, 100)], amount, '00000', 'BullionLocationRequired'],
      [[metal(DG100, 1, 100)], amount, WAMENA, 'BullionServiceUnavailable'],
      [[metal(DG100, 1, 100)], '1.00', BANDUNG, 'BullionChargesChanged'],
      [[metal(DG100, 1, 99)], amount, BANDUNG, 'BadRequest'],
      [[metal(3, 1, 1)], amount, BANDUNG, 'BadRequest'],
    ];
    for (const [lines, total, location, code] of cases) {
      const response = await request(client, lines, total, location);
      expect(response.json().code, code).toBe(code);
    }
    const reserved = (await get(client, '/v2/poslog/get/list_reserved_delivery')).json().body;
    const bars = reserved.contracts[0].available_quantity + 1;
    const tooMuch = await request(
      client,
      [metal(DG100, bars, 100)],
      await countedCharges(BigInt(bars) * 100_000n),
    );
    expect(tooMuch.json()).toMatchObject({
      code: 'InsufficientGold',
      err_message: "You don't have enough Emas 100 gram gold.",
      err_message_id: 'Anda tidak memiliki cukup Emas 100 gram.',
    });
    expect(await balance(goldAsset(DG100), 'withdrawal_hold')).toBe(0n);
    expect(await balance(IDR_ASSET, 'withdrawal_hold')).toBe(0n);
  });

  it('takes exactly the counted charges, or asks for a new count: a sen off holds nothing', async () => {
    const counted = parseDecimalString(await countedCharges(100_000n), 2) as bigint;
    for (const off of [counted + 1n, counted - 1n]) {
      const response = await request(client, [metal(DG100, 1, 100)], toDecimalString(off, 2));
      expect(response.json()).toMatchObject({
        code: 'BullionChargesChanged',
        err_message: 'The charges have changed. Please count the total charges again.',
      });
    }
    expect(await balance(goldAsset(DG100), 'withdrawal_hold')).toBe(0n);
    expect(await balance(IDR_ASSET, 'withdrawal_hold')).toBe(0n);
  });

  it('refuses charges the cash cannot cover and releases the gold it held', async () => {
    const { db } = t.database;
    await deposit(client2.userId, goldAsset(DG001), 100n, 'test-gold-client2');
    const cash = await balanceOf(db, client2.userId, IDR_ASSET, 'cash');
    // Client 2's cash is all held elsewhere, so only the charges' hold can fail.
    const hold = { kind: 'balance', accountId: client2.userId, asset: IDR_ASSET } as const;
    await t.trading.exchange.submit({
      ...hold,
      movement: 'hold',
      amount: cash,
      reference: 'test-all-cash',
    });
    const amount = await countedCharges(10n);
    const response = await request(client2, [metal(DG001, 1, 0.01)], amount);
    expect(response.json()).toMatchObject({ code: 'InsufficientBalance' });
    expect(await balanceOf(db, client2.userId, goldAsset(DG001), 'withdrawal_hold')).toBe(0n);
    expect(await balanceOf(db, client2.userId, goldAsset(DG001), 'gold')).toBeGreaterThanOrEqual(
      100n,
    );
    await t.trading.exchange.submit({
      ...hold,
      movement: 'release',
      amount: 0n,
      reference: 'test-all-cash',
    });
    await assertLedgerConsistent(db);
  });

  let transactionId = '';
  let shipmentId = '';

  it('holds the bars per contract and the charges, and splits the bars', async () => {
    const weightMg = 200_000n + 50n;
    const amount = await countedCharges(weightMg);
    const cashBefore = await balance(IDR_ASSET, 'cash');
    const response = await request(client, [metal(DG100, 2, 100), metal(DG001, 5, 0.01)], amount);
    expect(response.json()).toMatchObject({ status: 200 });
    const body = response.json().body;
    ({ transaction_id: transactionId, order_id: shipmentId } = body);
    expect(body).toMatchObject({
      status: '001',
      status_name: 'On Process',
      total_item: 7,
      total_weight: '200.05',
      total_charge: amount,
      shipping_date: '2026-11-25',
      estimated_arrival: '2026-11-29',
      hin: 'PC00000001',
      location: { postcode: BANDUNG, city: 'Kota Bandung' },
      items: [
        { contract_id: DG100, quantity: 2, weight: '200.00', entries: 20, entry_weight: '10' },
        { contract_id: DG001, quantity: 5, weight: '0.05', entries: 500, entry_weight: '0.0001' },
      ],
    });
    expect(await balance(goldAsset(DG100), 'withdrawal_hold')).toBe(200_000n);
    expect(await balance(goldAsset(DG001), 'withdrawal_hold')).toBe(50n);
    const chargesSen = parseDecimalString(amount, 2) as bigint;
    expect(await balance(IDR_ASSET, 'withdrawal_hold')).toBe(chargesSen);
    expect(await balance(IDR_ASSET, 'cash')).toBe(cashBefore - chargesSen);
    expect(chargesSen).toBeGreaterThan(deliveryCharges(weightMg, 0n).totalSen);
    await assertLedgerConsistent(t.database.db);
  });

  it('keeps the bars asked for in the holdings, on their own line, until they leave', async () => {
    const holdings = (await post(client, '/v2/igx/gold_balance', { user_id: client.userId })).json()
      .body;
    const dg100 = holdings.find((h: { contract_id: number }) => h.contract_id === DG100);
    // Held: the free gold (less the 200 g) and the 200 g held for delivery, as before.
    const heldMg = goldAtStartMg;
    expect(BigInt(dg100.quantity_mg)).toBe(heldMg);
    expect(dg100.delivery_process).toBe('200.000');
    expect(dg100.pockets[0].delivery_process).toBe('200.000');
    expect(BigInt(dg100.available_mg)).toBe(heldMg - 200_000n);
  });

  it('lists the shipment, its detail, and what stays available', async () => {
    const list = (
      await post(client, '/v2/poslog/list_withdrawal?offset=0&limit=10', { user_id: client.userId })
    ).json();
    expect(list.count).toBe(1);
    expect(list.body[0]).toMatchObject({
      transaction_id: transactionId,
      status_name: 'On Process',
      total_item: 7,
    });
    const outside = await post(
      client,
      '/v2/poslog/list_withdrawal?date_start=2026-12-01&date_end=2026-12-31',
      {
        user_id: client.userId,
      },
    );
    expect(outside.json().count).toBe(0);
    const detail = await get(client, `/v2/poslog/detail_withdrawal/${transactionId}`);
    expect(detail.json().body).toMatchObject({
      transaction_id: transactionId,
      total_weight: '200.05',
    });
    const reserved = (await get(client, '/v2/poslog/get/list_reserved_delivery')).json().body;
    expect(
      reserved.contracts.find((c: { contract_id: number }) => c.contract_id === DG100),
    ).toMatchObject({
      available_quantity: Number((goldAtStartMg - 200_000n) / 100_000n),
      reserved_quantity: 2,
      reserved_weight: '200.00',
    });
  });

  it('hides and refuses another client’s shipments, and ib, fm and ccp altogether', async () => {
    expect((await get(client2, `/v2/poslog/detail_withdrawal/${transactionId}`)).statusCode).toBe(
      404,
    );
    const list = await post(client2, '/v2/poslog/list_withdrawal', { user_id: client2.userId });
    expect(list.json().count).toBe(0);
    const asOther = await post(client2, '/v2/poslog/list_withdrawal', { user_id: client.userId });
    expect(asOther.statusCode).toBe(403);
    const requestAsOther = await request(client2, [metal(DG100, 1, 100)], '1.00').then(() =>
      post(client2, '/v2/poslog/request_withdrawal', {
        user_id: client.userId,
        location_id: BANDUNG,
        metal_info: [{ ...metal(DG100, 1, 100), metal_type: 'gold', unit: 'gr' }],
        amount_idr: '1.00',
      }),
    );
    expect(requestAsOther.statusCode).toBe(403);
    for (const email of ['ib@demo.emas.id', 'fm@demo.emas.id', 'ccp@demo.emas.id']) {
      const who = await signInAs(t.app, email);
      expect((await get(who, '/v2/poslog/get/list_reserved_delivery')).json().code).toBe(
        'AccessDenied',
      );
      expect((await post(who, '/v2/poslog/get/postal_code', { city: 'bandung' })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/poslog/get/list_reserved_delivery' }))
        .statusCode,
    ).not.toBe(200);
  });

  it('advances to dispatch with a receipt number, settling the holds exactly once', async () => {
    for (const expected of ['002', '003', '004']) {
      const moved = await advanceShipment(deps, shipmentId, null);
      expect(moved).toMatchObject({ ok: true, value: { status: expected } });
    }
    expect(await advanceShipment(deps, shipmentId, null)).toEqual({
      ok: false,
      code: 'ReceiptNumberRequired',
    });
    const cashHeld = await balance(IDR_ASSET, 'withdrawal_hold');
    const dispatched = await advanceShipment(deps, shipmentId, 'pvg1234567890');
    expect(dispatched).toMatchObject({
      ok: true,
      value: { status: '005', receipt_number: 'PVG1234567890' },
    });
    expect(cashHeld).toBeGreaterThan(0n);
    expect(await balance(IDR_ASSET, 'withdrawal_hold')).toBe(0n);
    expect(await balance(goldAsset(DG100), 'withdrawal_hold')).toBe(0n);
    expect(await cancelShipment(deps, shipmentId, 'late')).toEqual({
      ok: false,
      code: 'ShipmentNotCancellable',
    });
    for (let step = 0; step < 4; step += 1) await advanceShipment(deps, shipmentId, null);
    const list = (
      await post(client, '/v2/poslog/list_withdrawal', { user_id: client.userId })
    ).json();
    expect(list.body[0]).toMatchObject({
      status: '009',
      status_name: 'Delivered',
      receipt_number: 'PVG1234567890',
    });
    expect(await advanceShipment(deps, shipmentId, null)).toEqual({
      ok: false,
      code: 'ShipmentNotAdvanceable',
    });
    expect(await balance(goldAsset(DG100), 'gold')).toBe(goldAtStartMg - 200_000n);
    await assertLedgerConsistent(t.database.db);
  });

  it('traces the shipment by its receipt number, for its owner only', async () => {
    const trace = await post(client, '/v2/poslog/trace_and_track', { barcode: 'PVG1234567890' });
    const events = trace.json().data;
    expect(events.map((e: { eventName: string }) => e.eventName)).toEqual([
      'REQUEST RECEIVED',
      'REQUEST VERIFIED',
      'RELEASED FROM VAULT',
      'PACKED',
      'POSTING',
      'IN TRANSIT',
      'ARRIVED AT DESTINATION OFFICE',
      'OUT FOR DELIVERY',
      'DELIVERED',
    ]);
    expect(events[8]).toMatchObject({ office: 'KPRK KOTA BANDUNG 40111' });
    expect(events[8].description.split(';')).toContain('RESI : PVG1234567890');
    expect(
      (await post(client2, '/v2/poslog/trace_and_track', { barcode: 'PVG1234567890' })).statusCode,
    ).toBe(404);
  });

  it('cancels a shipment before dispatch, releasing its holds, and lists for the console', async () => {
    const goldBefore = await balance(goldAsset(DG100), 'gold');
    const cashBefore = await balance(IDR_ASSET, 'cash');
    const response = await request(client, [metal(DG100, 1, 100)], await countedCharges(100_000n));
    const id = response.json().body.order_id as string;
    const open = await shipmentsForOperator(t.database.db, {
      status: 'open',
      offset: 0,
      limit: 10,
    });
    expect(open.rows.map((row) => row.id)).toEqual([id]);
    expect(open.rows[0]).toMatchObject({
      hin: 'PC00000001',
      location: { postcode: BANDUNG },
      total_weight: '100.00',
    });
    expect(await cancelShipment(deps, id, 'client asked')).toMatchObject({
      ok: true,
      value: { status: 'XXX' },
    });
    expect(await cancelShipment(deps, id, 'again')).toEqual({
      ok: false,
      code: 'ShipmentNotCancellable',
    });
    expect(await balance(goldAsset(DG100), 'gold')).toBe(goldBefore);
    expect(await balance(IDR_ASSET, 'cash')).toBe(cashBefore);
    const all = await shipmentsForOperator(t.database.db, { status: 'all', offset: 0, limit: 10 });
    expect(all.count).toBe(2);
    expect(await advanceShipment(deps, 'nope', null)).toEqual({
      ok: false,
      code: 'ShipmentNotFound',
    });
    await assertLedgerConsistent(t.database.db);
  });
});
