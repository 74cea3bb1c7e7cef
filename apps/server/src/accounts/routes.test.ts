/**
 * Proves the account calls answer the caller's own seeded figures, on SQLite and PostgreSQL:
 * account information, cash balance in IDR and USD, gold balance, holdings, payment
 * information, hubs, contracts and products; and that they need a live session.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_PROFILE } from '../test-support/demo-client.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { type SignedIn, bearer, signInAs } from './test-sign-in.ts';

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

const call = (app: FastifyInstance, who: SignedIn | null, { method, url, payload }: Call) =>
  app.inject({ method, url, payload, headers: who === null ? {} : bearer(who) });

describe.each(databaseKinds())('account calls on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let lp: SignedIn;
  let ib: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    lp = await signInAs(t.app, 'lp@demo.emas.id');
    ib = await signInAs(t.app, 'ib@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (who: SignedIn, url: string) =>
    call(t.app, who, { method: 'POST', url, payload: { user_id: who.userId } });

  it('answers account information of the caller', async () => {
    const response = await post(client, '/v2/igx/account_information');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      data: {
        body: {
          user_id: client.userId,
          level: 'client',
          broker_name: 'Metalgo+',
          app_name: 'metalgo',
          hin: 'PC00000001',
          hinKinesis: null,
          first_name: 'Citra',
          fullname: 'Citra Lestari',
          email: 'client@demo.emas.id',
          phone_number: '081200000001',
          referralCode: 'REF0001',
          brokerId: 'metalgo',
          bank_type: 'OTHER',
          ...DEMO_CLIENT_PROFILE,
        },
      },
    });
  });

  it.each([
    ['client', () => client, '1000000000.00', '71428.57'],
    ['lp', () => lp, '100000000000.00', '7142857.14'],
    ['ib', () => ib, '0.00', '0.00'],
  ])('answers the %s its cash: Rp %s, $ %s at 14000', async (_level, who, idr, usd) => {
    const response = await post(who(), '/v2/igx/balance');
    expect(response.statusCode).toBe(200);
    // Its own cash; a broker's answer also carries the cash below it (the reports' tests).
    expect(response.json()).toMatchObject({
      status: 200,
      body: {
        rdk_balance: idr,
        usd_balance: usd,
        available_trade_bal: idr,
        available_trade_bal_usd: usd,
        reserved_bal_idr: '0.00',
        reserved_bal_usd: '0.00',
        account_bal: idr,
      },
    });
  });

  it('answers the gold balance of every contract', async () => {
    const response = await post(client, '/v2/igx/gold_balance');
    expect(response.statusCode).toBe(200);
    const rows = response.json<{
      body: {
        contract_id: number;
        quantity_mg: string;
        available_mg: string;
        reserved_mg: string;
      }[];
    }>().body;
    expect(
      rows.map((row) => [row.contract_id, row.quantity_mg, row.available_mg, row.reserved_mg]),
    ).toEqual([
      [1, '200000', '200000', '0'],
      [2, '2000000', '2000000', '0'],
      [3, '10000', '10000', '0'],
      [4, '10000', '10000', '0'],
      [5, '10000', '10000', '0'],
    ]);
  });

  it('answers holdings in lots', async () => {
    const response = await post(lp, '/v2/igx/holding');
    expect(response.statusCode).toBe(200);
    const rows = response.json<{
      body: { contractId: number; quantity: string; quantity_gram: string }[];
    }>().body;
    expect(rows.map((row) => [row.contractId, row.quantity, row.quantity_gram])).toEqual([
      [1, '500.0', '50000.000'],
      [2, '50.0', '50000.000'],
      [3, '50000.0', '50000.000'],
      [4, '5000000.0', '50000.000'],
      [5, '50000.0', '50000.000'],
    ]);
  });

  it('answers the average cost per gram of the holdings, in both field names', async () => {
    const response = await post(client, '/v2/igx/holding');
    const row = response.json().body.find((r: { contractId: number }) => r.contractId === 5);
    expect(row).toMatchObject({
      avg_total_cost_idr: '1150000.00',
      avg_total_cost: '82.1429',
      averageTotalCostIncFeeAndTaxIdr: '1150000.00',
      averageTotalCostIncFeeAndTaxUsd: '82.1429',
    });
  });

  it('answers an empty holding list to an account without gold', async () => {
    const response = await post(ib, '/v2/igx/holding');
    expect(response.json()).toEqual({ status: 200, body: [] });
  });

  it('answers the RPED commodity account and the withdrawal accounts', async () => {
    const response = await post(client, '/v2/igx/payment_information');
    expect(response.statusCode).toBe(200);
    const { apd, withdrawal_acc } = response.json<{
      body: { apd: Record<string, string>; withdrawal_acc: Record<string, string>[] };
    }>().body;
    expect(apd).toMatchObject({
      bank_code: '037',
      account_number: '107700000001',
      account_name: 'Citra Lestari',
      currency: 'IDR',
    });
    expect(withdrawal_acc).toEqual([
      expect.objectContaining({
        bank_code: '014',
        account_number: '5200000001',
        account_name: 'Citra Lestari',
      }),
    ]);
  });

  it('refuses payment information to an account without an RPED account', async () => {
    const response = await post(ib, '/v2/igx/payment_information');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'RPEDNotFound' });
  });

  it('lists the hubs with only Jakarta selectable', async () => {
    const response = await call(t.app, client, {
      method: 'GET',
      url: `/v2/igx/hub?user_id=${client.userId}`,
    });
    expect(response.statusCode).toBe(200);
    const hubs = response.json<{
      body: { name: string; selectable: boolean; iata: string; attributes: { iata: string } }[];
    }>().body;
    expect(hubs[0]).toMatchObject({ iata: 'JAK', attributes: { iata: 'JAK' } });
    expect(hubs.map((hub) => hub.name)).toEqual([
      'Jakarta',
      'Singapore',
      'Hong Kong',
      'Dubai',
      'Sidney',
      'London',
      'New York',
      'Zurich',
    ]);
    expect(hubs.filter((hub) => hub.selectable).map((hub) => hub.name)).toEqual(['Jakarta']);
  });

  it('lists the five contracts with their configuration', async () => {
    const response = await call(t.app, client, { method: 'GET', url: '/v2/igx/contract' });
    expect(response.statusCode).toBe(200);
    const contracts = response.json<{
      data: { id: number; attributes: Record<string, unknown> }[];
    }>().data;
    expect(
      contracts.map((c) => [
        c.id,
        c.attributes.code,
        c.attributes.status,
        c.attributes.weightCorrection,
        c.attributes.rrsName,
        c.attributes.hubId,
      ]),
    ).toEqual([
      [1, 'DG100', 'active', '100', '100 g', 'jakarta'],
      [2, 'K1KG', 'disabled', '1000', '1 kg', 'jakarta'],
      [3, 'KAU', 'active', '100', 'KAU', 'jakarta'],
      [4, 'DG001', 'active', '0.01', 'micro', 'jakarta'],
      [5, 'DG1', 'active', '1', 'micro', 'jakarta'],
    ]);
    expect(contracts[2]?.attributes).toMatchObject({
      contractType: 'kau',
      disabledDirections: ['buy'],
    });
  });

  it('lists the products', async () => {
    const response = await call(t.app, client, { method: 'GET', url: '/v2/igx/product' });
    expect(response.json()).toEqual({
      status: 200,
      data: [
        { id: 1, name: 'Emas Digital', active: true },
        { id: 2, name: 'KAU', active: true },
      ],
    });
  });

  it.each<Call>([
    { method: 'POST', url: '/v2/igx/account_information', payload: { user_id: 'x' } },
    { method: 'POST', url: '/v2/igx/balance', payload: { user_id: 'x' } },
    { method: 'POST', url: '/v2/igx/gold_balance', payload: { user_id: 'x' } },
    { method: 'POST', url: '/v2/igx/holding', payload: { user_id: 'x' } },
    { method: 'POST', url: '/v2/igx/payment_information', payload: { user_id: 'x' } },
    { method: 'GET', url: '/v2/igx/hub' },
    { method: 'GET', url: '/v2/igx/contract' },
    { method: 'GET', url: '/v2/igx/product' },
  ])('$method $url without a session answers body status 498', async (request) => {
    const anonymous = await call(t.app, null, request);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 498, code: 'SessionExpired' });
    const forged = await call(t.app, { userId: 'x', token: 'A'.repeat(43) }, request);
    expect(forged.json()).toMatchObject({ status: 498 });
  });
});
