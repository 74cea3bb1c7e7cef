/**
 * Proves the market maker on a real exchange and database: it quotes five levels each side of
 * every active contract as the lp account, within its own cash and gold (the ledger moves),
 * refills its ladder after a client trades against it, quotes again when the reference price
 * moves past the threshold, and replaces a ladder without ever leaving a side empty.
 */
import { IDR_ASSET, contractById, quoteLadder } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf } from '../../test-support/sign-in.ts';
import { assertLedgerConsistent, balanceOf } from '../../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../../test-support/harness.ts';
import { createMarketMakerBot } from './market-maker-bot.ts';

const DG1 = 5;
const QUOTED_CONTRACTS = [1, 3, 4, 5];

describe.each(databaseKinds())('market maker on %s', (kind) => {
  let t: TestApp;
  let lpId: string;
  let clientId: string;
  let referenceSen = 119_280_000n;
  let bot: ReturnType<typeof createMarketMakerBot>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const idOf = (email: string) => accountIdOf(t.database.db, email);
    lpId = await idOf('lp@demo.emas.id');
    clientId = await idOf('client@demo.emas.id');
    bot = createMarketMakerBot({
      accountId: lpId,
      submit: (command) => t.trading.exchange.submit(command),
      openOrders: (contractId) => t.trading.exchange.openOrdersOf(lpId, contractId),
      referencePerGramSen: () => referenceSen,
      onRefused: (contractId, code) => {
        throw new Error(`quote on ${contractId} refused: ${code}`);
      },
    });
  });
  afterAll(async () => {
    await bot.stop();
    await t.close();
  });

  const prices = (contractId: number) => {
    const book = t.trading.exchange.bookSnapshot(contractId);
    return {
      bids: (book?.bids ?? []).map((order) => order.price),
      asks: (book?.asks ?? []).map((order) => order.price),
    };
  };

  it('quotes the ladder on every active contract, holding its cash and gold', async () => {
    const cash = await balanceOf(t.database.db, lpId, IDR_ASSET, 'cash');
    await bot.tick();
    for (const contractId of QUOTED_CONTRACTS) {
      const ladder = quoteLadder(contractById(contractId)!, referenceSen);
      expect(prices(contractId).bids).toEqual(
        ladder.filter((q) => q.direction === 'buy').map((q) => q.priceSen),
      );
      expect(prices(contractId).asks).toEqual(
        ladder.filter((q) => q.direction === 'sell').map((q) => q.priceSen),
      );
    }
    expect(prices(2)).toEqual({ bids: [], asks: [] });
    expect(await balanceOf(t.database.db, lpId, IDR_ASSET, 'reserved_cash')).toBeGreaterThan(0n);
    expect(await balanceOf(t.database.db, lpId, IDR_ASSET, 'cash')).toBeLessThan(cash);
  });

  it('refills its ladder after a client trades against it', async () => {
    const before = prices(DG1);
    const result = await t.trading.exchange.submit({
      kind: 'place',
      accountId: clientId,
      contractId: DG1,
      direction: 'buy',
      orderType: 'market',
      quantityMg: 3_000n,
      limitPriceSen: null,
      validity: 'GTC',
      expiresAtMs: null,
      source: 'client',
    });
    expect(result.ok && result.value?.outcome).toBe('fill');
    expect(
      t.trading.exchange.openOrdersOf(lpId, DG1).find((o) => o.remainingMg < 10_000n),
    ).toBeDefined();
    await bot.tick();
    expect(prices(DG1)).toEqual(before);
    expect(t.trading.exchange.openOrdersOf(lpId, DG1).every((o) => o.remainingMg === 10_000n)).toBe(
      true,
    );
  });

  it('quotes again when the reference moves past the threshold, not before', async () => {
    const before = prices(DG1);
    referenceSen += 50_000n;
    await bot.tick();
    expect(prices(DG1)).toEqual(before);
    referenceSen += 100_000n;
    await bot.tick();
    const ladder = quoteLadder(contractById(DG1)!, referenceSen);
    expect(prices(DG1).asks).toEqual(
      ladder.filter((q) => q.direction === 'sell').map((q) => q.priceSen),
    );
    expect(t.trading.exchange.openOrdersOf(lpId, DG1)).toHaveLength(10);
    await assertLedgerConsistent(t.database.db);
  });

  it('never leaves a side empty while it quotes again: a market order meanwhile fills', async () => {
    referenceSen += 200_000n;
    const requoting = bot.tick();
    const buy = t.trading.exchange.submit({
      kind: 'place',
      accountId: clientId,
      contractId: 1,
      direction: 'buy',
      orderType: 'market',
      quantityMg: 100_000n,
      limitPriceSen: null,
      validity: 'GTC',
      expiresAtMs: null,
      source: 'client',
    });
    const result = await buy;
    await requoting;
    expect(result.ok && result.value?.outcome).toBe('fill');
    await assertLedgerConsistent(t.database.db);
  });
});
