/**
 * Proves a broker's own settings through the API on SQLite and PostgreSQL: its fee schedule in
 * force and history, a new schedule (never backdated, audited) that takes over on its date,
 * admins only; its white label edited and seen by the next public read without a restart
 * (with its ETag), unreadable colours and bad logos refused, and a logo served as its type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_START_MS,
  type TestApp,
  createTestApp,
  databaseKinds,
} from '../test-support/harness.ts';
import { type OperatorMethod, sendAsOperator } from '../test-support/operator-call.ts';
import { limitOrder } from '../test-support/orders.ts';
import { bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';

const DAY_MS = 86_400_000;
/** TEST_START_MS is 2026-11-24, 10:00 in Jakarta. */
const TODAY = '2026-11-24';
const SPEC_RATES = {
  fee_rate: '1.00',
  fee_minimum: '500.00',
  tax_rate: '11.00',
  storage_rate_per_year: '2.00',
  delivery_fee_per_kg: '10000.00',
  delivery_tax_rate: '10.00',
  insurance_rate: '1.00',
  insurance_tax_rate: '10.00',
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Fees = {
  in_force: { id: string; fee_rate: string; effective_from_ms: number } | null;
  history: { id: string }[];
};
type Branding = { id: string; label: string; brand_colour: string; logo_url: string | null };

describe.each(databaseKinds())('broker settings on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finance: string;

  const as = (token: string, method: OperatorMethod, url: string, body?: object) =>
    sendAsOperator(t.app, token, method, url, body);
  const fees = async (url = '/v2/operator/brokers/metalgo/fees') =>
    (await as(admin, 'GET', url)).json<{ data: Fees }>().data;
  const brandings = () => t.app.inject({ method: 'GET', url: '/v2/brokers' });
  const uploadLogo = async (bytes: Buffer, type: string) => {
    const form = new FormData();
    form.set('file', new Blob([bytes], { type }), 'logo');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/v2/operator/brokers/pospaygold/logo',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': request.headers.get('content-type') ?? '',
      },
    });
  };

  beforeAll(async () => {
    // The simulated post answers at once: the delivery case tests rates, not the wait.
    t = await createTestApp(kind, { postalDelayMs: 0 });
    admin = await signInAsOperator(t.app);
    finance = await signInAsOperator(t.app, 'finance@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows each broker the spec rates as its first schedule', async () => {
    expect(await fees()).toMatchObject({
      in_force: { id: 'metalgo-spec', ...SPEC_RATES },
      history: [{ id: 'metalgo-spec' }],
    });
  });

  it('is for admins only', async () => {
    expect((await as(finance, 'GET', '/v2/operator/brokers/metalgo/fees')).statusCode).toBe(403);
    const add = { ...SPEC_RATES, effective_date: TODAY };
    expect(
      (await as(finance, 'POST', '/v2/operator/brokers/metalgo/fees', add)).json(),
    ).toMatchObject({
      code: 'OperatorForbidden',
    });
    expect((await as(finance, 'GET', '/v2/operator/brokers')).statusCode).toBe(403);
  });

  it('refuses a backdated schedule or a rate out of range, and adds nothing', async () => {
    const url = '/v2/operator/brokers/metalgo/fees';
    const backdated = await as(admin, 'POST', url, { ...SPEC_RATES, effective_date: '2026-11-23' });
    expect([backdated.statusCode, backdated.json().code]).toEqual([422, 'FeeScheduleBackdated']);
    const tooHigh = await as(admin, 'POST', url, {
      ...SPEC_RATES,
      tax_rate: '100.01',
      effective_date: TODAY,
    });
    expect(tooHigh.json()).toMatchObject({ code: 'FeeRateOutOfRange' });
    expect((await fees()).history).toHaveLength(1);
  });

  it('adds a schedule from a later date, audited, in force from that day', async () => {
    const added = await as(admin, 'POST', '/v2/operator/brokers/metalgo/fees', {
      ...SPEC_RATES,
      fee_rate: '0.50',
      effective_date: '2026-11-25',
    });
    expect(added.statusCode).toBe(200);
    const { data } = added.json<{ data: Fees }>();
    expect(data.in_force?.id).toBe('metalgo-spec');
    expect(data.history.map((row) => row.id)[1]).toBe('metalgo-spec');
    const actions = (await as(admin, 'GET', '/v2/operator/actions')).json<{
      data: { body: { action: string; subject: string }[] };
    }>().data.body;
    expect(actions[0]).toMatchObject({ action: 'broker.fees.add', subject: 'metalgo' });

    t.clock.advance(DAY_MS);
    // A day later the console session has lapsed: sign in again.
    admin = await signInAsOperator(t.app);
    const inForce = (await fees('/v2/brokers/metalgo/fees')).in_force;
    expect(inForce).toMatchObject({
      fee_rate: '0.50',
      // 2026-11-25 00:00 in Jakarta.
      effective_from_ms: Date.UTC(2026, 10, 24, 17),
    });
    expect(TEST_START_MS + DAY_MS).toBeGreaterThan(inForce?.effective_from_ms ?? 0);
  });

  it('shows an order placed under the new schedule with its fee', async () => {
    const client = await signInAs(t.app, 'client@demo.emas.id');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/add_order',
      headers: bearer(client),
      payload: limitOrder('buy', '1000000'),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // 0.50% of Rp 1.000.000, and 11% tax on it.
    expect(placed.json().attributes).toMatchObject({ fee: '5000.00', tax: '550.00' });
  });

  it('quotes a delivery with the broker’s delivery rates in force', async () => {
    const pospay = await signInAs(t.app, 'pospay@demo.emas.id', 'pospaygold');
    const quote = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v2/poslog/get/fee',
          headers: bearer(pospay),
          payload: {
            shipperzipcode: '10110',
            receiverzipcode: '40111',
            weight: '1000.5',
            valuegoods: '100000000',
          },
        })
      ).json().body.data.body.rs_fee.r_fee[0];
    // Two started kilograms at the spec's Rp 10.000, 10% tax.
    expect(await quote()).toMatchObject({ fee: '20000.00', feeTax: '2000.00' });
    const added = await as(admin, 'POST', '/v2/operator/brokers/pospaygold/fees', {
      ...SPEC_RATES,
      delivery_fee_per_kg: '15000.00',
      delivery_tax_rate: '11.00',
      effective_date: '2026-11-25',
    });
    expect(added.statusCode).toBe(200);
    expect(await quote()).toMatchObject({ fee: '30000.00', feeTax: '3300.00' });
  });

  it('applies a white-label edit to the next public read, with a new ETag', async () => {
    const before = await brandings();
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toBe('public, max-age=60');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v2/brokers',
          headers: { 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
    const edited = await as(admin, 'POST', '/v2/operator/brokers/pospaygold/branding', {
      label: 'PospayGold Emas',
      brand_colour: '#9A3412',
      brand_strong_colour: '#7c2d12',
      register_path: '/register/pospaygold',
    });
    expect(edited.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/v2/brokers',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const pospay = after.json<{ data: Branding[] }>().data.find((b) => b.id === 'pospaygold');
    expect(pospay).toMatchObject({ label: 'PospayGold Emas', brand_colour: '#9a3412' });
  });

  it('refuses a colour too light to read on white', async () => {
    const refused = await as(admin, 'POST', '/v2/operator/brokers/pospaygold/branding', {
      label: 'PospayGold',
      brand_colour: '#f5c542',
      brand_strong_colour: '#7c2d12',
      register_path: null,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'BrandingColourLowContrast']);
  });

  it('serves an uploaded logo as its type, and refuses what is not an image or too big', async () => {
    const uploaded = await uploadLogo(PNG, 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = uploaded.json<{ data: Branding }>().data.logo_url as string;
    const logo = await t.app.inject({ method: 'GET', url: logoUrl });
    expect([logo.headers['content-type'], logo.rawPayload.equals(PNG)]).toEqual([
      'image/png',
      true,
    ]);

    const svg = await uploadLogo(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect([svg.statusCode, svg.json().code]).toEqual([422, 'BrandingLogoInvalid']);
    const big = await uploadLogo(Buffer.concat([PNG, Buffer.alloc(210 * 1024)]), 'image/png');
    expect([big.statusCode, big.json().code]).toEqual([413, 'BrandingLogoTooLarge']);
  });
});
