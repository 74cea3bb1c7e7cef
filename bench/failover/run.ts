/**
 * Failover of the exchange's leader under load: a cluster (nats-server, two engines, two
 * gateways) on a fresh PostgreSQL database, a crossing storm of keyed orders through both
 * gateways, and KILLS rounds of `kill -9` of whichever engine leads (a new standby is started
 * each time). Prints the takeover time (from the kill to the first command the new leader
 * answers), median and worst, and what the checks found (they must find nothing).
 * Run: BENCH_DATABASE_URL=postgres://emas:emas@127.0.0.1:5432/postgres \
 *        node --import tsx bench/failover/run.ts [kills] [storm seconds]
 */
import { runFailoverStorm } from '../../apps/server/src/test-support/failover-storm.ts';
import { freshPostgres } from '../http-orders/setup.ts';

const KILLS = Number(process.argv[2] ?? 10);
const STORM_MS = Number(process.argv[3] ?? 4) * 1_000;
const IN_FLIGHT = 32;

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server');
const postgres = await freshPostgres(adminUrl);
try {
  const started = Date.now();
  const figures = await runFailoverStorm({
    databaseUrl: postgres.url,
    kills: KILLS,
    stormMs: STORM_MS,
    inFlight: IN_FLIGHT,
  });
  const sorted = [...figures.takeoverMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${KILLS} kills: takeover median ${median} ms, worst ${sorted.at(-1) ?? 0} ms ` +
      `(${sorted.join(', ')}); epochs ${figures.epochs.join(' → ')}; ` +
      `${figures.answersChecked} answers checked, ${figures.retried} Retry answers sent again, ` +
      `${figures.mismatches.length} mismatches (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  for (const mismatch of figures.mismatches.slice(0, 20)) console.log(`  ${mismatch}`);
  process.exitCode = figures.mismatches.length === 0 ? 0 : 1;
} finally {
  await postgres.drop();
}
