/**
 * Proves failover without loss on a cluster (PostgreSQL, nats-server, two engines, two
 * gateways): during a crossing storm of keyed orders, an operator's keyed deposits and a
 * client's keyed withdrawals through both gateways, the exchange's
 * leader is killed with SIGKILL (the standby takes over), nats-server is killed and started
 * again, a gateway is killed (its clients go on through the other, and a signed-in socket
 * resumes there), and the database refuses
 * connections for a while (the leader steps down, the standby leads). No answer is a server
 * error other than Retry; commands answered Retry and sent again have one effect; every
 * acknowledged answer equals the database; the ledger balances and the leader's books equal
 * the open orders. And no split brain: a leader
 * paused until the standby takes over commits nothing when it wakes, and steps down.
 * Runs once, on PostgreSQL; `bench/failover` measures the takeover over many kills.
 */
import { natsInstalled } from '../../../../scripts/cluster-processes.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { startTestCluster } from '../test-support/cluster-processes.ts';
import { SERVER_ENV } from '../test-support/crash-storm.ts';
import { runFaultStorm } from '../test-support/failover-storm.ts';
import { freshPostgresUrl } from '../test-support/harness.ts';

const CLUSTER_TEST_MS = 300_000;
const POLL_MS = 100;
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

const clusterCanRun = Boolean(process.env.TEST_DATABASE_URL) && natsInstalled();

describe.runIf(clusterCanRun)('a cluster on PostgreSQL', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it(
    'loses nothing when its leader is killed, its bus restarts, a gateway dies or its database goes away, under a storm',
    async () => {
      const { url, drop } = await freshPostgresUrl();
      drops.push(drop);

      const figures = await runFaultStorm({
        databaseUrl: url,
        faults: ['leader', 'bus', 'gateway', 'database'],
        stormMs: 1_000,
        inFlight: 8,
        downMs: 1_000,
      });

      expect(figures.mismatches).toEqual([]);
      expect(figures.answersChecked).toBeGreaterThan(50);
      expect(figures.keyedCalls.deposit).toBeGreaterThan(0);
      expect(figures.keyedCalls.withdrawal).toBeGreaterThan(0);
      expect(figures.recoveryMs.map((recovery) => recovery.fault)).toEqual([
        'leader',
        'bus',
        'gateway',
        'database',
      ]);
      // A new leader after the leader's kill and after the database's absence; the bus and a
      // gateway going away leave the leader as it was.
      const [start = 0, afterLeader = 0, afterBus = 0, afterGateway = 0, afterDatabase = 0] =
        figures.epochs;
      expect(afterLeader).toBeGreaterThan(start);
      expect([afterBus, afterGateway]).toEqual([afterLeader, afterLeader]);
      expect(afterDatabase).toBeGreaterThan(afterGateway);
    },
    CLUSTER_TEST_MS,
  );

  it(
    'has no split brain: a paused leader is superseded, commits nothing and steps down',
    async () => {
      const { url, drop } = await freshPostgresUrl();
      drops.push(drop);
      const cluster = await startTestCluster(url, { ...SERVER_ENV, MARKET_MAKER: 'off' });
      try {
        const paused = await cluster.leader();
        const gateway = cluster.gateways[0]?.url as string;
        const epochNow = async () =>
          (
            (await (await fetch(`${gateway}/v2/system/status`)).json()) as {
              engine: { epoch: number; leader_pid: number };
            }
          ).engine;
        const before = await epochNow();

        paused.child.kill('SIGSTOP');
        while ((await epochNow()).epoch === before.epoch) await sleep(POLL_MS);
        const after = await epochNow();
        const database = openDatabase(url);
        const count = async () =>
          (await database.db.selectFrom('ledger_entries').select('id').execute()).length;
        const entriesBefore = await count();
        paused.child.kill('SIGCONT');
        const code = await paused.exited;
        const entriesAfter = await count();
        await database.db.destroy();

        expect(after.epoch).toBe(before.epoch + 1);
        expect(after.leader_pid).not.toBe(paused.child.pid);
        expect(code).toBe(1);
        expect(paused.output()).toContain("no longer the exchange's writer");
        expect(entriesAfter).toBe(entriesBefore);
      } finally {
        await cluster.stop();
      }
    },
    CLUSTER_TEST_MS,
  );
});
