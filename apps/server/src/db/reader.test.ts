/**
 * Proves the long-read connection of a SQLite file database: it sees what `db` committed, it
 * cannot write, and a statement it reads in batches neither blocks `db`'s writes nor sees them
 * (one snapshot for the whole read, as the CSV export needs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { migrateToLatest } from './migrations.ts';

const broker = (id: string) => ({
  id,
  label: id,
  display_name: id,
  primary_color: '#000000',
  is_default: 0n,
  created_at_ms: 0n,
});

describe('the SQLite reader', () => {
  const folder = mkdtempSync(join(tmpdir(), 'emas-reader-'));
  let database: Database;

  beforeAll(async () => {
    database = openDatabase(`sqlite:${join(folder, 'emas.db')}`);
    await migrateToLatest(database.db as never);
    await database.db
      .insertInto('brokers')
      .values([broker('a'), broker('b')])
      .execute();
  });
  afterAll(async () => {
    await database.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads what was committed and refuses to write', async () => {
    const reader = database.openReader();
    try {
      const ids = await reader.db.selectFrom('brokers').select('id').orderBy('id').execute();
      expect(ids.map((row) => row.id)).toEqual(['a', 'b']);
      await expect(reader.db.insertInto('brokers').values(broker('c')).execute()).rejects.toThrow(
        /readonly/i,
      );
    } finally {
      await reader.close();
    }
  });

  it('reads one snapshot a batch at a time while db goes on writing', async () => {
    const reader = database.openReader();
    const seen: string[][] = [];
    try {
      const query = reader.db.selectFrom('brokers').select('id').orderBy('id');
      for await (const rows of reader.batches<{ id: string }>(query, 1)) {
        seen.push(rows.map((row) => row.id));
        if (seen.length === 1) {
          await database.db.insertInto('brokers').values(broker('z')).execute();
        }
      }
    } finally {
      await reader.close();
    }
    expect(seen).toEqual([['a'], ['b']]);
    const after = await database.db.selectFrom('brokers').select('id').orderBy('id').execute();
    expect(after.map((row) => row.id)).toEqual(['a', 'b', 'z']);
  });
});
