/**
 * Proves that the exchange is the one writer of the balances it holds: after every batch of a
 * random run that mixes orders, kills and balance commands (deposits, withdrawal holds released
 * or settled, fees, adjustments) from several accounts, the engine's in-memory balances equal
 * the database's, and the ledger balances. On SQLite and PostgreSQL, with a fixed seed.
 */
import { IDR_ASSET, goldAsset } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { assertLedgerConsistent } from '../../ledger/index.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../../test-support/harness.ts';
import { SeededRandom } from '../../test-support/seeded-random.ts';
import type { BalanceCommand, BalanceMovement } from './balance-commands.ts';
import type { OrderCommand } from './commands.ts';
import type { Exchange } from './exchange.ts';
import { TEST_PRICE_SEN, accountIdsOf, testExchange } from './test-kit.ts';

const DG1 = 5;
const ROUNDS = 25;
const COMMANDS_PER_ROUND = 40;
const SEED = 20_261_124;

describe.each(databaseKinds())('engine mirror on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  let exchange: Exchange;
  const ids: string[] = [];

  beforeAll(async () => {
    const clock = manualClock(TEST_START_MS);
    ({ database, close } = await createTestDatabase(kind, clock));
    ids.push(
      ...(await accountIdsOf(database.db, [
        'client@demo.emas.id',
        'client2@demo.emas.id',
        'lp@demo.emas.id',
      ])),
    );
    exchange = testExchange({ database, clock });
    await exchange.start();
  });
  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  /** The database's balances of an owner as the mirror names them (`<kind>/<asset>`). */
  const storedBalances = async (ownerId: string) => {
    const rows = await database.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'asset', 'balance'])
      .where('owner_account_id', '=', ownerId)
      .execute();
    return new Map(rows.map((row) => [`${row.kind}/${row.asset}`, BigInt(row.balance)]));
  };

  it('keeps the in-memory balances equal to the database after every batch', async () => {
    const random = new SeededRandom(SEED);
    const next = () => random.next();
    const pick = <T>(items: readonly T[]): T => random.pick(items);
    const openHolds: { accountId: string; reference: string }[] = [];
    let references = 0;

    const balanceCommand = (accountId: string): BalanceCommand => {
      const movements: BalanceMovement[] = ['deposit', 'hold', 'fee', 'adjust'];
      if (openHolds.length > 0) movements.push('release', 'settle');
      const movement = pick(movements);
      const asset = movement === 'fee' || next() < 0.6 ? IDR_ASSET : goldAsset(DG1);
      if (movement === 'release' || movement === 'settle') {
        const hold = openHolds.splice(Math.floor(next() * openHolds.length), 1)[0];
        return { kind: 'balance', movement, asset, amount: 0n, ...hold } as BalanceCommand;
      }
      references += 1;
      const reference = `ref-${references}`;
      const amount = BigInt(1 + Math.floor(next() * (asset === IDR_ASSET ? 5_000_000 : 3_000)));
      if (movement === 'hold') openHolds.push({ accountId, reference });
      const signed = movement === 'adjust' && next() < 0.5 ? -amount : amount;
      return {
        kind: 'balance',
        accountId,
        movement,
        asset,
        amount: signed,
        taxSen: 11n,
        reference,
      };
    };

    const orderCommand = (accountId: string): OrderCommand => {
      const open = [...exchange.openOrdersOf(accountId, DG1)];
      if (open.length > 0 && next() < 0.2) {
        return { kind: 'kill', accountId, orderId: pick(open).id };
      }
      const steps = BigInt(Math.floor(next() * 11) - 5) * 500_000n;
      return {
        kind: 'place',
        accountId,
        contractId: DG1,
        direction: next() < 0.5 ? 'buy' : 'sell',
        orderType: next() < 0.15 ? 'market' : 'limit',
        quantityMg: BigInt(1 + Math.floor(next() * 5)) * 100n,
        limitPriceSen: TEST_PRICE_SEN + steps,
        validity: 'GTC',
        expiresAtMs: null,
        source: 'client',
      };
    };

    for (let round = 0; round < ROUNDS; round += 1) {
      const commands = Array.from({ length: COMMANDS_PER_ROUND }, () => {
        const accountId = pick(ids);
        return next() < 0.35 ? balanceCommand(accountId) : orderCommand(accountId);
      });
      const results = await Promise.all(
        commands.map((command) =>
          command.kind === 'balance' ? exchange.submit(command) : exchange.submit(command),
        ),
      );
      results.forEach((result, i) => {
        const command = commands[i];
        if (!result.ok && command?.kind === 'balance' && command.movement === 'hold') {
          const at = openHolds.findIndex((hold) => hold.reference === command.reference);
          if (at >= 0) openHolds.splice(at, 1);
        }
      });
      for (const accountId of ids) {
        const mirror = exchange.balanceMirror(accountId);
        if (mirror === null) continue;
        const stored = await storedBalances(accountId);
        for (const [name, amount] of mirror)
          expect([round, name, stored.get(name) ?? 0n]).toEqual([round, name, amount]);
      }
    }
    await assertLedgerConsistent(database.db);
  });
});
