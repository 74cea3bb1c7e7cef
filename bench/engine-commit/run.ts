/**
 * The exchange's commit path without HTTP: the engine in this process, fed crossing 0.1 lot
 * limit orders of two funded clients with IN_FLIGHT commands waiting at a time, committing its
 * batches (durably: PostgreSQL's synchronous commit as the server runs it) to a fresh
 * PostgreSQL database (BENCH_DATABASE_URL) and, beside it, a SQLite file (on its writer
 * thread). Prints orders answered per second, the batches and their mean size; the ledger is
 * checked whole after each run.
 * Run: BENCH_DATABASE_URL=postgres://emas:emas@127.0.0.1:5432/postgres \
 *        node --import tsx bench/engine-commit/run.ts [orders] [in flight]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../apps/server/src/clock.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { assertLedgerConsistent } from '../../apps/server/src/ledger/index.ts';
import {
  type BatchWriter,
  batchWriterFor,
} from '../../apps/server/src/trading/engine/batch-writer.ts';
import {
  accountIdsOf,
  placeCommand,
  silentLog,
  testExchange,
} from '../../apps/server/src/trading/engine/test-kit.ts';
import { BENCH_EMAILS, onFreshPostgres, prepareDatabase } from '../http-orders/setup.ts';

const ORDERS = Number(process.argv[2] ?? 60_000);
const IN_FLIGHT = Number(process.argv[3] ?? 4_000);
const PRICE_SEN = 119_000_000n;

type Figures = { name: string; perSecond: number; batches: number; ms: number };

/** Counts the batches the writer commits. */
const counted = (writer: BatchWriter, count: { batches: number }): BatchWriter => ({
  write: async (rows) => {
    count.batches += 1;
    await writer.write(rows);
  },
  close: () => writer.close(),
});

const measure = async (name: string, url: string): Promise<Figures> => {
  await prepareDatabase(url);
  const database = openDatabase(url);
  const count = { batches: 0 };
  const exchange = testExchange({
    database,
    clock: systemClock,
    log: silentLog,
    referencePriceSen: () => PRICE_SEN,
    writer: counted(batchWriterFor(database, url, null), count),
  });
  await exchange.start();
  const clients = await accountIdsOf(database.db, BENCH_EMAILS);
  let sent = 0;
  let refused = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < ORDERS) {
      sent += 1;
      const n = sent;
      const result = await exchange.submit(
        placeCommand(clients[n % 2] as string, {
          direction: n % 4 < 2 ? 'buy' : 'sell',
          quantityMg: 100n,
          limitPriceSen: PRICE_SEN,
        }),
      );
      if (!result.ok) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const ms = performance.now() - started;
  await exchange.stop();
  await assertLedgerConsistent(database.db);
  await database.db.destroy();
  if (refused > 0) console.log(`${name}: ${refused} refused`);
  return { name, perSecond: Math.round((ORDERS / ms) * 1000), batches: count.batches, ms };
};

const folder = mkdtempSync(join(tmpdir(), 'emas-engine-commit-'));
const rows: Figures[] = [];
try {
  rows.push(...(await onFreshPostgres((url) => measure('PostgreSQL', url))));
  rows.push(await measure('SQLite file (writer thread)', `sqlite:${join(folder, 'emas.db')}`));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(`\n${ORDERS.toLocaleString('en')} orders, ${IN_FLIGHT} in flight\n`);
console.log('| store | orders/s | batches | orders per batch | seconds |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  const perBatch = Math.round(ORDERS / Math.max(r.batches, 1));
  console.log(
    `| ${r.name} | ${r.perSecond.toLocaleString('en')} | ${r.batches} | ${perBatch} | ${(r.ms / 1000).toFixed(1)} |`,
  );
}
