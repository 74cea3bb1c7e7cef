/**
 * Proves the long-read connection of a SQLite file database: it sees what `db` committed, it
 * cannot write, and a statement it is streaming neither blocks `db`'s writes nor sees them (one
 * snapshot for the whole read, as the CSV export needs).
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

  it('streams one snapshot while db goes on writing', async () => {
    const reader = database.openReader();
    const seen: string[] = [];
    try {
      const rows = reader.db.selectFrom('brokers').select('id').orderBy('id').stream();
      for await (const row of rows) {
        seen.push(row.id);
        if (row.id === 'a') await database.db.insertInto('brokers').values(broker('z')).execute();
      }
    } finally {
      await reader.close();
    }
    expect(seen).toEqual(['a', 'b']);
    const after = await database.db.selectFrom('brokers').select('id').orderBy('id').execute();
    expect(after.map((row) => row.id)).toEqual(['a', 'b', 'z']);
  });
});
