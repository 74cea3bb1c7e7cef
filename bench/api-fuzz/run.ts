/**
 * The API fuzzer of `apps/server/src/web/api-fuzz.test.ts` with a larger budget: driven by the
 * OpenAPI document, the systematic pass (every field of every call with every bad value) and
 * then `--budget` seeded random requests as every demo level, on SQLite and (when
 * BENCH_DATABASE_URL names a PostgreSQL server we may create databases on) PostgreSQL. Then
 * every stored order is read back as the client, its ib, fm and ccp, and the ledger checked.
 * Prints the answers by status and every 5xx; exits 1 if there was one.
 * Run: node --import tsx bench/api-fuzz/run.ts --budget 20000 --seed 7
 */
import { parseArgs } from 'node:util';
import { assertLedgerConsistent } from '../../apps/server/src/ledger/index.ts';
import { type FuzzFailure, fuzzApi } from '../../apps/server/src/test-support/api-fuzz.ts';
import {
  createDemoFuzzTarget,
  readEveryOrder,
} from '../../apps/server/src/test-support/api-fuzz-target.ts';
import {
  type TestDatabaseKind,
  createTestApp,
} from '../../apps/server/src/test-support/harness.ts';

const FAILURES_SHOWN_MAX = 20;

const { values } = parseArgs({
  options: {
    budget: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '7' },
  },
});
const budget = Number(values.budget);
const seed = Number(values.seed);
if (!Number.isSafeInteger(budget) || budget < 0 || !Number.isSafeInteger(seed)) {
  throw new Error('--budget and --seed take whole numbers');
}

// The test harness creates its PostgreSQL databases from TEST_DATABASE_URL.
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl !== undefined) process.env.TEST_DATABASE_URL = adminUrl;
else console.log('BENCH_DATABASE_URL is not set: PostgreSQL skipped.');
const kinds: TestDatabaseKind[] = adminUrl === undefined ? ['sqlite'] : ['sqlite', 'postgres'];

const run = async (kind: TestDatabaseKind) => {
  const t = await createTestApp(kind);
  try {
    const target = await createDemoFuzzTarget(t);
    const started = performance.now();
    const report = await fuzzApi(target, { seed, budget, systematic: 'every bad value' });
    const seconds = (performance.now() - started) / 1000;
    const read = await readEveryOrder(t, target);
    await assertLedgerConsistent(t.database.db);
    return { kind, report, seconds, read };
  } finally {
    await t.close();
  }
};

const failures: FuzzFailure[] = [];
console.log(`\nseed ${seed}, ${budget} random requests after the systematic pass\n`);
console.log(
  '| database | requests | seconds | requests/s | 5xx | orders read back | answers by status |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const kind of kinds) {
  const { report, seconds, read } = await run(kind);
  failures.push(...report.failures, ...read.failures);
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `| ${kind} | ${report.requests} | ${seconds.toFixed(1)} | ${Math.round(report.requests / seconds)} | ` +
      `${report.failures.length + read.failures.length} | ${read.orders} | ${statuses} |`,
  );
}
for (const failure of failures.slice(0, FAILURES_SHOWN_MAX)) console.log(JSON.stringify(failure));
process.exitCode = failures.length === 0 ? 0 : 1;
