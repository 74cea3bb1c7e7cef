/**
 * Proves on SQLite and PostgreSQL (issue 20, item 9) that shipments close their holds exactly
 * once even when the process dies between a status change and the holds' movement (the
 * movement never reaches the exchange): the shipment reconciliation, run at start and every
 * 30 s, releases a cancelled shipment's gold and charges and settles a dispatched one's, and
 * leaves a shipment not yet dispatched alone.
 */
import { IDR_ASSET, goldAsset } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { exchangeFailing } from '../test-support/failing-exchange.ts';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import type { BullionDeps } from './deps.ts';
import { advanceShipment, cancelShipment } from './operator-shipments.ts';
import { reconcileShipments } from './reconcile-shipments.ts';
import {
  bullionDepsOf,
  countedCharges,
  fundForShipments,
  metal,
  requestShipment,
} from './test-kit.ts';

const DG100 = 1;

describe.each(databaseKinds())('shipment reconciliation on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let deps: BullionDeps;

  beforeAll(async () => {
    t = await createTestApp(kind, { postalDelayMs: 0 });
    client = await signInAs(t.app, 'client@demo.emas.id');
    deps = bullionDepsOf(t);
    await fundForShipments(t, client.userId, 'reconcile');
  });
  afterAll(async () => {
    await t.close();
  });

  const gold = () => balanceOf(t.database.db, client.userId, goldAsset(DG100), 'gold');
  const cash = () => balanceOf(t.database.db, client.userId, IDR_ASSET, 'cash');
  const held = async (id: string) =>
    (
      await t.database.db
        .selectFrom('balance_holds')
        .select('state')
        .where('reference', 'like', `shipment:${id}:%`)
        .execute()
    ).map((row) => row.state);
  const newShipment = async (): Promise<string> => {
    const charges = await countedCharges(t.app, client, 100_000n);
    const response = await requestShipment(t.app, client, [metal(DG100, 1, 100)], charges);
    expect(response.statusCode).toBe(200);
    return response.json<{ body: { order_id: string } }>().body.order_id;
  };
  /** The operator's step with the process dying before its holds move. */
  const cutOff = (): BullionDeps => ({
    ...deps,
    exchange: exchangeFailing(deps.exchange, ['release', 'settle']),
  });

  it('releases the holds of a shipment cancelled just before a crash', async () => {
    const [goldBefore, cashBefore] = [await gold(), await cash()];
    const id = await newShipment();
    await expect(cancelShipment(cutOff(), id, 'client asked')).rejects.toThrow('disk is full');
    expect(await held(id)).toEqual(['open', 'open']);
    // Not yet dispatched shipments are left alone; this one is cancelled: its holds go back.
    expect(await reconcileShipments(deps)).toBe(1);
    expect(await held(id)).toEqual(['released', 'released']);
    expect([await gold(), await cash()]).toEqual([goldBefore, cashBefore]);
    expect(await reconcileShipments(deps)).toBe(0);
    await assertLedgerConsistent(t.database.db);
  });

  it('settles the holds of a shipment dispatched just before a crash, and only those', async () => {
    const waiting = await newShipment();
    const id = await newShipment();
    for (let step = 0; step < 3; step += 1)
      expect((await advanceShipment(deps, id, null)).ok).toBe(true);
    await expect(advanceShipment(cutOff(), id, 'PVG0000000009')).rejects.toThrow('disk is full');
    const shipment = await t.database.db
      .selectFrom('shipments')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(shipment.status).toBe('005');
    expect(await held(id)).toEqual(['open', 'open']);
    expect(await reconcileShipments(deps)).toBe(1);
    expect(await held(id)).toEqual(['settled', 'settled']);
    expect(await held(waiting)).toEqual(['open', 'open']);
    await assertLedgerConsistent(t.database.db);
  });
});
