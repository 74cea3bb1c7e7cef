import {
  type ClusterProcess,
  gatewayReady,
  leaderAmong,
  startNats,
  startRole,
} from '../../../../scripts/cluster-processes.mjs';
import { builtServer, exited, freePort } from './server-process.ts';

/** A cluster on this machine for a test: nats-server, engines and gateways on free ports. */
export type TestCluster = {
  readonly engines: ClusterProcess[];
  readonly gateways: { readonly process: ClusterProcess; readonly url: string }[];
  /** The engine that leads now (waits for one). */
  leader(): Promise<ClusterProcess>;
  /** Starts one more engine, a standby while another leads. */
  addEngine(): ClusterProcess;
  stop(): Promise<void>;
};

const kill = async (member: ClusterProcess) => {
  if (member.child.exitCode === null && member.child.signalCode === null) {
    member.child.kill('SIGKILL');
    await exited(member.child);
  }
};

/** Two engines and two gateways on the database, with `env` (the test's settings). */
export const startTestCluster = async (
  databaseUrl: string,
  env: Record<string, string>,
): Promise<TestCluster> => {
  const bundle = await builtServer();
  const natsPort = await freePort();
  const nats = await startNats(natsPort);
  const clusterEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    NATS_URL: `nats://127.0.0.1:${natsPort}`,
  };
  const engines: ClusterProcess[] = [];
  const addEngine = () => {
    const engine = startRole(bundle, 'engine', clusterEnv, {
      name: `engine ${engines.length + 1}`,
    });
    engines.push(engine);
    return engine;
  };
  addEngine();
  addEngine();
  await leaderAmong(engines);
  const gateways = await Promise.all(
    [1, 2].map(async (index) => {
      const port = await freePort();
      const gateway = startRole(bundle, 'gateway', clusterEnv, { port, name: `gateway ${index}` });
      await gatewayReady(gateway, port);
      return { process: gateway, url: `http://127.0.0.1:${port}` };
    }),
  );
  return {
    engines,
    gateways,
    leader: () => leaderAmong(engines),
    addEngine,
    stop: async () => {
      for (const member of [...gateways.map((g) => g.process), ...engines]) await kill(member);
      await kill(nats);
    },
  };
};
