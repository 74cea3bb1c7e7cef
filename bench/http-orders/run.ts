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
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { assertLedgerConsistent } from '../../apps/server/src/ledger/index.ts';
import {
  signInOver,
  startServerProcess,
  stopServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { BENCH_CONTRACT_ID, BENCH_EMAILS, onFreshPostgres, prepareDatabase } from './setup.ts';

const CONNECTIONS = 64;
const WARM_UP_S = 3;
const DURATION_S = 10;
const PORT = 18_181;
const PRICE = '1190000';

type Figures = {
  name: string;
  ok: number;
  other: number;
  perSecond: number;
  p50: number;
  p99: number;
  p999: number;
};

/** Buy and sell from each client in turn, at one price: most orders meet one of the other's. */
const orderRequests = (tokens: readonly string[]) => {
  let n = 0;
  return [
    {
      method: 'POST' as const,
      path: '/v2/igx/add_order',
      setupRequest: (request: autocannon.Request) => {
        n += 1;
        const direction = n % 4 < 2 ? 'buy' : 'sell';
        const token = tokens[(n + (n >> 1)) % 2];
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            contract_id: BENCH_CONTRACT_ID,
            direction,
            quantity: '0.1',
            order_type: 'limit',
            limit_price: PRICE,
          }),
        };
      },
    },
  ];
};

const load = async (
  name: string,
  requests: autocannon.Request[],
  seconds: number,
): Promise<Figures> => {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
  });
  const ok = result['2xx'];
  return {
    name,
    ok,
    other: result.non2xx + result.errors + result.timeouts,
    perSecond: Math.round(ok / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
  };
};

const measureServer = async (name: string, databaseUrl: string): Promise<Figures> => {
  await prepareDatabase(databaseUrl);
  const server = await startServerProcess(PORT, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'off',
    CAPTCHA: 'off',
    MARKET_HOURS: 'always',
    MARKET_MAKER: 'off',
    LOG_LEVEL: 'warn',
    SMTP_CATCHER_PORT: '0',
    APP_ENV: 'production',
    // Production refuses the development secret; any 32 characters do for a benchmark.
    APP_SECRET: 'bench-http-orders-secret-0123456789',
  });
  try {
    const tokens = await Promise.all(BENCH_EMAILS.map((email) => signInOver(server.url, email)));
    await load(`${name} warm-up`, orderRequests(tokens), WARM_UP_S);
    return await load(name, orderRequests(tokens), DURATION_S);
  } finally {
    await stopServerProcess(server);
    const database = openDatabase(databaseUrl);
    await assertLedgerConsistent(database.db);
    await database.db.destroy();
  }
};

const measureBare = async (): Promise<Figures> => {
  const server = await startServerProcess(PORT, {}, 'bench/http-orders/bare-server.ts');
  try {
    const requests = [
      {
        method: 'POST' as const,
        path: '/v2/igx/add_order',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          contract_id: 5,
          direction: 'buy',
          quantity: '0.1',
          order_type: 'limit',
          limit_price: PRICE,
        }),
      },
    ];
    await load('bare warm-up', requests, WARM_UP_S);
    return await load('bare Fastify handler', requests, DURATION_S);
  } finally {
    await stopServerProcess(server);
  }
};

const folder = mkdtempSync(join(tmpdir(), 'emas-bench-'));
const rows: Figures[] = [];
try {
  rows.push(await measureBare());
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
