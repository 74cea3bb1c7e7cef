/**
 * Proves the names given to node:sqlite's numeric result codes: the ones the app classifies
 * (storage faults, unique violations) and a real constraint failure on a connection.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { sqliteCodeName } from './sqlite-codes.ts';
import { isUniqueViolation } from './unique-violation.ts';

describe('sqliteCodeName', () => {
  it.each([
    [5, 'SQLITE_BUSY'],
    [13, 'SQLITE_FULL'],
    [517, 'SQLITE_BUSY_SNAPSHOT'],
    [778, 'SQLITE_IOERR_WRITE'],
    [8714, 'SQLITE_IOERR_IN_PAGE'],
    [516, 'SQLITE_ABORT_ROLLBACK'],
    [1555, 'SQLITE_CONSTRAINT_PRIMARYKEY'],
    [2067, 'SQLITE_CONSTRAINT_UNIQUE'],
    [3091, 'SQLITE_CONSTRAINT_DATATYPE'],
    [101, 'SQLITE_DONE'],
  ])('%i is %s', (code, name) => {
    expect(sqliteCodeName(code)).toBe(name);
  });
});

describe('a failing statement', () => {
  it('carries its SQLite name as its code', async () => {
    const { db } = openDatabase('sqlite::memory:');
    await sql`create table tags (name text not null unique)`.execute(db);
    await sql`insert into tags (name) values ('gold')`.execute(db);
    const again = sql`insert into tags (name) values ('gold')`.execute(db);
    await expect(again).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE', errcode: 2067 });
    await again.catch((error: unknown) => expect(isUniqueViolation(error)).toBe(true));
    await db.destroy();
  });
});
