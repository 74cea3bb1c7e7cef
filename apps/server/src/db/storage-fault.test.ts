/**
 * Proves the storage-fault helpers: which errors count as the store failing, that a SQLite
 * transaction rolled back by the engine itself on SQLITE_FULL reports SQLITE_FULL (not the
 * failed rollback), and that a recurring fault is logged at a bounded rate.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { BoundedFaultLog, inTransaction, storageFaultOf } from './storage-fault.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('storageFaultOf', () => {
  it.each([
    ['SQLITE_FULL', 'SQLITE_FULL'],
    ['SQLITE_IOERR_WRITE', 'SQLITE_IOERR_WRITE'],
    ['SQLITE_BUSY', 'SQLITE_BUSY'],
    ['53100', '53100'],
    ['57P01', '57P01'],
    ['08006', '08006'],
    ['ECONNREFUSED', 'ECONNREFUSED'],
    ['SQLITE_CONSTRAINT_PRIMARYKEY', null],
    ['23505', null],
    ['ERR_SOMETHING', null],
  ])('%s is a storage fault: %s', (code, expected) => {
    expect(storageFaultOf(withCode(code))).toBe(expected);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
  ])('counts node-postgres\'s "%s" as a lost connection (08006)', (message) => {
    expect(storageFaultOf(new Error(message))).toBe('08006');
  });

  it('counts a database taking no connections (55000) as a fault, and no other 55000', () => {
    const refused = Object.assign(
      new Error('database "emas" is not currently accepting connections'),
      { code: '55000' },
    );
    expect(storageFaultOf(refused)).toBe('55000');
    expect(storageFaultOf(withCode('55000'))).toBeNull();
  });

  it('is null for values that are not errors with a code', () => {
    expect(storageFaultOf(new Error('x'))).toBeNull();
    expect(storageFaultOf('SQLITE_FULL')).toBeNull();
    expect(storageFaultOf(null)).toBeNull();
  });
});

describe('inTransaction on a full SQLite database', () => {
  it('throws SQLITE_FULL and leaves nothing written', async () => {
    const { db } = openDatabase('sqlite::memory:');
    await sql`create table filler (body text not null)`.execute(db);
    const pages = await sql<{ page_count: bigint }>`pragma page_count`.execute(db);
    const full = Number(pages.rows[0]?.page_count ?? 1n) + 2;
    await sql.raw(`pragma max_page_count = ${full}`).execute(db);
    const big = 'x'.repeat(4000);
    const attempt = inTransaction(db as never, async (trx) => {
      for (let i = 0; i < 50; i += 1) {
        await sql`insert into filler (body) values (${big})`.execute(trx);
      }
    });
    await expect(attempt).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    const rows = await sql<{ n: bigint }>`select count(*) as n from filler`.execute(db);
    expect(rows.rows[0]?.n).toBe(0n);
    await db.destroy();
  });
});

describe('BoundedFaultLog', () => {
  it('logs the first fault, then one line per interval with the count left out', () => {
    const lines: object[] = [];
    let now = 0;
    const log = new BoundedFaultLog({ error: (object) => lines.push(object) }, 10_000, () => now);
    for (let i = 0; i < 1_000; i += 1) {
      now += 25;
      log.report(withCode('SQLITE_FULL'), 'store failing');
    }
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ code: 'SQLITE_FULL', suppressed: 0 });
    expect(lines[1]).toMatchObject({ suppressed: 399 });
  });
});
