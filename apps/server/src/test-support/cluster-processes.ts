import {
  type ClusterProcess,
  gatewayReady,
  leaderAmong,
  startNats,
  startRole,
} from '../../../../scripts/cluster-processes.mjs';
import { builtServer, exited, freePort } from './server-process.ts';

/** A gateway of a test cluster: its process (replaced when restarted) and its address. */
export type TestGateway = { process: ClusterProcess; readonly port: number; readonly url: string };

/** A cluster on this machine for a test: nats-server, engines and gateways on free ports. */
export type TestCluster = {
  readonly natsUrl: string;
  readonly engines: ClusterProcess[];
  readonly gateways: TestGateway[];
  /** The engine that leads now (waits for one). */
  leader(): Promise<ClusterProcess>;
  /** Starts one more engine, a standby while another leads. */
  addEngine(): ClusterProcess;
  stopNats(): Promise<void>;
  /** Starts nats-server again on its port. */
  startNats(): Promise<void>;
  killGateway(index: number): Promise<void>;
  /** Starts the gateway again on its port, once it answers. */
  restartGateway(index: number): Promise<void>;
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
  let nats = await startNats(natsPort);
  const clusterEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    NATS_URL: `nats://127.0.0.1:${natsPort}`,
  };
  const engines: ClusterProcess[] = [];
  const addEngine = () => {
    const name = `engine ${engines.length + 1}`;
    const engine = startRole(bundle, 'engine', clusterEnv, { name });
    engines.push(engine);
    return engine;
  };
  const startGateway = async (port: number, name: string) => {
    const gateway = startRole(bundle, 'gateway', clusterEnv, { port, name });
    await gatewayReady(gateway, port);
    return gateway;
  };
  addEngine();
  addEngine();
  await leaderAmong(engines);
  const gateways: TestGateway[] = [];
  for (const index of [1, 2]) {
    const port = await freePort();
    const gateway = await startGateway(port, `gateway ${index}`);
    gateways.push({ process: gateway, port, url: `http://127.0.0.1:${port}` });
  }
  const gatewayAt = (index: number) => {
    const gateway = gateways[index];
    if (gateway === undefined) throw new Error(`no gateway ${index}`);
    return gateway;
  };
  return {
    natsUrl: clusterEnv.NATS_URL,
    engines,
    gateways,
    leader: () => leaderAmong(engines),
    addEngine,
    stopNats: () => kill(nats),
    startNats: async () => {
      nats = await startNats(natsPort);
    },
    killGateway: (index) => kill(gatewayAt(index).process),
    restartGateway: async (index) => {
      const gateway = gatewayAt(index);
      gateway.process = await startGateway(gateway.port, `gateway ${index + 1}`);
    },
    stop: async () => {
      for (const member of [...gateways.map((g) => g.process), ...engines]) await kill(member);
      await kill(nats);
    },
  };
};
