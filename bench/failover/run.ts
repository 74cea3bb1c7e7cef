/**
 * Faults of the cluster's parts under load: a cluster (nats-server, two engines, two gateways)
 * on a fresh PostgreSQL database, a crossing storm of keyed orders, deposits and withdrawals
 * through both gateways, and one fault per round: KILLS rounds of `kill -9` of whichever engine
 * leads (a new standby is started each time), then nats-server down for 10 s, `kill -9` of a
 * gateway, the database refusing connections for 10 s (its open ones ended), and the whole
 * PostgreSQL server stopped for 10 s (`pg_ctlcluster stop -m fast`: run it where nothing else
 * needs that server meanwhile). Prints, per fault, the recovery time (from the fault's end, the
 * kill for a process, to the first answer to a command sent after it): median and worst; and
 * what the checks found (nothing, or the run fails).
 * Run: BENCH_DATABASE_URL=postgres://emas:emas@127.0.0.1:5432/postgres \
 *        node --import tsx bench/failover/run.ts [kills] [storm seconds]
 */
import { type Fault, runFaultStorm } from '../../apps/server/src/test-support/failover-storm.ts';
import { freshPostgres } from '../http-orders/setup.ts';

const KILLS = Number(process.argv[2] ?? 10);
const STORM_MS = Number(process.argv[3] ?? 4) * 1_000;
const IN_FLIGHT = 32;
const DOWN_MS = 10_000;

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server');
const faults: Fault[] = [
  ...Array.from({ length: KILLS }, () => 'leader' as const),
  'bus',
  'gateway',
  'database',
  'postgres',
];
const postgres = await freshPostgres(adminUrl);
try {
  const started = Date.now();
  const figures = await runFaultStorm({
    databaseUrl: postgres.url,
    faults,
    stormMs: STORM_MS,
    inFlight: IN_FLIGHT,
    downMs: DOWN_MS,
  });
  for (const fault of ['leader', 'bus', 'gateway', 'database', 'postgres'] as const) {
    const times = figures.recoveryMs
      .filter((recovery) => recovery.fault === fault)
      .map((recovery) => recovery.ms)
      .sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${fault}: ${times.length} faults, recovery median ${median} ms, worst ${times.at(-1) ?? 0} ms (${times.join(', ')})`,
    );
  }
  console.log(
    `epochs ${figures.epochs.join(' → ')}; ${figures.answersChecked} answers checked, ` +
      `${figures.keyedCalls.deposit} deposits and ${figures.keyedCalls.withdrawal} withdrawals with one effect each, ` +
      `${figures.retried} Retry answers sent again, ${figures.mismatches.length} mismatches ` +
      `(${Math.round((Date.now() - started) / 1000)} s)`,
  );
  for (const mismatch of figures.mismatches.slice(0, 20)) console.log(`  ${mismatch}`);
  process.exitCode = figures.mismatches.length === 0 ? 0 : 1;
} finally {
  await postgres.drop();
}
