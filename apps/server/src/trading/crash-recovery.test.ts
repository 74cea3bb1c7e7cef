/**
 * Proves durability on the real server process: during a flood of orders over HTTP the server
 * is killed with SIGKILL; every order it acknowledged is in the database as acknowledged, the
 * ledger balances, and the restarted server's books equal the open orders in the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContractDepth } from '@emas/api';
import { contractById, toDecimalString } from '@emas/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { assertLedgerConsistent, sumByAsset } from '../ledger/index.ts';
import {
  type ServerProcess,
  exited,
  freePort,
  signInOver,
  startServerProcess,
} from '../test-support/server-process.ts';

const FLOOD_MS = 2_500;
const IN_FLIGHT = 32;
const DG1 = 5;
const SERVER_ENV = {
  SEED_DEMO: 'on',
  APP_ENV: 'development',
  CAPTCHA: 'off',
  MARKET_HOURS: 'always',
  SMTP_CATCHER_PORT: '0',
  LOG_LEVEL: 'warn',
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
  let server: ServerProcess | null = null;
  const start = (port: number, marketMaker: 'on' | 'off') =>
    startServerProcess(port, {
      ...SERVER_ENV,
      DATABASE_URL: databaseUrl,
      MARKET_MAKER: marketMaker,
    });

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (server !== null) await exited(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts with every acknowledged order, a balanced ledger and the same books', async () => {
    const port = await freePort();
    server = await start(port, 'on');
    const tokens = [
      await signInOver(server.url, 'client@demo.emas.id'),
      await signInOver(server.url, 'client2@demo.emas.id'),
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

    server = await start(port, 'off');
    const depth = (await (await fetch(`${server.url}/v2.1/igx/depth`)).json()) as {
      data: ContractDepth[];
    };
    expect(depth.data.find((d) => d.contractId === DG1)).toEqual(await depthOf(databaseUrl));
  }, 120_000);
});
