import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema.ts';

export type Db = Kysely<Schema>;
export type DialectName = 'sqlite' | 'postgres';
export type Database = { readonly db: Db; readonly dialect: DialectName };

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

const openSqlite = (url: string): Database => {
  const path = url.slice('sqlite:'.length);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.defaultSafeIntegers(true);
  return {
    db: new Kysely<Schema>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
};

const openPostgres = (url: string): Database => {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE_MAX });
  return {
    db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
  };
};

/** Opens `sqlite:<path>` (or `sqlite::memory:`) or `postgres://…`. */
export const openDatabase = (url: string): Database => {
  if (url.startsWith('sqlite:')) return openSqlite(url);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, not "${url}"`);
};
