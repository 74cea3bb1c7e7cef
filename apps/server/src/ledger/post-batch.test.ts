/**
 * Proves the batch writer's own check of what postings name, on SQLite (its foreign keys) and
 * PostgreSQL (one set-based query, migration 0027): a batch whose posting names a ledger
 * account that does not exist fails whole, and nothing of it is written; a sound batch writes.
 */
import { IDR_ASSET, ledgerAccountId } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/storage-fault.ts';
import { fixture } from '../test-support/fixture.ts';
import { createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { type BatchEntry, writeEntries } from './post-batch.ts';

const from = ledgerAccountId({ ownerId: null, kind: 'bank_settlement', asset: IDR_ASSET });
const to = ledgerAccountId({ ownerId: null, kind: 'fee_income', asset: IDR_ASSET });

const entry = (id: string, toAccount: string): BatchEntry => ({
  id,
  kind: 'deposit',
  reference: id,
  createdAtMs: 0,
  postings: [
    { ledgerAccountId: from, asset: IDR_ASSET, amount: -100n },
    { ledgerAccountId: toAccount, asset: IDR_ASSET, amount: 100n },
  ],
});

describe.each(databaseKinds())('a batch of entries on %s', (kind) => {
  const t = fixture('all', () => createTestDatabase(kind));

  const write = (entries: BatchEntry[], deltas: Map<string, bigint>) =>
    inTransaction(t.database.db, (trx) =>
      writeEntries(trx, t.database.dialect, entries, deltas, 0),
    );
  const entryIds = async () =>
    (await t.database.db.selectFrom('ledger_entries').select('id').execute()).map((row) => row.id);

  it('fails whole when a posting names a ledger account that does not exist', async () => {
    const nowhere = `${to}-missing`;
    const deltas = new Map([[from, -100n]]);

    await expect(write([entry('batch-orphan', nowhere)], deltas)).rejects.toThrow();

    expect(await entryIds()).not.toContain('batch-orphan');
  });

  it('writes a batch whose postings name what it wrote', async () => {
    const deltas = new Map([
      [from, -100n],
      [to, 100n],
    ]);

    await write([entry('batch-sound', to)], deltas);

    expect(await entryIds()).toContain('batch-sound');
  });
});
