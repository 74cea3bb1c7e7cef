/**
 * add_order over HTTP with durable commits, at 64 concurrent connections, on SQLite and (when
 * BENCH_DATABASE_URL names a PostgreSQL server we may create databases on) PostgreSQL, beside a
 * bare Fastify handler on the same machine. Two clients cross each other's 0.1 g orders, so
 * about half the orders trade and the balances never run dry.
 * Run: node --import tsx bench/http-orders/run.ts      (about a minute)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { assertLedgerConsistent } from '../../apps/server/src/ledger/index.ts';
import {
  signInOver,
  startServerProcess,
  stopServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { CONNECTIONS, type Figures, load, measureBare, orderRequests } from './load.ts';
import { BENCH_EMAILS, BENCH_SERVER_ENV, onFreshPostgres, prepareDatabase } from './setup.ts';

const WARM_UP_S = 3;
const DURATION_S = 10;
const PORT = 18_181;
const SERVER_URL = `http://127.0.0.1:${PORT}`;

const measureServer = async (name: string, databaseUrl: string): Promise<Figures> => {
  await prepareDatabase(databaseUrl);
  const server = await startServerProcess(PORT, {
    ...BENCH_SERVER_ENV,
    DATABASE_URL: databaseUrl,
    APP_ENV: 'production',
    // Production refuses the development secret; any 32 characters do for a benchmark.
    APP_SECRET: 'bench-http-orders-secret-0123456789',
  });
  try {
    const tokens = await Promise.all(BENCH_EMAILS.map((email) => signInOver(server.url, email)));
    await load(`${name} warm-up`, SERVER_URL, orderRequests(tokens), WARM_UP_S);
    return await load(name, SERVER_URL, orderRequests(tokens), DURATION_S);
  } finally {
    await stopServerProcess(server);
    const database = openDatabase(databaseUrl);
    await assertLedgerConsistent(database.db);
    await database.db.destroy();
  }
};

const folder = mkdtempSync(join(tmpdir(), 'emas-bench-'));
const rows: Figures[] = [];
try {
  rows.push(await measureBare(PORT, WARM_UP_S, DURATION_S));
  rows.push(await measureServer('add_order, SQLite', `sqlite:${join(folder, 'emas.db')}`));
  rows.push(...(await onFreshPostgres((url) => measureServer('add_order, PostgreSQL', url))));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s after a ${WARM_UP_S} s warm-up\n`);
console.log('| case | answered 2xx/s | p50 ms | p99 ms | p99.9 ms | 2xx | other |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.perSecond.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.p999} | ${r.ok} | ${r.other} |`,
  );
}
