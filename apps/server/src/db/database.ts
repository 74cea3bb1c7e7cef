import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Schema } from './schema.ts';

export type Db = Kysely<Schema>;
export type DialectName = 'sqlite' | 'postgres';
/** A query as Kysely builds it, ready to compile. */
export type Compilable = { compile(): CompiledQuery };

/** A connection for one long read, closed when the read ends. */
export type Reader = {
  readonly db: Db;
  /**
   * The query's rows, `size` at a time, read as they are taken: SQLite steps its statement for
   * each batch, PostgreSQL reads a cursor. One promise per batch, not per row, keeps a read of
   * a million rows quick.
   */
  batches<R>(query: Compilable, size: number): AsyncGenerator<R[]>;
  close(): Promise<void>;
};

export type Database = {
  readonly db: Db;
  readonly dialect: DialectName;
  /**
   * A connection of its own for a read that streams a whole table (the CSV export): on SQLite
   * a read-only handle, whose open statement holds a snapshot without blocking `db`; on
   * PostgreSQL the pool, whose cursors stream. An in-memory SQLite has only `db`.
   */
  openReader(): Reader;
  /**
   * The whole database as bytes, for an in-memory SQLite only: tests open copies of one
   * migrated, seeded image instead of migrating and seeding each time.
   */
  readonly image?: () => Uint8Array;
};

const POSTGRES_POOL_SIZE_MAX = 20;
const INT8_OID = 20;

// int8 arrives as a string by default; read it as bigint so money never becomes a float.
pg.types.setTypeParser(INT8_OID, (text) => BigInt(text));

/** Prepared statements kept per SQLite connection; the oldest goes when it is full. */
export const STATEMENT_CACHE_MAX = 500;

/**
 * better-sqlite3 behind a cache of prepared statements. Kysely prepares every query anew,
 * which costs more than running it; the same SQL text (a session lookup, an order upsert of
 * one row) is prepared once. Kysely runs one query at a time per connection, so a cached
 * statement is never in use twice at once.
 */
const withStatementCache = (sqlite: SqliteDatabase.Database) => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached !== undefined) return cached;
      const statement = sqlite.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_MAX) {
        statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
};

const IN_MEMORY = ':memory:';

async function* sqliteBatches<R>(
  sqlite: SqliteDatabase.Database,
  query: Compilable,
  size: number,
): AsyncGenerator<R[]> {
  const { sql: text, parameters } = query.compile();
  const rows = sqlite.prepare(text).iterate(...parameters) as IterableIterator<R>;
  for (;;) {
    const batch: R[] = [];
    for (let next = rows.next(); !next.done; next = rows.next()) {
      batch.push(next.value);
      if (batch.length === size) break;
    }
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
  }
}

/** A read-only handle on the same file: WAL lets it read while `db` writes. */
const sqliteReader = (path: string): Reader => {
  const sqlite = new SqliteDatabase(path, { readonly: true });
  sqlite.pragma('busy_timeout = 5000');
  sqlite.defaultSafeIntegers(true);
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    batches: (query, size) => sqliteBatches(sqlite, query, size),
    close: () => db.destroy(),
  };
};

async function* postgresBatches<R>(
  pool: pg.Pool,
  query: Compilable,
  size: number,
): AsyncGenerator<R[]> {
  const { sql: text, parameters } = query.compile();
  const client = await pool.connect();
  const cursor = client.query(new Cursor<R>(text, [...parameters]));
  try {
    for (let batch = await cursor.read(size); batch.length > 0; batch = await cursor.read(size)) {
      yield batch;
    }
  } finally {
    await cursor.close();
    client.release();
  }
}

const openSqlite = (url: string, image?: Uint8Array): Database => {
  const path = url.slice('sqlite:'.length);
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const sqlite =
    path === IN_MEMORY && image !== undefined
      ? new SqliteDatabase(Buffer.from(image))
      : new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.defaultSafeIntegers(true);
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    dialect: 'sqlite',
    openReader: () =>
      path === IN_MEMORY
        ? {
            db,
            batches: (query, size) => sqliteBatches(sqlite, query, size),
            close: () => Promise.resolve(),
          }
        : sqliteReader(path),
    ...(path === IN_MEMORY ? { image: () => sqlite.serialize() } : {}),
  };
};

const openPostgres = (url: string): Database => {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE_MAX });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    openReader: () => ({
      db,
      batches: (query, size) => postgresBatches(pool, query, size),
      close: () => Promise.resolve(),
    }),
  };
};

/**
 * Opens `sqlite:<path>` (or `sqlite::memory:`, empty or a copy of `image`) or `postgres://…`.
 */
export const openDatabase = (url: string, image?: Uint8Array): Database => {
  if (url.startsWith('sqlite:')) return openSqlite(url, image);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, not "${url}"`);
};
