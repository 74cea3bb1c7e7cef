/**
 * Proves the fill watch on SQLite and PostgreSQL: the seeded history is not noticed, each side
 * of a new trade gets one notice, and trades committed while no watch ran (a server down) are
 * noticed once when it starts again, never twice; each notice is pushed to its account once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { Exchange } from '../trading/index.ts';
import { watchFills } from './fill-notices.ts';

const DG1 = 5;
const PRICE_SEN = 119_280_000n;

describe.each(databaseKinds())('the fill watch on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  let exchange: Exchange;
  const clock = manualClock(TEST_START_MS);
  const ids: Record<string, string> = {};
  const pushed: string[] = [];

  const fillNotices = async () =>
    Number(
      (
        await database.db
          .selectFrom('notices')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
          .where('kind', '=', 'order_fill')
          .executeTakeFirstOrThrow()
      ).count,
    );
  const eventually = async (count: number) => {
    for (let attempt = 0; attempt < 200 && (await fillNotices()) < count; attempt += 1) {
      await new Promise((wake) => setTimeout(wake, 10));
    }
    expect(await fillNotices()).toBe(count);
  };
  const watch = () =>
    watchFills({
      db: database.db,
      exchange,
      liveHub: { sendToAccount: (accountId) => void pushed.push(accountId) },
      now: () => clock.now(),
      onError: (error) => {
        throw error;
      },
    });
  const trade = async () => {
    for (const [who, direction] of [
      ['client2', 'sell'],
      ['client', 'buy'],
    ] as const) {
      const placed = await exchange.submit({
        kind: 'place',
        accountId: ids[who] as string,
        contractId: DG1,
        direction,
        orderType: 'limit',
        quantityMg: 1_000n,
        limitPriceSen: PRICE_SEN,
        validity: 'GTC',
        expiresAtMs: null,
        source: 'client',
      });
      expect(placed.ok).toBe(true);
    }
  };

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind, clock));
    for (const who of ['client', 'client2']) {
      const row = await database.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', `${who}@demo.emas.id`)
        .executeTakeFirstOrThrow();
      ids[who] = row.id;
    }
    exchange = new Exchange({
      database,
      clock,
      marketHours: 'always',
      log: { error: () => {}, warn: () => {} },
      rateIdrPerUsd: () => 16_000n,
      referencePriceSen: () => PRICE_SEN,
    });
    await exchange.start();
  });
  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('notices new trades once, also those committed while it was not watching', async () => {
    const stopFirst = await watch();
    await trade();
    await eventually(2);
    await stopFirst();

    await trade();
    await new Promise((wake) => setTimeout(wake, 50));
    expect(await fillNotices()).toBe(2);

    const stopSecond = await watch();
    await eventually(4);
    await new Promise((wake) => setTimeout(wake, 50));
    expect(await fillNotices()).toBe(4);
    // Each stored notice was pushed to its account once, as it was stored.
    expect(pushed).toHaveLength(4);
    expect(new Set(pushed)).toEqual(new Set([ids['client'], ids['client2']]));
    await stopSecond();
  });
});
