import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { processSession } from '../../db/database.ts';

/**
 * The right to be the exchange's writer on one database, held for as long as this process
 * keeps it, and lost with the process: a PostgreSQL advisory lock held on a connection of its
 * own (it ends with the connection), or an exclusive lock on a file beside the SQLite database
 * (the kernel drops it when the process dies, however it dies).
 */
export type WriterLock = {
  /** Settles when the lock is gone without `release()`: its connection ended. */
  readonly lost: Promise<void>;
  /** The lock's own PostgreSQL connection, for the leader's heartbeat; null on SQLite. */
  readonly connection: pg.Client | null;
  release(): Promise<void>;
};

/** "EMAS" in ASCII: the advisory lock of the exchange's writer, one per database. */
export const WRITER_LOCK_KEY = 0x454d4153;

const IN_MEMORY = 'sqlite::memory:';

const sqliteLock = (path: string): WriterLock | null => {
  mkdirSync(dirname(path), { recursive: true });
  const file = new DatabaseSync(`${path}-writer.lock`);
  file.exec('PRAGMA busy_timeout = 0');
  try {
    file.exec('BEGIN EXCLUSIVE');
  } catch {
    file.close();
    return null;
  }
  return {
    lost: new Promise(() => {}),
    connection: null,
    release: async () => {
      if (file.isOpen) file.close();
    },
  };
};

const postgresLock = async (url: string, session: string): Promise<WriterLock | null> => {
  const connection = new pg.Client({ connectionString: url, application_name: session });
  const lost = new Promise<void>((settle) => {
    connection.on('error', () => settle());
    connection.on('end', () => settle());
  });
  await connection.connect();
  const held = await connection
    .query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [WRITER_LOCK_KEY])
    .then(({ rows }) => rows[0]?.held === true)
    .catch(async (error: unknown) => {
      await connection.end().catch(() => {});
      throw error;
    });
  if (!held) {
    await connection.end();
    return null;
  }
  let released = false;
  return {
    lost: lost.then(() => {
      if (released) return new Promise<void>(() => {});
    }),
    connection,
    release: async () => {
      released = true;
      await connection.end().catch(() => {});
    },
  };
};

/**
 * Takes the writer's lock on the database at `url` if no other process holds it; null if one
 * does. An in-memory SQLite database belongs to its process alone: always granted.
 */
export const takeWriterLock = async (
  url: string,
  session = processSession(),
): Promise<WriterLock | null> => {
  if (url === IN_MEMORY) {
    return { lost: new Promise(() => {}), connection: null, release: async () => {} };
  }
  if (url.startsWith('sqlite:')) return sqliteLock(url.slice('sqlite:'.length));
  return postgresLock(url, session);
};
