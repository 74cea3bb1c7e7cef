/**
 * Proves stop orders in the exchange against a real database (SQLite and PostgreSQL): a stop
 * waits in no book holding what it will need; the trade that reaches it fires it in the same
 * batch, and what it trades fires the next, oldest first; a fired buy tops up its hold from
 * free cash or closes unfunded; a waiting stop is edited, killed and expired like an open
 * order, a fired stop-limit rests as a limit order; and a fresh exchange on the same database
 * keeps the waiting stops and fires them.
 */
import {
  IDR_ASSET,
  type LedgerAccountKind,
  NO_CHARGES,
  buyHoldSen,
  contractById,
  goldAsset,
  stopBuyHoldSen,
} from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { assertLedgerConsistent, balanceOf } from '../../ledger/index.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../../test-support/harness.ts';
import type { BookPlaceCommand, StopPlaceCommand } from './commands.ts';
import type { Exchange } from './exchange.ts';
import {
  TEST_CONTRACT_ID as DG1,
  TEST_PRICE_SEN as P,
  accountIdsOf,
  orderOutcome as done,
  placeCommand,
  stopCommand,
  testExchange,
} from './test-kit.ts';

const dg1 = contractById(DG1)!;
const LOT = 1_000n;
const HOUR_MS = 3_600_000;

describe.each(databaseKinds())('stop orders in the exchange on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = manualClock(TEST_START_MS);
  let exchange: Exchange;
  let client: string;
  let client2: string;
  let pospay: string;
  let lp: string;

  const balance = (who: string, kindName: LedgerAccountKind, asset = IDR_ASSET) =>
    balanceOf(database.db, who, asset, kindName);
  const limit = (
    who: string,
    change: Partial<BookPlaceCommand> & Pick<BookPlaceCommand, 'direction'>,
  ) => exchange.submit(placeCommand(who, change));
  const stop = (
    who: string,
    change: Partial<StopPlaceCommand> & Pick<StopPlaceCommand, 'direction' | 'stopPriceSen'>,
  ) => exchange.submit(stopCommand(who, change));
  const row = (id: string) =>
    database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Kills whatever the test left open, so the next one starts on empty books. */
  const clearOpenOrders = async () => {
    for (const who of [client, client2, pospay, lp]) {
      for (const open of exchange.openOrdersOf(who, DG1)) {
        done(await exchange.submit({ kind: 'kill', accountId: who, orderId: open.id }));
      }
    }
    await assertLedgerConsistent(database.db);
  };

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind, clock));
    const emails = ['client', 'client2', 'pospay', 'lp'].map((name) => `${name}@demo.emas.id`);
    [client, client2, pospay, lp] = (await accountIdsOf(database.db, emails)) as [
      string,
      string,
      string,
      string,
    ];
    exchange = testExchange({ database, clock });
    await exchange.start();
  });

  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('waits in no book, holding what it will need, and is killed like an open order', async () => {
    const buy = done(
      await stop(client, { direction: 'buy', stopPriceSen: P + 1_000_000n, quantityMg: 2n * LOT }),
    );
    const held = stopBuyHoldSen({
      contract: dg1,
      orderType: 'stop',
      stopPriceSen: P + 1_000_000n,
      limitPriceSen: null,
      quantityMg: 2n * LOT,
    });
    expect(buy.outcome).toBe('submit');
    expect(buy.order).toMatchObject({
      order_type: 'market',
      status: 'submit',
      stop_price_sen: P + 1_000_000n,
      triggered_at_ms: null,
      held_sen: held,
    });
    expect(await balance(client, 'reserved_cash')).toBe(held);
    const sell = done(await stop(client2, { direction: 'sell', stopPriceSen: P - 1_000_000n }));
    expect(sell.order.held_mg).toBe(LOT);
    expect(await balance(client2, 'reserved_gold', goldAsset(DG1))).toBe(LOT);
    expect(exchange.bookSnapshot(DG1)).toEqual({ bids: [], asks: [] });
    expect(exchange.openOrdersOf(client, DG1).map((order) => order.id)).toEqual([buy.order.id]);

    const killed = done(
      await exchange.submit({ kind: 'kill', accountId: client, orderId: buy.order.id }),
    );
    expect(killed.order).toMatchObject({ status: 'cancel', cancel_reason: 'killed', held_sen: 0n });
    expect(await balance(client, 'reserved_cash')).toBe(0n);
    await clearOpenOrders();
    expect(await balance(client2, 'reserved_gold', goldAsset(DG1))).toBe(0n);
  });

  it.each<[string, () => Promise<unknown>, unknown]>([
    [
      'a buy stop not above the last price',
      () => stop(client, { direction: 'buy', stopPriceSen: P }),
      { ok: false, code: 'StopPriceNotAboveLast', params: { price: '1,192,800.00' } },
    ],
    [
      'a sell stop not below the last price',
      () => stop(client2, { direction: 'sell', stopPriceSen: P + 1n }),
      { ok: false, code: 'StopPriceNotBelowLast', params: { price: '1,192,800.00' } },
    ],
    [
      'a stop without a stop price',
      () => stop(client, { direction: 'buy', stopPriceSen: null }),
      { ok: false, code: 'StopPriceRequired' },
    ],
    [
      'a stop-limit without a limit price',
      () => stop(client, { direction: 'buy', orderType: 'stop_limit', stopPriceSen: P + 1n }),
      { ok: false, code: 'LimitPriceRequired' },
    ],
    [
      'a stop buy the account cannot pay for',
      () => stop(client, { direction: 'buy', stopPriceSen: P + 1n, quantityMg: 1_000_000n }),
      { ok: false, code: 'InsufficientTradeBalance' },
    ],
    [
      'a stop sell of gold the account does not have',
      () => stop(client2, { direction: 'sell', stopPriceSen: P - 1n, quantityMg: 1_000_000n }),
      { ok: false, code: 'InsufficientGold', params: { contract: dg1.name } },
    ],
  ])('refuses %s', async (_name, send, refusal) => {
    expect(await send()).toEqual(refusal);
    expect(await balance(client, 'reserved_cash')).toBe(0n);
  });

  it('fires on the trade that reaches it, oldest first, and what a fired stop trades fires the next', async () => {
    for (const step of [0n, 1n, 2n, 3n]) {
      done(await limit(lp, { direction: 'sell', limitPriceSen: P + step * 1_000_000n }));
    }
    const first = done(await stop(client, { direction: 'buy', stopPriceSen: P + 500_000n }));
    const second = done(await stop(client2, { direction: 'buy', stopPriceSen: P + 500_000n }));
    const third = done(await stop(pospay, { direction: 'buy', stopPriceSen: P + 1_500_000n }));
    // A trade below every stop fires none.
    expect(done(await limit(pospay, { direction: 'buy', limitPriceSen: P })).outcome).toBe('fill');
    expect((await row(first.order.id)).triggered_at_ms).toBeNull();

    clock.advance(1_000);
    const trigger = done(await limit(pospay, { direction: 'buy', limitPriceSen: P + 1_000_000n }));
    expect(trigger.outcome).toBe('fill');
    const fired = await Promise.all([first, second, third].map(({ order }) => row(order.id)));
    expect(fired.map((order) => order.triggered_at_ms)).toEqual(Array(3).fill(BigInt(clock.now())));
    const trades = await database.db
      .selectFrom('trades')
      .select(['buy_order_id', 'price_sen'])
      .where('created_at_ms', '=', BigInt(clock.now()))
      .orderBy('sequence')
      .execute();
    // The oldest stop takes the next ask; the second (older than the third) the one after;
    // the third finds the book empty.
    expect(trades).toEqual([
      { buy_order_id: trigger.order.id, price_sen: P + 1_000_000n },
      { buy_order_id: first.order.id, price_sen: P + 2_000_000n },
      { buy_order_id: second.order.id, price_sen: P + 3_000_000n },
    ]);
    expect(fired.map((order) => [order.status, order.cancel_reason])).toEqual([
      ['fill', null],
      ['fill', null],
      ['cancel', 'unmatched'],
    ]);
    // The second paid beyond what its stop price held: it held the rest from free cash.
    const holds = await database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('kind', '=', 'order_hold')
      .where('reference', '=', second.order.id)
      .execute();
    expect(holds).toHaveLength(2);
    for (const who of [client, client2, pospay]) {
      expect(await balance(who, 'reserved_cash')).toBe(0n);
    }
    expect(exchange.snapshot(DG1)?.lastPriceSen).toBe(P + 3_000_000n);
    await clearOpenOrders();
  });

  it('closes a fired stop buy unfunded when its fills cost more than it holds and is free', async () => {
    const last = P + 3_000_000n;
    done(await limit(lp, { direction: 'sell', limitPriceSen: last + 200_000n }));
    done(await limit(lp, { direction: 'sell', limitPriceSen: last + 8_000_000n }));
    const waiting = done(await stop(client, { direction: 'buy', stopPriceSen: last + 100_000n }));
    const free = await balance(client, 'cash');
    const hold = {
      kind: 'balance' as const,
      accountId: client,
      asset: IDR_ASSET,
      reference: 'stop-test-withdrawal',
    };
    expect(await exchange.submit({ ...hold, movement: 'hold', amount: free })).toMatchObject({
      ok: true,
    });
    done(await limit(pospay, { direction: 'buy', limitPriceSen: last + 200_000n }));
    const closed = await row(waiting.order.id);
    expect(closed).toMatchObject({ status: 'cancel', cancel_reason: 'unfunded', held_sen: 0n });
    expect(closed.triggered_at_ms).not.toBeNull();
    expect(await balance(client, 'reserved_cash')).toBe(0n);
    expect(await balance(client, 'cash')).toBe(waiting.order.held_sen);
    expect(exchange.bookSnapshot(DG1)?.asks.map((ask) => ask.price)).toEqual([last + 8_000_000n]);
    expect(await exchange.submit({ ...hold, movement: 'release', amount: 0n })).toMatchObject({
      ok: true,
    });
    await clearOpenOrders();
  });

  it('edits a waiting stop-limit, then rests it as a limit order once fired', async () => {
    const last = P + 3_200_000n;
    const placed = done(
      await stop(client, {
        direction: 'buy',
        orderType: 'stop_limit',
        stopPriceSen: last + 1_000_000n,
        limitPriceSen: last + 1_200_000n,
      }),
    );
    const edit = { kind: 'edit' as const, accountId: client, orderId: placed.order.id };
    const edited = done(
      await exchange.submit({
        ...edit,
        source: 'client',
        stopPriceSen: last + 2_000_000n,
        limitPriceSen: last + 2_200_000n,
        quantityMg: 2n * LOT,
      }),
    );
    const held = stopBuyHoldSen({
      contract: dg1,
      orderType: 'stop_limit',
      stopPriceSen: last + 2_000_000n,
      limitPriceSen: last + 2_200_000n,
      quantityMg: 2n * LOT,
    });
    expect(edited.order).toMatchObject({
      stop_price_sen: last + 2_000_000n,
      limit_price_sen: last + 2_200_000n,
      remaining_mg: 2n * LOT,
      held_sen: held,
    });
    expect(await balance(client, 'reserved_cash')).toBe(held);
    expect(
      await exchange.submit({ ...edit, source: 'client', stopPriceSen: last - 1n }),
    ).toMatchObject({ ok: false, code: 'StopPriceNotAboveLast' });

    done(await limit(lp, { direction: 'sell', limitPriceSen: last + 2_000_000n }));
    done(await limit(pospay, { direction: 'buy', limitPriceSen: last + 2_000_000n }));
    const fired = await row(placed.order.id);
    expect(fired).toMatchObject({ status: 'submit', order_type: 'limit' });
    expect(fired.triggered_at_ms).not.toBeNull();
    expect(fired.held_sen).toBe(buyHoldSen(dg1, 'limit', last + 2_200_000n, 2n * LOT, NO_CHARGES));
    expect(exchange.bookSnapshot(DG1)?.bids.map((bid) => bid.orderId)).toEqual([placed.order.id]);
    expect(
      await exchange.submit({ ...edit, source: 'client', stopPriceSen: last + 9_000_000n }),
    ).toEqual({ ok: false, code: 'StopAlreadyTriggered' });
    await clearOpenOrders();
    expect(await balance(client, 'reserved_cash')).toBe(0n);
  });

  it('expires a waiting stop at its date and gives its gold back', async () => {
    const placed = done(
      await stop(client2, {
        direction: 'sell',
        stopPriceSen: P,
        validity: 'GTD',
        expiresAtMs: clock.now() + 2 * HOUR_MS,
      }),
    );
    expect(await balance(client2, 'reserved_gold', goldAsset(DG1))).toBe(LOT);
    clock.advance(2 * HOUR_MS);
    expect(await exchange.submit({ kind: 'expire' })).toEqual({ ok: true, value: null });
    expect(await row(placed.order.id)).toMatchObject({
      status: 'cancel',
      cancel_reason: 'expired',
      held_mg: 0n,
    });
    expect(await balance(client2, 'reserved_gold', goldAsset(DG1))).toBe(0n);
  });

  it('keeps its waiting stops through a restart and fires them there', async () => {
    const last = exchange.snapshot(DG1)?.lastPriceSen as bigint;
    const waiting = done(await stop(client2, { direction: 'sell', stopPriceSen: last - 500_000n }));
    await exchange.stop();
    exchange = testExchange({ database, clock });
    await exchange.start();
    expect(exchange.snapshot(DG1)?.lastPriceSen).toBe(last);
    expect(exchange.openOrdersOf(client2, DG1).map((order) => order.id)).toEqual([
      waiting.order.id,
    ]);
    expect(exchange.bookSnapshot(DG1)).toEqual({ bids: [], asks: [] });
    // A sale below the stop fires it into the bid left below.
    done(await limit(lp, { direction: 'buy', limitPriceSen: last - 600_000n }));
    done(await limit(lp, { direction: 'buy', limitPriceSen: last - 700_000n }));
    done(await limit(pospay, { direction: 'sell', limitPriceSen: last - 600_000n }));
    expect(await row(waiting.order.id)).toMatchObject({ status: 'fill', held_mg: 0n });
    const sold = await database.db
      .selectFrom('trades')
      .select('price_sen')
      .where('sell_order_id', '=', waiting.order.id)
      .executeTakeFirstOrThrow();
    expect(sold.price_sen).toBe(last - 700_000n);
    await clearOpenOrders();
  });
});
