import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Schema } from './schema.ts';
import { iterateRows, kyselyConnection, openSqliteFile } from './sqlite-connection.ts';
import { BoundedFaultLog } from './storage-fault.ts';

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
/** A lost PostgreSQL connection is logged at most once in this time (see BoundedFaultLog). */
const CONNECTION_LOSS_LOG_INTERVAL_MS = 10_000;
const INT8_OID = 20;

// int8 arrives as a string by default; read it as bigint so money never becomes a float.
pg.types.setTypeParser(INT8_OID, (text) => BigInt(text));

const IN_MEMORY = ':memory:';
/** A 16 MB page cache, as better-sqlite3's build had; Node's SQLite keeps SQLite's 2 MB default. */
const CACHE_SIZE = 'cache_size = -16000';

async function* sqliteBatches<R>(
  sqlite: DatabaseSync,
  query: Compilable,
  size: number,
): AsyncGenerator<R[]> {
  const { sql: text, parameters } = query.compile();
  const rows = iterateRows(sqlite, text, parameters) as Generator<R>;
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
  const sqlite = openSqliteFile(path, ['busy_timeout = 5000', CACHE_SIZE], {
    readOnly: true,
  });
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: kyselyConnection(sqlite) }),
  });
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
  const sqlite = openSqliteFile(
    path,
    [
      'journal_mode = WAL',
      'synchronous = FULL',
      'foreign_keys = ON',
      'busy_timeout = 5000',
      CACHE_SIZE,
    ],
    { image: path === IN_MEMORY ? image : undefined },
  );
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: kyselyConnection(sqlite) }),
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

/**
 * The name this process gives its PostgreSQL connections (application_name): a writer that
 * takes over from a paused one ends that one's connections by it.
 */
export const processSession = (): string => `emas:${hostname()}:${process.pid}`;

const openPostgres = (url: string, session: string): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE_MAX,
    application_name: session,
  });
  // An idle connection that ends (pg_terminate_backend, a restart, a failover) is an 'error'
  // event of the pool, which ends the process when nobody listens. The pool has already
  // dropped that connection and opens a new one for the next query; until the server is back,
  // queries fail with a connection fault and requests are answered Retry.
  const connectionLosses = new BoundedFaultLog(
    {
      error: (object, message) => {
        const { err, ...counts } = object as { err?: unknown };
        console.error(`${message}: ${String(err)}`, counts);
      },
    },
    CONNECTION_LOSS_LOG_INTERVAL_MS,
  );
  pool.on('error', (error) => {
    connectionLosses.report(error, 'a PostgreSQL connection was lost; the pool opens a new one');
  });
  // A connection that ends while checked out but between queries (inside a transaction, say)
  // raises 'error' on the client, not on the pool: unheard, it would end the process. The
  // query that uses it next fails as a storage fault instead, and the pool replaces it.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      connectionLosses.report(error, 'a PostgreSQL connection in use was lost');
    });
  });
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
export const openDatabase = (
  url: string,
  image?: Uint8Array,
  session = processSession(),
): Database => {
  if (url.startsWith('sqlite:')) return openSqlite(url, image);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return openPostgres(url, session);
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, not "${url}"`);
};
