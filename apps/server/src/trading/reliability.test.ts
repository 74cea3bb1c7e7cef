/**
 * Proves the exchange under load on SQLite and PostgreSQL: 100 buys sent at once against one
 * balance are each answered (accepted or refused, never a 5xx) and never overdraw it; and after
 * 10,000 random orders, edits and kills from several accounts the ledger holds: every asset's
 * postings sum to zero, every balance equals the sum of its postings, the engine's balances
 * equal the database's, and the books hold exactly the open orders.
 */
import { IDR_ASSET, createRandom, goldAsset } from '@emas/domain';

const fraction = (random: { nextUint32(): number }): number => random.nextUint32() / 2 ** 32;
import { describe, expect, it } from 'vitest';
import { clientAppPerSuite } from '../test-support/client-suite.ts';
import { assertLedgerConsistent, balanceOf, sumByAsset } from '../ledger/index.ts';
import { bearer } from '../test-support/sign-in.ts';
import { type TestApp, databaseKinds } from '../test-support/harness.ts';
import type { OrderCommand } from './engine/commands.ts';

const DG100 = 1;
const RANDOM_COMMANDS = 10_000;
const IN_FLIGHT_MAX = 200;
const CONTRACTS = [1, 3, 4, 5];

describe.each(databaseKinds())('reliability on %s', (kind) => {
  const t = clientAppPerSuite(kind);

  it('answers 100 buys at once against one balance and never overdraws it', async () => {
    const before = await balanceOf(t.database.db, t.client.userId, IDR_ASSET, 'cash');
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v2/igx/add_order',
          headers: bearer(t.client),
          payload: {
            contract_id: DG100,
            direction: 'buy',
            quantity: '1',
            order_type: 'limit',
            limit_price: '119280000',
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(refused.every((response) => response.json().code === 'InsufficientTradeBalance')).toBe(
      true,
    );
    const held = accepted.reduce(
      (sum, response) => sum + BigInt(response.json().attributes.paymentIdr.replace('.', '')),
      0n,
    );
    expect(accepted.length).toBe(Number(before / (held / BigInt(accepted.length))));
    expect(await balanceOf(t.database.db, t.client.userId, IDR_ASSET, 'cash')).toBe(before - held);
    expect(await balanceOf(t.database.db, t.client.userId, IDR_ASSET, 'reserved_cash')).toBe(held);
    await assertLedgerConsistent(t.database.db);
  });

  it('keeps the ledger whole through 10,000 random orders, edits and kills', async () => {
    const accounts = await t.database.db
      .selectFrom('accounts')
      .select(['id', 'level'])
      .where('level', 'in', ['client', 'lp'])
      .execute();
    const random = createRandom(20_261_124);
    const pick = <T>(items: readonly T[]): T =>
      items[Math.floor(fraction(random) * items.length)] as T;
    const command = (): OrderCommand => {
      const account = pick(accounts);
      const contractId = pick(CONTRACTS);
      const open = t.trading.exchange.openOrdersOf(account.id, contractId);
      const roll = fraction(random);
      if (open.length > 0 && roll < 0.15)
        return { kind: 'kill', accountId: account.id, orderId: pick(open).id };
      if (open.length > 0 && roll < 0.25) {
        return {
          kind: 'edit',
          accountId: account.id,
          orderId: pick(open).id,
          limitPriceSen: priceFor(contractId, fraction(random)),
          source: 'client',
        };
      }
      return {
        kind: 'place',
        accountId: account.id,
        contractId,
        direction: fraction(random) < 0.5 ? 'buy' : 'sell',
        orderType: fraction(random) < 0.2 ? 'market' : 'limit',
        quantityMg: quantityFor(contractId, fraction(random)),
        limitPriceSen: priceFor(contractId, fraction(random)),
        validity: 'GTC',
        expiresAtMs: null,
        source: account.level === 'lp' ? 'market-maker' : 'client',
      };
    };
    const results: string[] = [];
    for (let sent = 0; sent < RANDOM_COMMANDS; sent += IN_FLIGHT_MAX) {
      const wave = Array.from({ length: IN_FLIGHT_MAX }, () =>
        t.trading.exchange.submit(command()),
      );
      for (const result of await Promise.all(wave)) results.push(result.ok ? 'ok' : result.code);
    }
    expect(results).toHaveLength(RANDOM_COMMANDS);
    expect(results).not.toContain('InternalError');
    expect(results.filter((r) => r === 'ok').length).toBeGreaterThan(RANDOM_COMMANDS / 2);
    const trades = await t.database.db.selectFrom('trades').select('id').execute();
    expect(trades.length).toBeGreaterThan(500);
    await assertLedgerConsistent(t.database.db);
    for (const sum of (await sumByAsset(t.database.db)).values()) expect(sum).toBe(0n);
    await expectEngineMatchesDatabase(
      t,
      accounts.map((a) => a.id),
    );
  }, 300_000);
});

/** Prices around Rp1.19 million a gram, per lot of the contract, in whole rupiah. */
const priceFor = (contractId: number, roll: number): bigint => {
  const perGram = 118_000_000n + BigInt(Math.floor(roll * 20)) * 100_000n;
  const weightMg = contractId === 1 ? 100_000n : contractId === 4 ? 10n : 1_000n;
  return ((perGram * weightMg) / 1_000n / 100n) * 100n;
};

const quantityFor = (contractId: number, roll: number): bigint => {
  const steps = BigInt(1 + Math.floor(roll * 5));
  if (contractId === 1) return steps * 100_000n;
  if (contractId === 4) return steps * 10n;
  return steps * 100n;
};

const expectEngineMatchesDatabase = async (t: TestApp, accountIds: readonly string[]) => {
  for (const contractId of CONTRACTS) {
    const book = t.trading.exchange.bookSnapshot(contractId);
    const open = await t.database.db
      .selectFrom('orders')
      .select(['id', 'remaining_mg', 'limit_price_sen'])
      .where('status', '=', 'submit')
      .where('contract_id', '=', BigInt(contractId))
      .execute();
    const inBook = [...(book?.bids ?? []), ...(book?.asks ?? [])].map((o) => o.orderId).sort();
    expect(inBook).toEqual(open.map((o) => o.id).sort());
  }
  for (const accountId of accountIds) {
    for (const contractId of CONTRACTS) {
      const reserved = await balanceOf(
        t.database.db,
        accountId,
        goldAsset(contractId),
        'reserved_gold',
      );
      const held = t.trading.exchange
        .openOrdersOf(accountId, contractId)
        .reduce((sum, order) => sum + order.heldMg, 0n);
      expect(reserved).toBe(held);
    }
  }
};
