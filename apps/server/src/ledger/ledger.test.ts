/**
 * Proves the ledger repository on SQLite and PostgreSQL: a balanced entry is written with its
 * postings and moves balances in step, creating ledger accounts on first use; an unbalanced
 * entry or an owner falling below zero writes nothing; and the consistency check catches a
 * balance that drifted from its postings.
 */
import {
  IDR_ASSET,
  LedgerInvariantError,
  type Posting,
  goldAsset,
  ledgerAccountId,
} from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf } from '../test-support/sign-in.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { assertLedgerConsistent, balanceOf, postEntry, sumByAsset } from './index.ts';

const NOW_MS = Date.UTC(2026, 10, 24, 3, 0, 0);

describe.each(databaseKinds())('ledger on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  let clientId: string;
  let client2Id: string;

  const countOf = async (
    table: 'ledger_entries' | 'postings' | 'ledger_accounts',
  ): Promise<bigint> => {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return BigInt(row.n);
  };
  const cashOf = (ownerId: string) => balanceOf(database.db, ownerId, IDR_ASSET, 'cash');
  const idOf = (email: string) => accountIdOf(database.db, email);

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind));
    clientId = await idOf('client@demo.emas.id');
    client2Id = await idOf('client2@demo.emas.id');
  });
  afterAll(async () => {
    await close();
  });

  const cash = (
    ownerId: string | null,
    amount: bigint,
    accountKind: 'cash' | 'reserved_cash' | 'bank_settlement' = 'cash',
  ): Posting => ({
    ledgerAccountId: ledgerAccountId({ ownerId, kind: accountKind, asset: IDR_ASSET }),
    asset: IDR_ASSET,
    amount,
  });

  it('starts consistent, every asset summing to zero', async () => {
    await assertLedgerConsistent(database.db);
    const sums = await sumByAsset(database.db);
    expect([...sums.keys()].sort()).toEqual(['IDR', 'XAU:1', 'XAU:2', 'XAU:3', 'XAU:4', 'XAU:5']);
    for (const sum of sums.values()) expect(sum).toBe(0n);
  });

  it('posts a balanced entry and moves both balances', async () => {
    const before = [await cashOf(clientId), await cashOf(client2Id)] as const;
    const entries = await countOf('ledger_entries');
    await database.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind: 'test_funding',
        reference: 't1',
        postings: [cash(clientId, -2_500n), cash(client2Id, 2_500n)],
        nowMs: NOW_MS,
      }),
    );
    expect(await cashOf(clientId)).toBe(before[0] - 2_500n);
    expect(await cashOf(client2Id)).toBe(before[1] + 2_500n);
    expect(await countOf('ledger_entries')).toBe(entries + 1n);
    await assertLedgerConsistent(database.db);
  });

  it('creates a ledger account on first use', async () => {
    const accounts = await countOf('ledger_accounts');
    expect(await balanceOf(database.db, clientId, IDR_ASSET, 'reserved_cash')).toBe(0n);
    await database.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind: 'order_hold',
        reference: 'order-1',
        postings: [cash(clientId, -700n), cash(clientId, 700n, 'reserved_cash')],
        nowMs: NOW_MS,
      }),
    );
    expect(await balanceOf(database.db, clientId, IDR_ASSET, 'reserved_cash')).toBe(700n);
    expect(await countOf('ledger_accounts')).toBe(accounts + 1n);
    await assertLedgerConsistent(database.db);
  });

  it.each<[string, () => Posting[], RegExp]>([
    [
      'an unbalanced entry',
      () => [cash(clientId, -100n), cash(client2Id, 99n)],
      /IDR postings sum to -1/,
    ],
    ['an entry without postings', () => [], /needs postings/],
    [
      'an owner falling below zero',
      () => [
        cash(clientId, -1_000_000_000_000_000n),
        cash(null, 1_000_000_000_000_000n, 'bank_settlement'),
      ],
      /would fall to/,
    ],
    [
      'an owner of gold falling below zero',
      () => [
        {
          ledgerAccountId: ledgerAccountId({
            ownerId: client2Id,
            kind: 'gold',
            asset: goldAsset(4),
          }),
          asset: goldAsset(4),
          amount: -10_001n,
        },
        {
          ledgerAccountId: ledgerAccountId({ ownerId: null, kind: 'vault', asset: goldAsset(4) }),
          asset: goldAsset(4),
          amount: 10_001n,
        },
      ],
      /would fall to -1/,
    ],
  ])('refuses %s and writes nothing', async (_name, postings, message) => {
    const counts = [
      await countOf('ledger_entries'),
      await countOf('postings'),
      await countOf('ledger_accounts'),
    ];
    const balance = await cashOf(clientId);
    const attempt = database.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind: 'test_funding',
        reference: 'bad',
        postings: postings(),
        nowMs: NOW_MS,
      }),
    );
    await expect(attempt).rejects.toThrow(LedgerInvariantError);
    await expect(attempt).rejects.toThrow(message);
    expect([
      await countOf('ledger_entries'),
      await countOf('postings'),
      await countOf('ledger_accounts'),
    ]).toEqual(counts);
    expect(await cashOf(clientId)).toBe(balance);
  });

  it('lets a platform account go below zero', async () => {
    expect(await balanceOf(database.db, null, IDR_ASSET, 'bank_settlement')).toBeLessThan(0n);
  });

  it.each<[string, string, RegExp]>([
    [
      'a balance that drifted from its postings',
      `update ledger_accounts set balance = balance + 1 where owner_account_id is not null and kind = 'cash' and asset = 'IDR'`,
      /balances that differ from their postings/,
    ],
    [
      'a posting that does not balance its entry',
      `update postings set amount = amount + 1 where asset = 'XAU:1'`,
      /entries that do not balance/,
    ],
  ])('catches %s', async (_name, statement, message) => {
    const tampered = database.db.transaction().execute(async (trx) => {
      await sql.raw(statement).execute(trx);
      await assertLedgerConsistent(trx);
    });
    await expect(tampered).rejects.toThrow(message);
    await assertLedgerConsistent(database.db);
  });
});
