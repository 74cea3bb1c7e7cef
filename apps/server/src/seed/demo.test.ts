/**
 * Proves the demo seed on SQLite and PostgreSQL: each level's opening cash and gold as the brief
 * states, bank details for holders of money only, a consistent ledger, and that seeding again
 * changes nothing.
 */
import { IDR_ASSET, contracts, goldAsset } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf } from '../test-support/sign-in.ts';
import type { Database } from '../db/database.ts';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { seedDemo } from './demo.ts';

const tables = [
  'brokers',
  'accounts',
  'credentials',
  'ledger_accounts',
  'ledger_entries',
  'postings',
  'account_bank_details',
] as const;

describe.each(databaseKinds())('demo seed on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;

  const idOf = (email: string) => accountIdOf(database.db, email);
  const counts = async () => {
    const result: Record<string, bigint> = {};
    for (const table of tables) {
      const row = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = BigInt(row.n);
    }
    return result;
  };

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind));
  });
  afterAll(async () => {
    await close();
  });

  it.each([
    ['client@demo.emas.id', 100_000_000_000n, [200_000n, 2_000_000n, 10_000n, 10_000n, 10_000n]],
    ['client2@demo.emas.id', 100_000_000_000n, [200_000n, 2_000_000n, 10_000n, 10_000n, 10_000n]],
    ['pospay@demo.emas.id', 100_000_000_000n, [200_000n, 2_000_000n, 10_000n, 10_000n, 10_000n]],
    [
      'lp@demo.emas.id',
      10_000_000_000_000n,
      [50_000_000n, 50_000_000n, 50_000_000n, 50_000_000n, 50_000_000n],
    ],
    ['ib@demo.emas.id', 0n, [0n, 0n, 0n, 0n, 0n]],
    ['fm@demo.emas.id', 0n, [0n, 0n, 0n, 0n, 0n]],
    ['ccp@demo.emas.id', 0n, [0n, 0n, 0n, 0n, 0n]],
  ])('%s starts with %i sen and its gold in mg per contract', async (email, cashSen, goldMg) => {
    const id = await idOf(email);
    expect(await balanceOf(database.db, id, IDR_ASSET, 'cash')).toBe(cashSen);
    const gold = [];
    for (const contract of contracts)
      gold.push(await balanceOf(database.db, id, goldAsset(contract.contractId), 'gold'));
    expect(gold).toEqual(goldMg);
  });

  it('draws the cash from the bank settlement and the gold from the vault', async () => {
    expect(await balanceOf(database.db, null, IDR_ASSET, 'bank_settlement')).toBe(
      -(3n * 100_000_000_000n + 10_000_000_000_000n),
    );
    expect(await balanceOf(database.db, null, goldAsset(1), 'vault')).toBe(
      -(3n * 200_000n + 50_000_000n),
    );
  });

  it('gives bank details to clients and the lp only', async () => {
    const rows = await database.db
      .selectFrom('account_bank_details as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .select(['a.email', 'd.purpose'])
      .orderBy('a.email')
      .orderBy('d.purpose')
      .execute();
    expect(rows.map((row) => `${row.email} ${row.purpose}`)).toEqual([
      'client2@demo.emas.id rped',
      'client2@demo.emas.id withdrawal',
      'client@demo.emas.id rped',
      'client@demo.emas.id withdrawal',
      'lp@demo.emas.id rped',
      'lp@demo.emas.id withdrawal',
      'pospay@demo.emas.id rped',
      'pospay@demo.emas.id withdrawal',
    ]);
  });

  it('leaves a consistent ledger', async () => {
    await assertLedgerConsistent(database.db);
  });

  it('changes nothing when seeded again', async () => {
    const before = await counts();
    const cash = await balanceOf(database.db, await idOf('client@demo.emas.id'), IDR_ASSET, 'cash');
    await seedDemo(database.db, TEST_START_MS + 60_000);
    expect(await counts()).toEqual(before);
    expect(await balanceOf(database.db, await idOf('client@demo.emas.id'), IDR_ASSET, 'cash')).toBe(
      cash,
    );
  });

  it('completes a database seeded before opening balances existed', async () => {
    await database.db.deleteFrom('postings').execute();
    await database.db.deleteFrom('ledger_entries').execute();
    await database.db.deleteFrom('ledger_accounts').execute();
    await database.db.deleteFrom('account_bank_details').execute();
    await seedDemo(database.db, TEST_START_MS);
    expect(await balanceOf(database.db, await idOf('lp@demo.emas.id'), goldAsset(4), 'gold')).toBe(
      50_000_000n,
    );
    expect((await counts()).account_bank_details).toBe(8n);
    await assertLedgerConsistent(database.db);
  });
});
