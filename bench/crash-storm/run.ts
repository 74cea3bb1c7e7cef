/**
 * The crash test's crossing storm with a larger load: ROUNDS rounds of `kill -9` during a storm
 * of keyed orders and kills, on SQLite and (when BENCH_DATABASE_URL names a PostgreSQL server we
 * may create databases on) PostgreSQL; every acknowledged answer is compared with the database.
 * Run: node --import tsx bench/crash-storm/run.ts [rounds] [storm seconds]   (16 rounds: ~5 min)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type StormFigures,
  runCrashStorm,
} from '../../apps/server/src/test-support/crash-storm.ts';
import { freshPostgres } from '../http-orders/setup.ts';

const ROUNDS = Number(process.argv[2] ?? 16);
const STORM_MS = Number(process.argv[3] ?? 4) * 1_000;
const IN_FLIGHT = 64;

const report = (name: string, figures: StormFigures, ms: number) => {
  console.log(
    `${name}: ${figures.rounds} rounds, ${figures.answersChecked} answers checked, ` +
      `${figures.resent} unanswered commands sent again, ${figures.mismatches.length} mismatches ` +
      `(${Math.round(ms / 1000)} s)`,
  );
  for (const mismatch of figures.mismatches.slice(0, 20)) console.log(`  ${mismatch}`);
};

const runOn = async (name: string, databaseUrl: string) => {
  const started = Date.now();
  const figures = await runCrashStorm({
    databaseUrl,
    rounds: ROUNDS,
    stormMs: STORM_MS,
    inFlight: IN_FLIGHT,
  });
  report(name, figures, Date.now() - started);
  return figures.mismatches.length;
};

const dataDir = mkdtempSync(join(tmpdir(), 'emas-crash-bench-'));
let mismatches = 0;
try {
  mismatches += await runOn('SQLite', `sqlite:${join(dataDir, 'emas.db')}`);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const postgres = await freshPostgres(adminUrl);
    try {
      mismatches += await runOn('PostgreSQL', postgres.url);
    } finally {
      await postgres.drop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(mismatches === 0 ? 0 : 1);
