/**
 * Proves that a PostgreSQL connection ending under the pool does not end the process: an idle
 * connection killed by pg_terminate_backend, or every connection cut while the server is away
 * (a restart, a failover: here a TCP relay that stops), is dropped by the pool; queries while
 * the server is away fail with a storage fault (answered Retry); once it is back they succeed
 * again without a restart. PostgreSQL only: SQLite has no connection to lose.
 */
import { type Server, type Socket, connect, createServer } from 'node:net';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from '../test-support/harness.ts';
import { adminQuery } from '../test-support/template-databases.ts';
import { type Database, openDatabase } from './database.ts';
import { storageFaultOf } from './storage-fault.ts';

/** Time for the pool to hear of its connections' end. */
const SETTLE_MS = 300;
const settle = () => new Promise((wake) => setTimeout(wake, SETTLE_MS));

const selectOne = async (database: Database): Promise<number> => {
  const result = await sql<{ one: number }>`select 1 as one`.execute(database.db);
  return Number(result.rows[0]?.one);
};

/** Two connections open and idle in the pool. */
const openTwoConnections = (database: Database) =>
  Promise.all([
    database.db.connection().execute(async (db) => sql`select pg_sleep(0.05)`.execute(db)),
    database.db.connection().execute(async (db) => sql`select pg_sleep(0.05)`.execute(db)),
  ]);

/** A TCP relay to PostgreSQL that can go away (cutting every connection) and come back. */
type Relay = { readonly url: string; goAway(): Promise<void>; comeBack(): Promise<void> };

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((done) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });

const openRelay = async (target: URL): Promise<Relay> => {
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  const port = await listen(server, 0);
  const url = new URL(target);
  url.port = String(port);
  return {
    url: url.toString(),
    goAway: async () => {
      const closed = new Promise((done) => server.close(done));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    comeBack: async () => {
      await listen(server, port);
    },
  };
};

describe.runIf(process.env.TEST_DATABASE_URL)('a lost PostgreSQL connection', () => {
  let url: string;
  let drop: () => Promise<void>;
  let database: Database | null = null;
  beforeEach(async () => {
    ({ url, drop } = await freshPostgresUrl());
  });
  afterEach(async () => {
    await database?.db.destroy();
    database = null;
    await drop();
  });

  it('killed by pg_terminate_backend while idle is replaced, and the process lives on', async () => {
    database = openDatabase(url);
    await openTwoConnections(database);
    const name = new URL(url).pathname.slice(1);
    await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    await settle();
    expect(await selectOne(database)).toBe(1);
  });

  it('while the server is away fails as a storage fault, and recovers when it is back', async () => {
    const relay = await openRelay(new URL(url));
    database = openDatabase(relay.url);
    await openTwoConnections(database);
    await relay.goAway();
    await settle();
    const away = await selectOne(database).catch((error: unknown) => error);
    expect(storageFaultOf(away)).toBe('ECONNREFUSED');
    await relay.comeBack();
    expect(await selectOne(database)).toBe(1);
  });
});
