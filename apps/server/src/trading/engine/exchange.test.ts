/**
 * Proves the exchange against a real database (SQLite and PostgreSQL): a crossing order trades
 * at the maker's price and posts cash, fees, tax, cashback and gold as balanced entries; what
 * orders hold follows fills, edits, kills and expiry; market orders never rest; the review
 * checks refuse what the account cannot pay or deliver; and a fresh exchange on the same
 * database rebuilds the same books.
 */
import {
  IDR_ASSET,
  type LedgerAccountKind,
  contractById,
  goldAsset,
  orderFigures,
} from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { assertLedgerConsistent, balanceOf, sumByAsset } from '../../ledger/index.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../../test-support/harness.ts';
import type { BookPlaceCommand } from './commands.ts';
import { Exchange } from './exchange.ts';
import { orderOutcome, placeCommand } from './test-kit.ts';

const DG1 = 5;
const DG100 = 1;
const REFERENCE_PER_GRAM_SEN = 119_280_000n;
const silent = { error: () => {}, warn: () => {} };

const done = orderOutcome;

describe.each(databaseKinds())('exchange on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = manualClock(TEST_START_MS);
  let exchange: Exchange;
  const ids: Record<string, string> = {};

  const newExchange = () =>
    new Exchange({
      database,
      clock,
      marketHours: 'exchange',
      log: silent,
      rateIdrPerUsd: () => 14_000n,
      referencePriceSen: (contractId) =>
        (REFERENCE_PER_GRAM_SEN * (contractById(contractId)?.weightMg ?? 0n)) / 1000n,
    });

  const balance = (who: string, kindName: LedgerAccountKind, asset = IDR_ASSET) =>
    balanceOf(database.db, ids[who] ?? null, asset, kindName);

  const order = (
    who: string,
    change: Partial<BookPlaceCommand> & Pick<BookPlaceCommand, 'direction'>,
  ): BookPlaceCommand => placeCommand(ids[who] as string, change);

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind, clock));
    for (const [key, email] of [
      ['client', 'client@demo.emas.id'],
      ['client2', 'client2@demo.emas.id'],
      ['lp', 'lp@demo.emas.id'],
    ]) {
      const row = await database.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', email as string)
        .executeTakeFirstOrThrow();
      ids[key as string] = row.id;
    }
    exchange = newExchange();
    await exchange.start();
  });

  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('rests a sell and holds its gold', async () => {
    const goldBefore = await balance('client2', 'gold', goldAsset(DG1));
    const placed = done(await exchange.submit(order('client2', { direction: 'sell' })));
    expect(placed.outcome).toBe('submit');
    expect(placed.order.held_mg).toBe(1_000n);
    expect(await balance('client2', 'gold', goldAsset(DG1))).toBe(goldBefore - 1_000n);
    expect(await balance('client2', 'reserved_gold', goldAsset(DG1))).toBe(1_000n);
    expect(exchange.snapshot(DG1)?.asks).toEqual([
      { price: REFERENCE_PER_GRAM_SEN, quantity: 10n, orderCount: 1 },
    ]);
  });

  it('trades a crossing buy at the maker price and posts every movement', async () => {
    const cash = await balance('client', 'cash');
    const sellerCash = await balance('client2', 'cash');
    const feeIncome = await balance('', 'fee_income');
    const buy = done(
      await exchange.submit(
        order('client', { direction: 'buy', limitPriceSen: REFERENCE_PER_GRAM_SEN + 500_000n }),
      ),
    );
    expect(buy.outcome).toBe('fill');
    expect(buy.order.status).toBe('fill');
    const value = REFERENCE_PER_GRAM_SEN;
    const fee = 1_192_800n;
    const tax = 131_208n;
    const cashback = 1_100_000n;
    expect(await balance('client', 'cash')).toBe(cash - value - fee - tax + cashback);
    expect(await balance('client', 'reserved_cash')).toBe(0n);
    expect(await balance('client2', 'cash')).toBe(sellerCash + value - fee - tax);
    expect(await balance('client2', 'reserved_gold', goldAsset(DG1))).toBe(0n);
    expect(await balance('', 'fee_income')).toBe(feeIncome + 2n * fee);
    expect(await balance('', 'tax_payable')).toBe(2n * tax);
    expect(await balance('', 'cashback')).toBe(-cashback);
    const trade = await database.db.selectFrom('trades').selectAll().executeTakeFirstOrThrow();
    expect(trade.price_sen).toBe(REFERENCE_PER_GRAM_SEN);
    expect(trade.seller_cost_sen).toBeGreaterThan(0n);
    const lot = await database.db
      .selectFrom('gold_inventories')
      .selectAll()
      .where('trade_id', '=', trade.id)
      .executeTakeFirstOrThrow();
    expect(lot.account_id).toBe(ids.client);
    expect(lot.cost_per_gram_sen).toBe(value + fee + tax);
    await assertLedgerConsistent(database.db);
    for (const sum of (await sumByAsset(database.db)).values()) expect(sum).toBe(0n);
  });

  it('answers an unmatched market order cancel, holding nothing after', async () => {
    const cash = await balance('client', 'cash');
    const result = done(
      await exchange.submit(
        order('client', { direction: 'buy', orderType: 'market', limitPriceSen: null }),
      ),
    );
    expect(result.outcome).toBe('cancel');
    expect(result.order.status).toBe('cancel');
    expect(result.order.cancel_reason).toBe('unmatched');
    expect(await balance('client', 'cash')).toBe(cash);
    expect(await balance('client', 'reserved_cash')).toBe(0n);
  });

  it('fills part of a limit buy, rests the rest and holds only what it still needs', async () => {
    done(await exchange.submit(order('client2', { direction: 'sell', quantityMg: 500n })));
    const partial = done(
      await exchange.submit(order('client', { direction: 'buy', quantityMg: 2_000n })),
    );
    expect(partial.outcome).toBe('partial');
    expect(partial.order.remaining_mg).toBe(1_500n);
    const due = orderFigures({
      contract: contractById(DG1)!,
      direction: 'buy',
      orderType: 'limit',
      priceSen: REFERENCE_PER_GRAM_SEN,
      quantityMg: 2_000n,
    });
    expect(partial.order.held_sen).toBeLessThan(due.totalSen);
    expect(await balance('client', 'reserved_cash')).toBe(partial.order.held_sen);
    await assertLedgerConsistent(database.db);
  });

  it('edits the resting buy down in place and kills it, releasing everything', async () => {
    const orderId = exchange.bookSnapshot(DG1)?.bids[0]?.orderId as string;
    const edited = done(
      await exchange.submit({
        kind: 'edit',
        accountId: ids.client as string,
        orderId,
        quantityMg: 500n,
        source: 'client',
      }),
    );
    expect(edited.order.remaining_mg).toBe(500n);
    expect(await balance('client', 'reserved_cash')).toBe(edited.order.held_sen);
    const killed = done(
      await exchange.submit({ kind: 'kill', accountId: ids.client as string, orderId }),
    );
    expect(killed.order.status).toBe('cancel');
    expect(killed.order.cancel_reason).toBe('killed');
    expect(await balance('client', 'reserved_cash')).toBe(0n);
    const again = await exchange.submit({ kind: 'kill', accountId: ids.client as string, orderId });
    expect(again).toEqual({ ok: false, code: 'OrderNotOpen' });
  });

  it("refuses another account's order", async () => {
    const sell = done(
      await exchange.submit(order('client2', { direction: 'sell', limitPriceSen: 200_000_000n })),
    );
    const kill = await exchange.submit({
      kind: 'kill',
      accountId: ids.client as string,
      orderId: sell.order.id,
    });
    expect(kill).toEqual({ ok: false, code: 'OrderNotOwned' });
  });

  it.each<[string, Partial<BookPlaceCommand> & Pick<BookPlaceCommand, 'direction'>, string]>([
    [
      'a buy beyond the balance',
      {
        direction: 'buy',
        contractId: DG100,
        quantityMg: 1_000_000n,
        limitPriceSen: 11_928_000_000n,
      },
      'InsufficientTradeBalance',
    ],
    ['a sell beyond the gold', { direction: 'sell', quantityMg: 50_000n }, 'InsufficientGold'],
    [
      'a decimal quantity of a bar contract',
      { direction: 'buy', contractId: DG100, quantityMg: 50_000n },
      'QuantityDecimalNotAllowed',
    ],
    [
      'the disabled 1 kg contract',
      { direction: 'buy', contractId: 2, quantityMg: 1_000_000n },
      'ContractNotAvailable',
    ],
    ['buying kau', { direction: 'buy', contractId: 3 }, 'ContractNotAvailable'],
    [
      'a GTD expiry too soon',
      { direction: 'buy', validity: 'GTD', expiresAtMs: TEST_START_MS + 60_000 },
      'ExpiryTooSoon',
    ],
    [
      'a limit order without a price',
      { direction: 'buy', limitPriceSen: null },
      'LimitPriceRequired',
    ],
  ])('refuses %s and holds nothing', async (_name, change, code) => {
    const cash = await balance('client', 'cash');
    const result = await exchange.submit(
      order(change.direction === 'sell' ? 'client' : 'client', change),
    );
    expect(result).toMatchObject({ ok: false, code });
    expect(await balance('client', 'cash')).toBe(cash);
  });

  it('expires a GTD order on the engine clock and hands its gold back', async () => {
    const gold = await balance('client', 'gold', goldAsset(DG1));
    const gtd = done(
      await exchange.submit(
        order('client', {
          direction: 'sell',
          limitPriceSen: 300_000_000n,
          validity: 'GTD',
          expiresAtMs: clock.now() + 3_600_000,
        }),
      ),
    );
    expect(await balance('client', 'gold', goldAsset(DG1))).toBe(gold - 1_000n);
    clock.advance(3_600_000);
    await exchange.submit({ kind: 'expire' });
    const row = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', gtd.order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancel');
    expect(row.cancel_reason).toBe('expired');
    expect(await balance('client', 'gold', goldAsset(DG1))).toBe(gold);
  });

  it('refuses client orders while the market is closed, on the engine clock', async () => {
    const saturday = Date.UTC(2026, 10, 28, 3, 0, 0);
    const now = clock.now();
    clock.set(saturday);
    const result = await exchange.submit(order('client', { direction: 'buy' }));
    clock.set(now);
    expect(result).toEqual({ ok: false, code: 'MarketClosed' });
  });

  it('rebuilds the same books and balances from the database', async () => {
    done(
      await exchange.submit(
        order('lp', {
          direction: 'buy',
          limitPriceSen: 100_000_000n,
          quantityMg: 5_000n,
          source: 'market-maker',
        }),
      ),
    );
    done(
      await exchange.submit(
        order('lp', {
          direction: 'buy',
          limitPriceSen: 100_000_000n,
          quantityMg: 3_000n,
          source: 'market-maker',
        }),
      ),
    );
    const before = contractsSnapshot(exchange);
    await exchange.stop();
    exchange = newExchange();
    await exchange.start();
    expect(contractsSnapshot(exchange)).toEqual(before);
    await assertLedgerConsistent(database.db);
  });

  it('charges a sale the storage fee of the lots it takes, out of its proceeds', async () => {
    // A year on, the client sells 1 g of the gold it bought above (all of it a year old) into
    // the lp's bid at the reference price: 2% of the value for the year held.
    const now = clock.now();
    clock.set(TEST_START_MS + 365 * 86_400_000 + 2 * 3_600_000);
    done(await exchange.submit(order('lp', { direction: 'buy', source: 'market-maker' })));
    const cash = await balance('client', 'cash');
    const feeIncome = await balance('', 'fee_income');
    const sold = done(
      await exchange.submit(
        order('client', { direction: 'sell', orderType: 'market', limitPriceSen: null }),
      ),
    );
    clock.set(now);
    expect(sold.outcome).toBe('fill');
    const trade = await database.db
      .selectFrom('trades')
      .selectAll()
      .where('sell_order_id', '=', sold.order.id)
      .executeTakeFirstOrThrow();
    const [value, fee, tax, storage] = [119_280_000n, 1_192_800n, 131_208n, 2_385_600n];
    expect(trade.value_sen).toBe(value);
    expect([trade.seller_fee_sen, trade.seller_tax_sen]).toEqual([fee, tax]);
    expect(trade.seller_storage_fee_sen).toBe(storage);
    expect(await balance('client', 'cash')).toBe(cash + value - fee - tax - storage);
    expect(await balance('', 'fee_income')).toBe(
      feeIncome + trade.buyer_fee_sen + trade.seller_fee_sen + storage,
    );
    await assertLedgerConsistent(database.db);
    for (const sum of (await sumByAsset(database.db)).values()) expect(sum).toBe(0n);
  });
});

const contractsSnapshot = (exchange: Exchange) =>
  [1, 2, 3, 4, 5].map((id) => exchange.bookSnapshot(id));
