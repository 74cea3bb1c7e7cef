/**
 * add_order over HTTP with durable commits, at 64 concurrent connections, on SQLite and (when
 * BENCH_DATABASE_URL names a PostgreSQL server we may create databases on) PostgreSQL, beside a
 * bare Fastify handler on the same machine. Two clients cross each other's 0.1 g orders, so
 * about half the orders trade and the balances never run dry.
 * Run: node --import tsx bench/http-orders/run.ts      (about a minute)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { assertLedgerConsistent } from '../../apps/server/src/ledger/index.ts';
import { BENCH_CONTRACT_ID, BENCH_EMAILS, freshPostgres, prepareDatabase } from './setup.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CONNECTIONS = 64;
const WARM_UP_S = 3;
const DURATION_S = 10;
const PORT = 18_181;
const PRICE = '1190000';
const PASSWORD = createHash('sha256').update('Emas#2026').digest('hex');

type Figures = {
  name: string;
  ok: number;
  other: number;
  perSecond: number;
  p50: number;
  p99: number;
  p999: number;
};

const waitFor = async (url: string, child: ChildProcess): Promise<void> => {
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`${url} did not answer`);
};

const start = async (script: string, env: Record<string, string>): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${PORT}/`, child);
  return child;
};

const stop = async (child: ChildProcess): Promise<void> => {
  child.kill('SIGTERM');
  await new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)));
};

const signIn = async (email: string): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${PORT}/v2/user/auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      latitude: '-6.2',
      longitude: '106.8',
      city: 'Jakarta',
      region: 'Jakarta',
      country: 'ID',
      'ip-address': '203.0.113.7',
    },
    body: JSON.stringify({ email, password: PASSWORD, app_name: 'metalgo', clientCaptchaKey: '' }),
  });
  return ((await response.json()) as { token: string }).token;
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
  const server = await start('apps/server/src/server.ts', {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'off',
    CAPTCHA: 'off',
    MARKET_HOURS: 'always',
    MARKET_MAKER: 'off',
    LOG_LEVEL: 'warn',
    SMTP_CATCHER_PORT: '0',
    APP_ENV: 'production',
  });
  try {
    const tokens = await Promise.all(BENCH_EMAILS.map(signIn));
    await load(`${name} warm-up`, orderRequests(tokens), WARM_UP_S);
    return await load(name, orderRequests(tokens), DURATION_S);
  } finally {
    await stop(server);
    const database = openDatabase(databaseUrl);
    await assertLedgerConsistent(database.db);
    await database.db.destroy();
  }
};

const measureBare = async (): Promise<Figures> => {
  const server = await start('bench/http-orders/bare-server.ts', {});
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
    await stop(server);
  }
};

const folder = mkdtempSync(join(tmpdir(), 'emas-bench-'));
const rows: Figures[] = [];
try {
  rows.push(await measureBare());
  rows.push(await measureServer('add_order, SQLite', `sqlite:${join(folder, 'emas.db')}`));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const postgres = await freshPostgres(adminUrl);
    try {
      rows.push(await measureServer('add_order, PostgreSQL', postgres.url));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('BENCH_DATABASE_URL is not set: PostgreSQL skipped.');
  }
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
