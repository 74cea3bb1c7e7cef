/**
 * Proves what a full disk does to the exchange, on a real SQLite database that runs out of
 * pages (max_page_count): every order is either accepted or answered Retry (body status 499),
 * never InternalError; the fault is logged with its real code (SQLITE_FULL) a bounded number of
 * times; once space is back the engine rebuilds and trades, and the ledger and the engine's
 * holds agree with the database.
 */
import { IDR_ASSET } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { assertLedgerConsistent, balanceOf } from '../../ledger/index.ts';
import { TEST_START_MS, createTestDatabase } from '../../test-support/harness.ts';
import type { PlaceOrderCommand } from './commands.ts';
import type { Exchange } from './exchange.ts';
import { accountIdsOf, placeCommand, testExchange } from './test-kit.ts';

const ORDERS = 300;
const RECOVERY_WAIT_MS_MAX = 15_000;

describe('an exchange whose disk is full', () => {
  let database: Database;
  let close: () => Promise<void>;
  let exchange: Exchange;
  let clientId: string;
  const logged: { code?: unknown }[] = [];

  const order = (priceSen: bigint): PlaceOrderCommand =>
    placeCommand(clientId, { direction: 'buy', limitPriceSen: priceSen });

  const setMaxPages = (pages: number) =>
    sql.raw(`pragma max_page_count = ${pages}`).execute(database.db);

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase('sqlite'));
    [clientId] = (await accountIdsOf(database.db, ['client@demo.emas.id'])) as [string];
    exchange = testExchange({
      database,
      clock: manualClock(TEST_START_MS),
      log: { error: (object: { code?: unknown }) => logged.push(object), warn: () => {} },
    });
    await exchange.start();
  });
  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('answers Retry while full, logs SQLITE_FULL a few times, and trades again after', async () => {
    const pages = await sql<{ page_count: bigint }>`pragma page_count`.execute(database.db);
    await setMaxPages(Number(pages.rows[0]?.page_count));
    const results = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        exchange.submit(order(100_000_000n + BigInt(i) * 1_000n)),
      ),
    );
    const codes = new Set(results.map((result) => (result.ok ? 'ok' : result.code)));
    expect(codes.has('Retry')).toBe(true);
    expect([...codes].every((code) => code === 'ok' || code === 'Retry')).toBe(true);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.length).toBeLessThanOrEqual(2);
    expect(logged[0]?.code).toBe('SQLITE_FULL');

    await setMaxPages(1_073_741_823);
    const deadline = Date.now() + RECOVERY_WAIT_MS_MAX;
    let after = await exchange.submit(order(99_000_000n));
    while (!after.ok && Date.now() < deadline) {
      await new Promise((wake) => setTimeout(wake, 100));
      after = await exchange.submit(order(99_000_000n));
    }
    expect(after.ok).toBe(true);
    const stored = await database.db
      .selectFrom('orders')
      .select('id')
      .where('account_id', '=', clientId)
      .execute();
    const accepted = results.filter((result) => result.ok).length;
    expect(stored).toHaveLength(accepted + 1);
    const held = exchange.openOrdersOf(clientId, 5).reduce((sum, o) => sum + o.heldSen, 0n);
    expect(await balanceOf(database.db, clientId, IDR_ASSET, 'reserved_cash')).toBe(held);
    await assertLedgerConsistent(database.db);
  });
});
