/**
 * The reports over a long history: with 1,000,000 transactions of the demo client in the
 * database, how fast a page of its transactions answers over HTTP (first pages, and pages deep
 * into the history), and how long the CSV export of all of them takes to stream, with the
 * server's resident memory sampled while it does. SQLite always; PostgreSQL too when
 * BENCH_DATABASE_URL names a server we may create databases on.
 * Run: node --import tsx bench/reports/run.ts [transactions]     (a few minutes)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  signInOver,
  startServerProcess,
  stopServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { openMigratedDatabase } from '../../apps/server/src/services.ts';
import { onFreshPostgres } from '../http-orders/setup.ts';
import { writeHistory } from './history.ts';

const TRANSACTIONS = Number(process.argv[2] ?? 1_000_000);
const PORT = 18_282;
const PAGE_REQUESTS = 200;
const MEMORY_SAMPLE_MS = 100;

type Figures = {
  name: string;
  firstPageP50: number;
  firstPageP95: number;
  deepPageP95: number;
  exportSeconds: number;
  exportRows: number;
  idleRssMb: number;
  peakRssMb: number;
};

const prepare = async (url: string, dialect: 'sqlite' | 'postgres') => {
  const database = await openMigratedDatabase(url, Date.now());
  try {
    const accounts = await database.db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('email', 'in', ['client@demo.emas.id', 'lp@demo.emas.id'])
      .execute();
    const idOf = (email: string) => accounts.find((a) => a.email === email)?.id as string;
    const started = Date.now();
    await writeHistory(
      database.db,
      dialect,
      { clientId: idOf('client@demo.emas.id'), lpId: idOf('lp@demo.emas.id') },
      TRANSACTIONS,
      Date.now(),
    );
    console.log(`${dialect}: ${TRANSACTIONS} transactions written in ${Date.now() - started} ms`);
  } finally {
    await database.db.destroy();
  }
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const timePages = async (url: string, token: string, offsetOf: (i: number) => number) => {
  const times: number[] = [];
  for (let i = 0; i < PAGE_REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/v2/igx/transactions?offset=${offsetOf(i)}&limit=10`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { data: { body: unknown[]; count: number } };
    if (!response.ok || body.data.body.length !== 10) throw new Error(`page ${i} failed`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
};

/** Resident set of a process, MB, from /proc. */
const rssMb = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

const timeExport = async (url: string, token: string, pid: number) => {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), MEMORY_SAMPLE_MS);
  const started = performance.now();
  const response = await fetch(`${url}/v2/reports/transactions/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let lines = 0;
  const NEWLINE = 10;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) {
      lines += 1;
    }
  }
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, rows: lines - 1, peakRssMb: peak };
};

const measure = async (name: string, url: string): Promise<Figures> => {
  const server = await startServerProcess(PORT, {
    DATABASE_URL: url,
    SEED_DEMO: 'off',
    CAPTCHA: 'off',
    MARKET_MAKER: 'off',
    LOG_LEVEL: 'warn',
    SMTP_CATCHER_PORT: '0',
    APP_ENV: 'production',
    APP_SECRET: 'bench-reports-secret-0123456789abcdef',
  });
  try {
    const token = await signInOver(server.url, 'client@demo.emas.id');
    const idleRssMb = rssMb(server.child.pid as number);
    await timePages(server.url, token, () => 0);
    const first = await timePages(server.url, token, (i) => (i % 10) * 10);
    const deep = await timePages(server.url, token, (i) => 10_000 + i * 10);
    const exported = await timeExport(server.url, token, server.child.pid as number);
    if (exported.rows !== TRANSACTIONS) throw new Error(`exported ${exported.rows} rows`);
    return {
      name,
      firstPageP50: percentile(first, 50),
      firstPageP95: percentile(first, 95),
      deepPageP95: percentile(deep, 95),
      exportSeconds: exported.seconds,
      exportRows: exported.rows,
      idleRssMb,
      peakRssMb: exported.peakRssMb,
    };
  } finally {
    await stopServerProcess(server);
  }
};

const folder = mkdtempSync(join(tmpdir(), 'emas-bench-reports-'));
const rows: Figures[] = [];
try {
  const sqliteUrl = `sqlite:${join(folder, 'emas.db')}`;
  await prepare(sqliteUrl, 'sqlite');
  rows.push(await measure('SQLite', sqliteUrl));
  const postgresRows = await onFreshPostgres(async (url) => {
    await prepare(url, 'postgres');
    return measure('PostgreSQL', url);
  });
  rows.push(...postgresRows);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const ms = (value: number) => value.toFixed(1);
console.log(`\n${TRANSACTIONS.toLocaleString('en')} transactions, ${PAGE_REQUESTS} pages each\n`);
console.log(
  '| database | page 1-10 p50 ms | page 1-10 p95 ms | page 1,001+ p95 ms | CSV export s | rows | RSS idle MB | RSS peak MB |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${ms(r.firstPageP50)} | ${ms(r.firstPageP95)} | ${ms(r.deepPageP95)} | ${r.exportSeconds.toFixed(1)} | ${r.exportRows.toLocaleString('en')} | ${r.idleRssMb.toFixed(0)} | ${r.peakRssMb.toFixed(0)} |`,
  );
}
