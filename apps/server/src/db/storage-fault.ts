import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Schema } from './schema.ts';

/**
 * SQLite result codes (named from node:sqlite's `errcode` in sqlite-connection.ts) and PostgreSQL
 * SQLSTATE classes or node socket codes that mean the store cannot take writes or answer now:
 * full disk, I/O error, lock held too long, read-only or vanished file, lost connection. A
 * request that met one left nothing behind and may be retried.
 */
const SQLITE_FAULT = /^SQLITE_(FULL|IOERR|BUSY|LOCKED|READONLY|CANTOPEN|NOMEM|PROTOCOL)/;
const POSTGRES_FAULT = /^(08|53|57P|58)/;
const SOCKET_FAULT = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/**
 * PostgreSQL's answer to a new connection while its database takes none (ALLOW_CONNECTIONS
 * false, during maintenance or a move): SQLSTATE 55000, which otherwise means other things.
 */
const NOT_ACCEPTING_CONNECTIONS = /is not currently accepting connections/;
/** node-postgres's own errors, without a code, for a query whose connection ended under it. */
const POSTGRES_CLIENT_FAULT =
  /^(Connection terminated|Client has encountered a connection error and is not queryable)/;
/** The code reported for a connection node-postgres saw end: SQLSTATE's connection failure. */
const CONNECTION_FAILURE = '08006';

/** The store's own code when `error` is a storage fault, else null. */
export const storageFaultOf = (error: unknown): string | null => {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (code === undefined && error instanceof Error && POSTGRES_CLIENT_FAULT.test(error.message)) {
    return CONNECTION_FAILURE;
  }
  if (typeof code !== 'string') return null;
  if (SQLITE_FAULT.test(code) || POSTGRES_FAULT.test(code) || SOCKET_FAULT.has(code)) return code;
  if (code === '55000' && error instanceof Error && NOT_ACCEPTING_CONNECTIONS.test(error.message)) {
    return code;
  }
  return null;
};

/**
 * Runs `work` in one transaction. When the work fails and the rollback fails too (SQLite rolls a
 * transaction back by itself on SQLITE_FULL, so the explicit rollback finds none), the work's
 * error is thrown: the real cause, not "cannot rollback - no transaction is active".
 */
export const inTransaction = async <T>(
  db: Db,
  work: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> => {
  let cause: unknown = undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      try {
        return await work(trx);
      } catch (error) {
        cause = error;
        throw error;
      }
    });
  } catch (error) {
    throw cause ?? error;
  }
};

type ErrorLog = { error(object: object, message: string): void };

/**
 * Logs a recurring fault at a bounded rate: the first at once, then at most one line per
 * interval, saying how many were not logged in between, so a failing disk cannot flood the log.
 */
export class BoundedFaultLog {
  private lastAtMs = Number.NEGATIVE_INFINITY;
  private suppressed = 0;

  constructor(
    private readonly log: ErrorLog,
    private readonly intervalMs: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  report(error: unknown, message: string): void {
    const now = this.nowMs();
    if (now - this.lastAtMs < this.intervalMs) {
      this.suppressed += 1;
      return;
    }
    const code = storageFaultOf(error);
    this.log.error({ err: error, code, suppressed: this.suppressed }, message);
    this.lastAtMs = now;
    this.suppressed = 0;
  }
}
