/**
 * Proves that an order command's answer tells only what its own batch committed, and that a
 * command carrying a client order id has one effect however often it is sent: repeats in the
 * same batch, in a batch applied while the first commits, after the first committed and after a
 * restart all answer the first result and add nothing. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../../test-support/harness.ts';
import { type BatchWriter, connectionWriter } from './batch-writer.ts';
import type { BookPlaceCommand } from './commands.ts';
import type { Exchange } from './exchange.ts';
import { accountIdsOf, orderOutcome, placeCommand, testExchange } from './test-kit.ts';

const done = orderOutcome;

describe.each(databaseKinds())('exchange answers on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = manualClock(TEST_START_MS);
  let exchange: Exchange;
  const ids: Record<string, string> = {};
  /** While set, each write waits for it first: the next batch is applied meanwhile. */
  let gate: Promise<void> | null = null;

  const newExchange = () => {
    const real = connectionWriter(database);
    const writer: BatchWriter = {
      write: async (rows) => {
        if (gate !== null) await gate;
        await real.write(rows);
      },
      close: real.close,
    };
    return testExchange({ database, writer, clock });
  };

  const order = (
    who: string,
    change: Partial<BookPlaceCommand> & Pick<BookPlaceCommand, 'direction'>,
  ): BookPlaceCommand => placeCommand(ids[who] as string, change);

  const ordersOf = async (who: string) =>
    database.db
      .selectFrom('orders')
      .selectAll()
      .where('account_id', '=', ids[who] as string)
      .execute();

  /** Resolves once the exchange has taken up what was queued (applied, maybe not committed). */
  const applied = () => new Promise((wake) => setTimeout(wake, 20));

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind, clock));
    const [client, client2] = await accountIdsOf(database.db, [
      'client@demo.emas.id',
      'client2@demo.emas.id',
    ]);
    Object.assign(ids, { client, client2 });
    exchange = newExchange();
    await exchange.start();
  });

  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('answers a resting order as its batch left it, not as a later batch changed it', async () => {
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const sell = exchange.submit(order('client2', { direction: 'sell' }));
    await applied();
    const buy = exchange.submit(order('client', { direction: 'buy' }));
    await applied();
    gate = null;
    open();
    const sold = done(await sell);
    const bought = done(await buy);
    expect(sold.outcome).toBe('submit');
    expect(sold.order.status).toBe('submit');
    expect(sold.order.filled_mg).toBe(0n);
    expect(bought.outcome).toBe('fill');
    const row = await database.db
      .selectFrom('orders')
      .select(['status', 'filled_mg'])
      .where('id', '=', sold.order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'fill', filled_mg: 1_000n });
  });

  it('places a keyed order once when it is repeated in one batch and across batches', async () => {
    const before = (await ordersOf('client2')).length;
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const command = order('client2', { direction: 'sell', requestKey: 'sell-once-1' });
    const first = [exchange.submit(command), exchange.submit(command)];
    await applied();
    const second = exchange.submit(command);
    await applied();
    gate = null;
    open();
    const answers = (await Promise.all([...first, second])).map(done);
    const third = done(await exchange.submit(command));
    expect(new Set([...answers, third].map((answer) => answer.order.id)).size).toBe(1);
    expect([...answers, third].map((answer) => answer.outcome)).toEqual([
      'submit',
      'submit',
      'submit',
      'submit',
    ]);
    expect(await ordersOf('client2')).toHaveLength(before + 1);
  });

  it('answers the first result after a restart, and keys are per account', async () => {
    const command = order('client2', { direction: 'sell', requestKey: 'sell-once-2' });
    const first = done(await exchange.submit(command));
    await exchange.stop();
    exchange = newExchange();
    await exchange.start();
    const before = (await ordersOf('client2')).length;
    const again = done(await exchange.submit(command));
    expect(again).toEqual(first);
    expect(await ordersOf('client2')).toHaveLength(before);
    const other = done(
      await exchange.submit(order('client', { direction: 'buy', requestKey: 'sell-once-2' })),
    );
    expect(other.order.id).not.toBe(first.order.id);
  });

  it('keeps nothing of a refused keyed command, so its repeat is checked anew', async () => {
    const command = order('client2', {
      direction: 'sell',
      quantityMg: 10_000_000_000n,
      requestKey: 'too-big',
    });
    const refused = await exchange.submit(command);
    expect(refused).toMatchObject({ ok: false });
    const stored = await database.db
      .selectFrom('order_requests')
      .select('request_key')
      .where('request_key', '=', 'too-big')
      .execute();
    expect(stored).toEqual([]);
    expect(await exchange.submit(command)).toEqual(refused);
  });

  it('kills a keyed kill once: its repeat answers the same cancel, not OrderNotOpen', async () => {
    const placed = done(await exchange.submit(order('client2', { direction: 'sell' })));
    const kill = {
      kind: 'kill' as const,
      accountId: ids.client2 as string,
      orderId: placed.order.id,
      requestKey: 'kill-1',
    };
    const killed = done(await exchange.submit(kill));
    expect(killed.order.cancel_reason).toBe('killed');
    expect(done(await exchange.submit(kill))).toEqual(killed);
    const unkeyed = await exchange.submit({ ...kill, requestKey: undefined });
    expect(unkeyed).toMatchObject({ ok: false, code: 'OrderNotOpen' });
  });
});
