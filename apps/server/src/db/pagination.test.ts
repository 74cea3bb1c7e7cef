/** Proves the pagination helper on a real SQLite table: pages in a stable order, the total, bounds. */
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, boundedPage, paged } from './pagination.ts';
import { kyselyConnection } from './sqlite-connection.ts';

type Db = Kysely<{ items: { id: number; even: number } }>;
const ROWS = 123;

describe('paged', () => {
  let db: Db;
  beforeAll(async () => {
    const database = kyselyConnection(new DatabaseSync(':memory:'));
    db = new Kysely({ dialect: new SqliteDialect({ database }) });
    await sql`create table items (id integer primary key, even integer not null)`.execute(db);
    for (let id = 1; id <= ROWS; id += 1) {
      await db
        .insertInto('items')
        .values({ id, even: id % 2 === 0 ? 1 : 0 })
        .execute();
    }
  });
  afterAll(() => db.destroy());

  const evens = (request: { offset?: number; limit?: number }) =>
    paged(
      () => db.selectFrom('items').where('even', '=', 1),
      (query) => query.select('id').orderBy('id', 'desc'),
      request,
    );

  it('answers 10 rows by default with the total of the filter', async () => {
    const page = await evens({});
    expect(page.total).toBe(61);
    expect(page.rows.map((row) => row.id)).toEqual([
      122, 120, 118, 116, 114, 112, 110, 108, 106, 104,
    ]);
  });

  it('walks every row once across pages', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < 61; offset += 7) {
      seen.push(...(await evens({ offset, limit: 7 })).rows.map((row) => row.id));
    }
    expect(new Set(seen).size).toBe(61);
  });

  it('bounds what a request asks for', () => {
    expect(boundedPage({})).toEqual({ offset: 0, limit: PAGE_SIZE_DEFAULT });
    expect(boundedPage({ offset: -5, limit: 0 })).toEqual({ offset: 0, limit: 1 });
    expect(boundedPage({ offset: 3.7, limit: 10_000 })).toEqual({
      offset: 3,
      limit: PAGE_SIZE_MAX,
    });
  });
});
