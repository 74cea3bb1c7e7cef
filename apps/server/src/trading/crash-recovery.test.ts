/**
 * Proves durability on the real server process: during a flood of orders over HTTP the server
 * is killed with SIGKILL; every order it acknowledged is in the database as acknowledged, the
 * ledger balances, and the restarted server's books equal the open orders in the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ContractDepth } from '@emas/api';
import { contractById, toDecimalString } from '@emas/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { assertLedgerConsistent, sumByAsset } from '../ledger/index.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const FLOOD_MS = 2_500;
const IN_FLIGHT = 32;
const DG1 = 5;
const PASSWORD = createHash('sha256').update('Emas#2026').digest('hex');
const GEOLOCATION = {
  latitude: '-6.2',
  longitude: '106.8',
  city: 'Jakarta',
  region: 'Jakarta',
  country: 'ID',
  'ip-address': '203.0.113.7',
};

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

const startServer = async (port: number, databaseUrl: string, env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'on',
      APP_ENV: 'development',
      CAPTCHA: 'off',
      MARKET_HOURS: 'always',
      SMTP_CATCHER_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/v2/app/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url };
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error('server did not start');
};

const exited = (child: ChildProcess) =>
  new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)));

const signIn = async (url: string, email: string): Promise<string> => {
  const response = await fetch(`${url}/v2/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...GEOLOCATION },
    body: JSON.stringify({ email, password: PASSWORD, app_name: 'metalgo', clientCaptchaKey: '' }),
  });
  return ((await response.json()) as { token: string }).token;
};

type Acknowledged = { id: string; status: string };

/** Orders from two clients, buys and sells a few rupiah apart so about half trade. */
const flood = async (url: string, tokens: string[], untilMs: number): Promise<Acknowledged[]> => {
  const acknowledged: Acknowledged[] = [];
  let n = 0;
  const worker = async () => {
    while (Date.now() < untilMs) {
      n += 1;
      const buy = n % 2 === 0;
      const price = 1_190_000 + (n % 7) * 1_000 + (buy ? 3_000 : 0);
      try {
        const response = await fetch(`${url}/v2/igx/add_order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % 2]}` },
          body: JSON.stringify({
            contract_id: DG1,
            direction: buy ? 'buy' : 'sell',
            quantity: '0.1',
            order_type: n % 11 === 0 ? 'market' : 'limit',
            limit_price: String(price),
          }),
        });
        if (response.status !== 200) continue;
        const body = (await response.json()) as { id: string; attributes: { status: string } };
        acknowledged.push({ id: body.id, status: body.attributes.status });
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return acknowledged;
};

/** The depth the open orders in the database give: price levels per side, best first. */
const depthOf = async (databaseUrl: string): Promise<ContractDepth> => {
  const database = openDatabase(databaseUrl);
  try {
    const rows = await database.db
      .selectFrom('orders')
      .select(['direction', 'limit_price_sen', 'remaining_mg'])
      .where('status', '=', 'submit')
      .where('contract_id', '=', BigInt(DG1))
      .execute();
    const side = (direction: 'buy' | 'sell') => {
      const levels = new Map<bigint, bigint>();
      for (const row of rows.filter((r) => r.direction === direction)) {
        const price = row.limit_price_sen as bigint;
        levels.set(price, (levels.get(price) ?? 0n) + row.remaining_mg);
      }
      const weightMg = contractById(DG1)?.weightMg ?? 1n;
      return [...levels]
        .sort(([a], [b]) => (direction === 'buy' ? Number(b - a) : Number(a - b)))
        .slice(0, 10)
        .map(([price, mg]) => ({
          price: toDecimalString(price, 2),
          quantity: toDecimalString((mg * 100_000n) / weightMg, 5),
          quantityMg: mg.toString(),
          pricePerGram: toDecimalString(price, 2),
        }));
    };
    return { contractId: DG1, buy: side('buy'), sell: side('sell') };
  } finally {
    await database.db.destroy();
  }
};

describe('a server killed during an order flood', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emas-crash-'));
  const databaseUrl = `sqlite:${join(dataDir, 'emas.db')}`;
  let server: { child: ChildProcess; url: string } | null = null;

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (server !== null) await exited(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts with every acknowledged order, a balanced ledger and the same books', async () => {
    const port = await freePort();
    server = await startServer(port, databaseUrl, { MARKET_MAKER: 'on' });
    const tokens = [
      await signIn(server.url, 'client@demo.emas.id'),
      await signIn(server.url, 'client2@demo.emas.id'),
    ];
    const flooding = flood(server.url, tokens, Date.now() + FLOOD_MS * 2);
    await new Promise((wake) => setTimeout(wake, FLOOD_MS));
    server.child.kill('SIGKILL');
    await exited(server.child);
    const acknowledged = await flooding;
    expect(acknowledged.length).toBeGreaterThan(50);

    const database = openDatabase(databaseUrl);
    const rows = await database.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        acknowledged.map((order) => order.id),
      )
      .execute();
    expect(rows.length).toBe(acknowledged.length);
    const statusById = new Map(rows.map((row) => [row.id, row.status]));
    for (const order of acknowledged) {
      if (order.status !== 'submit') expect(statusById.get(order.id)).toBe(order.status);
    }
    await assertLedgerConsistent(database.db);
    for (const sum of (await sumByAsset(database.db)).values()) expect(sum).toBe(0n);
    await database.db.destroy();

    server = await startServer(port, databaseUrl, { MARKET_MAKER: 'off' });
    const depth = (await (await fetch(`${server.url}/v2.1/igx/depth`)).json()) as {
      data: ContractDepth[];
    };
    expect(depth.data.find((d) => d.contractId === DG1)).toEqual(await depthOf(databaseUrl));
  }, 120_000);
});
