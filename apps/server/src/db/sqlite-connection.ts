import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { sqliteCodeName } from './sqlite-codes.ts';

/** Prepared statements kept per SQLite connection; the oldest goes when it is full. */
export const STATEMENT_CACHE_MAX = 500;

/**
 * node:sqlite throws with `code` ERR_SQLITE_ERROR and SQLite's result code as a number in
 * `errcode`; the code becomes its SQLite name (SQLITE_FULL, SQLITE_CONSTRAINT_UNIQUE), which is
 * what storage-fault.ts and unique-violation.ts classify.
 */
const guarded = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    const errcode = (error as { errcode?: unknown } | null)?.errcode;
    if (typeof errcode === 'number')
      Object.assign(error as object, { code: sqliteCodeName(errcode) });
    throw error;
  }
};

/**
 * Opens a SQLite file (or `:memory:`, empty or loaded with the bytes of `image`) with Node's
 * built-in driver and sets its `pragmas`. Every integer reads as a bigint, so money never
 * becomes a float.
 */
export const openSqliteFile = (
  path: string,
  pragmas: readonly string[],
  options: { readOnly?: boolean; image?: Uint8Array } = {},
): DatabaseSync =>
  guarded(() => {
    const sqlite = new DatabaseSync(path, {
      readBigInts: true,
      readOnly: options.readOnly ?? false,
    });
    if (options.image !== undefined) sqlite.deserialize(options.image);
    for (const pragma of pragmas) sqlite.exec(`pragma ${pragma}`);
    return sqlite;
  });

const bound = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];

/** The rows of `statement`, stepped as they are taken; an abandoned read resets the statement. */
function* rowsOf(statement: StatementSync, parameters: ReadonlyArray<unknown>) {
  const rows = guarded(() => statement.iterate(...bound(parameters)));
  try {
    for (let next = guarded(() => rows.next()); !next.done; next = guarded(() => rows.next())) {
      yield next.value as unknown;
    }
  } finally {
    rows.return?.();
  }
}

/** A statement as Kysely's SqliteDialect calls it (better-sqlite3's shape: parameters in an array). */
const kyselyStatement = (statement: StatementSync): SqliteStatement => ({
  reader: statement.columns().length > 0,
  all: (parameters) => guarded(() => statement.all(...bound(parameters))),
  run: (parameters) => guarded(() => statement.run(...bound(parameters))),
  iterate: (parameters) => rowsOf(statement, parameters),
});

/** The rows of one query, stepped as they are taken; for reads that stream a whole table. */
export const iterateRows = (
  sqlite: DatabaseSync,
  text: string,
  parameters: ReadonlyArray<unknown>,
) =>
  rowsOf(
    guarded(() => sqlite.prepare(text)),
    parameters,
  );

/**
 * A connection for Kysely's SqliteDialect, behind a cache of prepared statements. Kysely
 * prepares every query anew, which costs more than running it; the same SQL text (a session
 * lookup, an order upsert of one row) is prepared once. Kysely runs one query at a time per
 * connection, so a cached statement is never in use twice at once.
 */
export const kyselyConnection = (sqlite: DatabaseSync): SqliteDatabase => {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached !== undefined) return cached;
      const statement = kyselyStatement(guarded(() => sqlite.prepare(sql)));
      if (statements.size >= STATEMENT_CACHE_MAX) {
        statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
};
