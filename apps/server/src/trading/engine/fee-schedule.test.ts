/**
 * Proves a broker's fee schedule on SQLite and PostgreSQL: an order is charged by the schedule
 * in force when it was placed, even when it fills after a change took over and after a
 * restart; an order placed after the change pays the new rates; the history is kept.
 */
import { SPEC_BROKER_RATES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../../test-support/harness.ts';
import type { Exchange } from './exchange.ts';
import {
  TEST_PRICE_SEN,
  accountIdsOf,
  orderOutcome,
  placeCommand,
  testExchange,
} from './test-kit.ts';

const HOUR_MS = 3_600_000;
/** The new schedule: 2% (at least Rp 1.000) and 12% tax, from an hour after the start. */
const DOUBLED = {
  ...SPEC_BROKER_RATES,
  feeBasisPoints: 200n,
  feeMinimumSen: 100_000n,
  taxBasisPoints: 1_200n,
};

describe.each(databaseKinds())('a broker’s fee schedule on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = manualClock(TEST_START_MS);
  let exchange: Exchange;
  let buyerId: string;
  let sellerId: string;

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind, clock));
    [buyerId, sellerId] = (await accountIdsOf(database.db, [
      'client@demo.emas.id',
      'client2@demo.emas.id',
    ])) as [string, string];
    exchange = testExchange({ database, clock });
    await exchange.start();
  });
  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('charges each order by the schedule in force when it was placed, across a restart', async () => {
    const before = orderOutcome(
      await exchange.submit(placeCommand(buyerId, { direction: 'buy' })),
    ).order;
    const added = await exchange.submit({
      kind: 'fee_schedule',
      operatorId: null,
      schedule: {
        id: 'metalgo-doubled',
        brokerId: 'metalgo',
        effectiveFromMs: TEST_START_MS + HOUR_MS,
        createdAtMs: TEST_START_MS,
        rates: DOUBLED,
      },
    });
    expect(added).toMatchObject({ ok: true, value: { effectiveFromMs: TEST_START_MS + HOUR_MS } });
    clock.advance(HOUR_MS);
    const after = orderOutcome(
      await exchange.submit(placeCommand(buyerId, { direction: 'buy' })),
    ).order;
    expect([before.fee_schedule_id, after.fee_schedule_id]).toEqual([
      'metalgo-spec',
      'metalgo-doubled',
    ]);

    await exchange.stop();
    exchange = testExchange({ database, clock });
    await exchange.start();
    orderOutcome(
      await exchange.submit(
        placeCommand(sellerId, { direction: 'sell', quantityMg: 2_000n, orderType: 'market' }),
      ),
    );

    const trades = await database.db
      .selectFrom('trades')
      .select(['buy_order_id', 'buyer_fee_sen', 'buyer_tax_sen', 'seller_fee_sen'])
      .where('buy_order_id', 'in', [before.id, after.id])
      .orderBy('sequence')
      .execute();
    const value = TEST_PRICE_SEN;
    expect(
      trades.map((t) => [t.buy_order_id, BigInt(t.buyer_fee_sen), BigInt(t.buyer_tax_sen)]),
    ).toEqual([
      [before.id, value / 100n, ((value / 100n) * 11n) / 100n],
      [after.id, value / 50n, ((value / 50n) * 12n) / 100n],
    ]);
    // The seller placed after the change: the new rates on both fills' value, split by fill.
    const sellerFees = trades.reduce((sum, t) => sum + BigInt(t.seller_fee_sen), 0n);
    expect(sellerFees).toBe((2n * value) / 50n);
  });

  it('keeps the history: the spec schedule stays beside the new one', async () => {
    const rows = await database.db
      .selectFrom('broker_fee_schedules')
      .select(['id', 'fee_basis_points'])
      .where('broker_id', '=', 'metalgo')
      .orderBy('effective_from_ms')
      .execute();
    expect(rows.map((row) => [row.id, BigInt(row.fee_basis_points)])).toEqual([
      ['metalgo-spec', 100n],
      ['metalgo-doubled', 200n],
    ]);
  });
});
