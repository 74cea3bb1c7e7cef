/**
 * Proves the demo history on SQLite and PostgreSQL: made by the real exchange over a database
 * seeded as opened weeks ago, it leaves each demo client filled, partly filled, killed,
 * expired and open orders spread over several weeks of market days, trades on both sides, a
 * deposit, a balanced ledger with no negative balance, and books the next exchange rebuilds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { Exchange } from '../trading/index.ts';
import {
  DEMO_HISTORY_SPAN_MS,
  type HistoryParties,
  demoHistoryParties,
  seedDemoHistory,
} from './demo-history.ts';

const WEEK_MS = 7 * 24 * 3_600_000;
const silent = { error: () => undefined, warn: () => undefined };

describe.each(databaseKinds())('demo history on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  let parties: HistoryParties;

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(
      kind,
      manualClock(TEST_START_MS - DEMO_HISTORY_SPAN_MS),
    ));
    parties = (await demoHistoryParties(database)) as HistoryParties;
    await seedDemoHistory(database, testConfig(), parties, TEST_START_MS, silent);
  });
  afterAll(async () => {
    await close();
  });

  it('gives each client orders of every ending, over weeks of past market days', async () => {
    for (const accountId of [parties.clientId, parties.client2Id]) {
      const orders = await database.db
        .selectFrom('orders')
        .select(['status', 'cancel_reason', 'created_at_ms'])
        .where('account_id', '=', accountId)
        .execute();
      const endings = new Set(orders.map((order) => order.cancel_reason ?? order.status));
      expect(endings).toEqual(new Set(['fill', 'killed', 'expired', 'submit']));
      const times = orders.map((order) => Number(order.created_at_ms));
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(3 * WEEK_MS);
      expect(Math.max(...times)).toBeLessThan(TEST_START_MS);
    }
  });

  it('trades both ways between the clients, with a partial fill', async () => {
    const trades = await database.db
      .selectFrom('trades')
      .select(['buyer_account_id', 'sell_order_id'])
      .execute();
    const buyers = new Set(trades.map((trade) => trade.buyer_account_id));
    expect(buyers).toEqual(new Set([parties.clientId, parties.client2Id]));
    const fillsPerSell = new Map<string, number>();
    for (const trade of trades) {
      fillsPerSell.set(trade.sell_order_id, (fillsPerSell.get(trade.sell_order_id) ?? 0) + 1);
    }
    expect(Math.max(...fillsPerSell.values())).toBeGreaterThan(1);
    const deposits = await database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('kind', '=', 'deposit')
      .execute();
    expect(deposits.length).toBeGreaterThan(0);
  });

  it('leaves a balanced ledger the next exchange rebuilds from', async () => {
    await assertLedgerConsistent(database.db);
    const negative = await database.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('owner_account_id', 'is not', null)
      .where('balance', '<', 0n)
      .execute();
    expect(negative).toEqual([]);
    const exchange = new Exchange({
      database,
      clock: manualClock(TEST_START_MS),
      marketHours: 'always',
      log: silent,
      rateIdrPerUsd: () => 14_000n,
      referencePriceSen: () => null,
    });
    await exchange.start();
    expect(exchange.snapshot(5)?.bids.length).toBeGreaterThan(0);
    await exchange.stop();
  });
});
