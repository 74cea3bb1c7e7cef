/**
 * Proves on SQLite and PostgreSQL (issue 20, item 2) that a bullion request is taken at exactly
 * the total the client counted (Count Total Charges), although the gold price (so the goods
 * value and its insurance) moved between the count and the submit; and that an amount no live
 * quote of the account matches (other bars, another location, another account, a quote past its
 * window) is refused with 'Please count the total charges again', holding nothing.
 */
import { IDR_ASSET, goldAsset, parseDecimalString } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { CHARGE_QUOTE_VALIDITY_MS } from './charge-quotes.ts';
import { BANDUNG, countedCharges, fundForShipments, metal, requestShipment } from './test-kit.ts';

const DG100 = 1;
const CIDENG = '10120';
const ONE_BAR = [metal(DG100, 1, 100)];
const TICKS_MAX = 50;

describe.each(databaseKinds())('bullion charge quotes on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let client2: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { postalDelayMs: 0 });
    client = await signInAs(t.app, 'client@demo.emas.id');
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
    await fundForShipments(t, client.userId, 'quote');
    await fundForShipments(t, client2.userId, 'quote2');
  });
  afterAll(async () => {
    await t.close();
  });

  const held = async (who: SignedIn) => ({
    cash: await balanceOf(t.database.db, who.userId, IDR_ASSET, 'withdrawal_hold'),
    gold: await balanceOf(t.database.db, who.userId, goldAsset(DG100), 'withdrawal_hold'),
  });
  /** Counts one bar to Bandung, then moves the price until a fresh count differs from it. */
  const countThenMovePrice = async (who: SignedIn): Promise<string> => {
    const counted = await countedCharges(t.app, who, 100_000n, BANDUNG, ONE_BAR);
    for (let tick = 0; tick < TICKS_MAX; tick += 1) {
      t.marketData.tick();
      if ((await countedCharges(t.app, who, 100_000n)) !== counted) return counted;
    }
    throw new Error('the price did not move');
  };

  it('refuses an amount no live quote of the account matches, holding nothing', async () => {
    const counted = await countThenMovePrice(client);
    const before = { client: await held(client), client2: await held(client2) };
    const refusals = [
      await requestShipment(t.app, client, [metal(DG100, 2, 100)], counted),
      await requestShipment(t.app, client, ONE_BAR, counted, CIDENG),
      await requestShipment(t.app, client2, ONE_BAR, counted),
    ];
    t.clock.advance(CHARGE_QUOTE_VALIDITY_MS);
    refusals.push(await requestShipment(t.app, client, ONE_BAR, counted));
    for (const response of refusals) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'BullionChargesChanged',
        err_message: 'The charges have changed. Please count the total charges again.',
      });
    }
    expect({ client: await held(client), client2: await held(client2) }).toEqual(before);
    expect(await t.database.db.selectFrom('shipments').select('id').execute()).toEqual([]);
  });

  it('takes a request at exactly the total counted, although the price moved since', async () => {
    const counted = await countThenMovePrice(client);
    const countedSen = parseDecimalString(counted, 2) as bigint;
    const cashBefore = await balanceOf(t.database.db, client.userId, IDR_ASSET, 'cash');
    const response = await requestShipment(t.app, client, ONE_BAR, counted);
    expect(response.json()).toMatchObject({ status: 200, body: { total_charge: counted } });
    expect(await held(client)).toEqual({ cash: countedSen, gold: 100_000n });
    expect(await balanceOf(t.database.db, client.userId, IDR_ASSET, 'cash')).toBe(
      cashBefore - countedSen,
    );
    const shipment = await t.database.db
      .selectFrom('shipments')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(
      shipment.fee_sen + shipment.fee_tax_sen + shipment.insurance_sen + shipment.insurance_tax_sen,
    ).toBe(countedSen);
    expect(shipment.total_charge_sen).toBe(countedSen);
    await assertLedgerConsistent(t.database.db);
  });
});
