/**
 * Proves what a failed commit leaves: every command of the failed batch, and of any batch
 * applied after it, is answered Retry (body status 499: the store failed, nothing was kept); nothing of them is in the database; the engine
 * reloads the committed state (books and balances agree with the database) and goes on.
 */
import { IDR_ASSET } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { assertLedgerConsistent, balanceOf } from '../../ledger/index.ts';
import { TEST_START_MS, createTestDatabase } from '../../test-support/harness.ts';
import { type BatchWriter, connectionWriter } from './batch-writer.ts';
import type { PlaceOrderCommand } from './commands.ts';
import type { Exchange } from './exchange.ts';
import { accountIdsOf, placeCommand, testExchange } from './test-kit.ts';

describe('a batch that cannot commit', () => {
  let database: Database;
  let close: () => Promise<void>;
  let exchange: Exchange;
  let clientId: string;
  /** While set, the next write waits for it and then fails. */
  let failing: Promise<void> | null = null;

  const order = (priceSen: bigint): PlaceOrderCommand =>
    placeCommand(clientId, { direction: 'buy', limitPriceSen: priceSen });

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase('sqlite'));
    [clientId] = (await accountIdsOf(database.db, ['client@demo.emas.id'])) as [string];
    const real = connectionWriter(database);
    const writer: BatchWriter = {
      write: async (rows) => {
        if (failing !== null) {
          const gate = failing;
          failing = null;
          await gate;
          throw new Error('disk full');
        }
        await real.write(rows);
      },
      close: real.close,
    };
    exchange = testExchange({ database, writer, clock: manualClock(TEST_START_MS) });
    await exchange.start();
  });
  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('fails the batch and every batch after it, writes none of them, and recovers', async () => {
    const kept = await exchange.submit(order(100_000_000n));
    expect(kept.ok).toBe(true);
    const cash = await balanceOf(database.db, clientId, IDR_ASSET, 'cash');
    let release = () => {};
    failing = new Promise((resolve) => {
      release = resolve;
    });
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const first = exchange.submit(order(101_000_000n));
    await tick();
    await tick();
    const second = exchange.submit(order(102_000_000n));
    await tick();
    await tick();
    release();
    expect(await first).toEqual({ ok: false, code: 'Retry' });
    expect(await second).toEqual({ ok: false, code: 'Retry' });
    const rows = await database.db.selectFrom('orders').select('limit_price_sen').execute();
    expect(rows.map((row) => row.limit_price_sen)).toEqual([100_000_000n]);
    expect(await balanceOf(database.db, clientId, IDR_ASSET, 'cash')).toBe(cash);

    const after = await exchange.submit(order(103_000_000n));
    expect(after.ok).toBe(true);
    expect(exchange.bookSnapshot(5)?.bids.map((o) => o.price)).toEqual([
      103_000_000n,
      100_000_000n,
    ]);
    const held = exchange.openOrdersOf(clientId, 5).reduce((sum, o) => sum + o.heldSen, 0n);
    expect(await balanceOf(database.db, clientId, IDR_ASSET, 'reserved_cash')).toBe(held);
    await assertLedgerConsistent(database.db);
  });
});

describe('a batch whose reads before applying meet a failing store', () => {
  let database: Database;
  let close: () => Promise<void>;
  let exchange: Exchange;
  let failing = false;

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase('sqlite'));
    // The engine's reads go through this plugin, which fails them as a lost disk would while
    // `failing` holds; its commits go through the real connection.
    const reads = database.db.withPlugin({
      transformQuery: (args) => {
        if (failing) throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    exchange = testExchange({
      database: { ...database, db: reads },
      writer: connectionWriter(database),
      clock: manualClock(TEST_START_MS),
    });
    await exchange.start();
  });
  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('is answered Retry, not InternalError, and the engine goes on once the store is back', async () => {
    const [clientId] = (await accountIdsOf(database.db, ['client2@demo.emas.id'])) as [string];

    failing = true;
    const refused = await exchange.submit(placeCommand(clientId, { direction: 'buy' }));
    failing = false;
    const placed = await exchange.submit(placeCommand(clientId, { direction: 'buy' }));

    expect(refused).toEqual({ ok: false, code: 'Retry' });
    expect(placed.ok).toBe(true);
  });
});
