/**
 * Proves that a postal service that does not answer, because it is down or too slow, is a
 * clear refusal on SQLite and PostgreSQL: the location search, the fee quote and a delivery request answer
 * PostalServiceUnavailable (503), and the request holds nothing and records no shipment.
 */
import { IDR_ASSET, goldAsset } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { balanceOf } from '../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { BANDUNG, metal, requestShipment } from './test-kit.ts';

const DG100 = 1;

const outages: [string, Partial<Config>][] = [
  ['down', { postalFailurePercent: 100 }],
  ['slower than the server waits', { postalTimeoutPercent: 100, postalTimeoutMs: 50 }],
];

describe.each(
  databaseKinds().flatMap((kind) => outages.map(([what, config]) => [what, kind, config] as const)),
)('the postal service %s on %s', (_what, kind, config) => {
  let t: TestApp;
  let client: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { postalDelayMs: 1, ...config });
    client = await signInAs(t.app, 'client@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(client) });

  it.each([
    ['/v2/poslog/get/postal_code', { city: 'bandung', address: '' }],
    [
      '/v2/poslog/get/fee',
      { shipperzipcode: '10110', receiverzipcode: BANDUNG, weight: '100', valuegoods: '1000' },
    ],
  ])('answers %s with PostalServiceUnavailable', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'PostalServiceUnavailable',
      err_message_id: 'Layanan pos tidak menjawab. Silakan coba lagi.',
    });
  });

  it('refuses a delivery request and holds nothing', async () => {
    const gold = () => balanceOf(t.database.db, client.userId, goldAsset(DG100), 'gold');
    const cash = () => balanceOf(t.database.db, client.userId, IDR_ASSET, 'cash');
    const [goldBefore, cashBefore] = [await gold(), await cash()];
    const response = await requestShipment(t.app, client, [metal(DG100, 1, 100)], '1000000.00');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'PostalServiceUnavailable' });
    expect([await gold(), await cash()]).toEqual([goldBefore, cashBefore]);
    const shipments = await t.database.db.selectFrom('shipments').select('id').execute();
    expect(shipments).toEqual([]);
  });
});
