/**
 * Proves on SQLite and PostgreSQL (issue 20, item 11) that bullion delivery is idempotent: a
 * request to POST /v2/poslog/request_withdrawal repeated with its request_key, at the same
 * moment and later, answers its first shipment and holds the bars and charges once; another
 * key is another shipment.
 */
import { goldAsset } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { BANDUNG, countedCharges, fundForShipments, metal } from './test-kit.ts';

const DG100 = 1;

describe.each(databaseKinds())('bullion request keys on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { postalDelayMs: 0 });
    client = await signInAs(t.app, 'client@demo.emas.id');
    await fundForShipments(t, client.userId, 'request-key');
  });
  afterAll(async () => {
    await t.close();
  });

  const gold = () => balanceOf(t.database.db, client.userId, goldAsset(DG100), 'gold');
  const shipments = () =>
    t.database.db
      .selectFrom('shipments')
      .select('id')
      .where('account_id', '=', client.userId)
      .execute();
  const request = (amountIdr: string, requestKey: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/poslog/request_withdrawal',
      headers: bearer(client),
      payload: {
        user_id: client.userId,
        location_id: BANDUNG,
        description: 'Antar ke kantor',
        metal_info: [{ ...metal(DG100, 1, 100), metal_type: 'gold', unit: 'gr' }],
        amount_idr: amountIdr,
        request_key: requestKey,
      },
    });
  const orderIdOf = (response: { json: <T>() => T }) =>
    response.json<{ body: { order_id: string } }>().body.order_id;

  it('answers repeats of a keyed request, at once and later, with its one shipment', async () => {
    const goldBefore = await gold();
    const rows = (await shipments()).length;
    const charges = await countedCharges(t.app, client, 100_000n);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => request(charges, 'bullion-key-0001')),
    );
    const later = await request(charges, 'bullion-key-0001');
    for (const answer of [...answers, later]) expect(answer.statusCode).toBe(200);
    expect(new Set([...answers, later].map(orderIdOf)).size).toBe(1);
    expect(await shipments()).toHaveLength(rows + 1);
    expect(await gold()).toBe(goldBefore - 100_000n);
    const other = await request(charges, 'bullion-key-0002');
    expect(other.statusCode).toBe(200);
    expect(orderIdOf(other)).not.toBe(orderIdOf(later));
    expect(await gold()).toBe(goldBefore - 200_000n);
    await assertLedgerConsistent(t.database.db);
  });
});
