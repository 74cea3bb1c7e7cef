import type { LiveMessage } from '@emas/api';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { type TestCluster, startTestCluster } from './cluster-processes.ts';
import {
  type Answer,
  CLIENT_EMAILS,
  DG1,
  SERVER_ENV,
  type Sent,
  type StormLog,
  checkAfterKill,
  compareEffects,
  depthOf,
  nextCommand,
  postCommand,
} from './crash-storm.ts';
import {
  type KeyedCall,
  type KeyedLog,
  compareKeyed,
  depositCall,
  keyedStorm,
  operatorTokenAt,
  withdrawalCall,
} from './keyed-storm.ts';
import { connectLive } from './live-socket.ts';
import { exited, signInOver } from './server-process.ts';

/**
 * The crossing storm of crash-storm.ts through two gateways of a cluster, with an operator's
 * keyed deposits and the client's keyed withdrawals beside it (keyed-storm.ts), and a fault in the
 * middle of each round: `leader`, kill -9 of the exchange's leader (a new standby is started);
 * `bus`, nats-server killed and started again after a while; `gateway`, kill -9 of the second
 * gateway (its clients go on through the first, and its socket reconnects there; it is started
 * again after the round);
 * `database`, the cluster's PostgreSQL database refusing every connection, its open ones ended,
 * for a while (the leader loses its lock and exits; the standby leads once it is back);
 * `postgres`, the whole PostgreSQL server stopped and started again (benchmark only). Commands
 * answered Retry, or whose gateway went away, are sent again with the same client order id
 * until answered, as a client does. No answer may be a server error other than Retry. Then
 * every acknowledged answer is compared with the database, every key must have had one effect,
 * the ledger must balance, and the leader's books (as a gateway serves them) must equal the
 * open orders in the database.
 */

export type Fault = 'leader' | 'bus' | 'gateway' | 'database' | 'postgres';

export type FaultOptions = {
  readonly databaseUrl: string;
  /** One storm round per fault, in order. */
  readonly faults: readonly Fault[];
  readonly stormMs: number;
  readonly inFlight: number;
  /** How long the bus or the database stays down in a `bus` or `database` round. */
  readonly downMs: number;
};

export type FaultFigures = {
  answersChecked: number;
  /** Deposits and withdrawals acknowledged (each checked to have had exactly one effect). */
  keyedCalls: { deposit: number; withdrawal: number };
  /** Commands answered Retry (or whose gateway was gone) and sent again. */
  retried: number;
  /** Per round: from the fault's end to the first answer to a command sent after it, ms. */
  recoveryMs: { fault: Fault; ms: number }[];
  /** The leadership epoch at the start and after each round (one more per `leader`). */
  epochs: number[];
  mismatches: string[];
};

const RETRY_PAUSE_MS = 50;
const RESEND_WAIT_MS = 60_000;
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** When a command was first sent and when its answer came. */
type Timing = { readonly sentAtMs: number; readonly answeredAtMs: number };
type Round = {
  log: StormLog;
  retried: number;
  timings: Timing[];
  serverErrors: string[];
  keyed: KeyedLog[];
};

/**
 * Sends a command until it is answered (not Retry) or the time is up. A gateway that cannot be
 * reached is left for the other one, as a load balancer would.
 */
/**
 * When a storm ends: `stormMs` after its fault is over, and not before some commands sent
 * after it were answered (however long a busy machine takes), unless it is stuck.
 */
type Deadline = { atMs: number; faultEndedAtMs: number; answeredAfter: number };
const ANSWERS_AFTER_FAULT_MIN = 20;
const STUCK_AFTER_FAULT_MS = 120_000;

const over = (until: Deadline): boolean => {
  const nowMs = Date.now();
  if (nowMs > until.faultEndedAtMs + STUCK_AFTER_FAULT_MS) return true;
  return nowMs > until.atMs && until.answeredAfter >= ANSWERS_AFTER_FAULT_MIN;
};

const sendUntilAnswered = async (
  urls: readonly string[],
  first: number,
  sent: Sent,
  until: Deadline,
  round: Round,
): Promise<Answer | null | 'unanswered'> => {
  let index = first;
  for (;;) {
    const url = urls[index % urls.length] as string;
    const answer = await postCommand(url, sent).catch(() => {
      index += 1;
      return 'retry' as const;
    });
    if (answer !== 'retry' && !('refusedWith' in answer)) return answer;
    if (answer !== 'retry') {
      if (answer.refusedWith >= 500)
        round.serverErrors.push(`${sent.kind} got HTTP ${answer.refusedWith}`);
      return null;
    }
    if (over(until)) return 'unanswered';
    round.retried += 1;
    await sleep(RETRY_PAUSE_MS);
  }
};

const stormRound = async (
  urls: readonly string[],
  tokens: readonly string[],
  calls: readonly KeyedCall[],
  until: Deadline,
  inFlight: number,
): Promise<Round> => {
  const round: Round = {
    log: { answered: [], unanswered: [] },
    retried: 0,
    timings: [],
    serverErrors: [],
    keyed: [],
  };
  const open: string[][] = [[], []];
  let n = 0;
  const worker = async (index: number) => {
    while (!over(until)) {
      n += 1;
      const sent = nextCommand(n, tokens, open);
      const sentAtMs = Date.now();
      const answer = await sendUntilAnswered(urls, index, sent, until, round);
      if (answer === 'unanswered') round.log.unanswered.push(sent);
      if (answer === null || answer === 'unanswered') continue;
      round.log.answered.push(answer);
      round.timings.push({ sentAtMs, answeredAtMs: Date.now() });
      if (sentAtMs > until.faultEndedAtMs) until.answeredAfter += 1;
      if (answer.kind === 'add' && answer.status === 'submit') {
        open[CLIENT_EMAILS.indexOf(sent.email)]?.push(answer.id);
      }
    }
  };
  const keyed = calls.map((call) => keyedStorm(urls, call, () => over(until)));
  const orders = Array.from({ length: inFlight }, (_, index) => worker(index));
  [round.keyed] = await Promise.all([Promise.all(keyed), Promise.all(orders)]);
  return round;
};

/** What a round left unanswered, sent again with the same ids now that the cluster is whole. */
const resend = async (urls: readonly string[], tokens: readonly string[], round: Round) => {
  const answers: Answer[] = [];
  for (const sent of round.log.unanswered.splice(0)) {
    const token = tokens[CLIENT_EMAILS.indexOf(sent.email)] as string;
    const until = {
      atMs: Date.now() + RESEND_WAIT_MS,
      faultEndedAtMs: Date.now(),
      answeredAfter: ANSWERS_AFTER_FAULT_MIN,
    };
    const answer = await sendUntilAnswered(urls, 0, { ...sent, token }, until, round);
    if (answer === 'unanswered') round.log.unanswered.push(sent);
    else if (answer !== null) answers.push(answer);
  }
  return answers;
};

const epochOf = async (gatewayUrl: string): Promise<number> => {
  const status = (await (await fetch(`${gatewayUrl}/v2/system/status`)).json()) as {
    engine: { epoch: number };
  };
  return status.engine.epoch;
};

/** Runs a statement on the server of the cluster's database, against that database's name. */
const onDatabaseServer = async (databaseUrl: string, statement: (name: string) => string) => {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(statement(name));
  } finally {
    await admin.end();
  }
};

/** The database refuses every connection and its open ones end, for `downMs`. */
const cutOffDatabase = async (databaseUrl: string, downMs: number) => {
  await onDatabaseServer(databaseUrl, (name) => `alter database "${name}" allow_connections false`);
  await onDatabaseServer(
    databaseUrl,
    (name) => `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
  );
  await sleep(downMs);
  await onDatabaseServer(databaseUrl, (name) => `alter database "${name}" allow_connections true`);
};

/**
 * The whole PostgreSQL server of this machine stopped (`pg_ctlcluster … stop -m fast`) and
 * started again after `downMs`: for the benchmark only, since every other database on the
 * server stops with it.
 */
const stopPostgres = async (downMs: number) => {
  const version = execFileSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).split('\n')[0];
  const cluster = ['--skip-systemctl-redirect', version ?? '', 'main'];
  execFileSync('pg_ctlcluster', [...cluster, 'stop', '-m', 'fast']);
  await sleep(downMs);
  execFileSync('pg_ctlcluster', [...cluster, 'start']);
};

/** Causes the fault; resolves when it is over (the part is back, or replaced). */
const causeFault = async (
  cluster: TestCluster,
  fault: Fault,
  options: Pick<FaultOptions, 'databaseUrl' | 'downMs'>,
) => {
  const { downMs: busDownMs } = options;
  if (fault === 'leader') {
    const leader = await cluster.leader();
    leader.child.kill('SIGKILL');
    await exited(leader.child);
    cluster.addEngine();
  } else if (fault === 'bus') {
    await cluster.stopNats();
    await sleep(busDownMs);
    await cluster.startNats();
  } else if (fault === 'gateway') {
    await cluster.killGateway(1);
  } else {
    if (fault === 'database') await cutOffDatabase(options.databaseUrl, options.downMs);
    else await stopPostgres(options.downMs);
    // The leader lost its lock with its connections and stepped down; a new standby replaces it.
    cluster.addEngine();
  }
};

const checkKeyed = async (databaseUrl: string, logs: readonly KeyedLog[]): Promise<string[]> => {
  const database = openDatabase(databaseUrl);
  try {
    const found = await Promise.all(logs.map((log) => compareKeyed(database.db, log)));
    return found.flat();
  } finally {
    await database.db.destroy();
  }
};

const accountIdOf = async (databaseUrl: string, email = ''): Promise<string> => {
  const database = openDatabase(databaseUrl);
  try {
    const row = await database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await database.db.destroy();
  }
};

/** What the database holds after the storm, against what the cluster answered and serves. */
const finalChecks = async (databaseUrl: string, gatewayUrl: string): Promise<string[]> => {
  const database = openDatabase(databaseUrl);
  try {
    const mismatches = await compareEffects(database.db);
    const served = (await (await fetch(`${gatewayUrl}/v2.1/igx/depth`)).json()) as {
      data: { contractId: number }[];
    };
    const expected = JSON.stringify(await depthOf(database.db));
    const actual = JSON.stringify(served.data.find((depth) => depth.contractId === DG1));
    if (actual !== expected) mismatches.push(`the leader's depth ${actual} != ${expected}`);
    return mismatches;
  } finally {
    await database.db.destroy();
  }
};

/**
 * A signed-in socket on the second gateway before it is killed; once it is, the client
 * reconnects to the first with the same token (a load balancer would send it there) and must
 * be signed in and hear its account's news again. Answers what went wrong, as sentences.
 */
const socketOnSecondGateway = async (cluster: TestCluster, token: string) => {
  const wsOf = (index: number) => `${cluster.gateways[index]?.url.replace('http', 'ws')}/v2/ws`;
  const signedIn = (message: LiveMessage) => message.type === 'welcome' && message.data.signedIn;
  const signIn = async (index: number) => {
    const live = await connectLive(wsOf(index));
    live.send({ type: 'auth', token });
    await live.next(signedIn);
    return live;
  };
  const before = await signIn(1);
  return async (): Promise<string[]> => {
    try {
      await before.closed;
      const after = await signIn(0);
      await after.next((message) => message.type === 'account');
      after.socket.close();
      return [];
    } catch (error) {
      return [`the socket did not resume on the other gateway: ${String(error)}`];
    }
  };
};

const runRound = async (
  cluster: TestCluster,
  tokens: readonly string[],
  calls: readonly KeyedCall[],
  fault: Fault,
  options: FaultOptions,
  figures: FaultFigures,
) => {
  const urls = cluster.gateways.map((gateway) => gateway.url);
  const never = Number.POSITIVE_INFINITY;
  const until: Deadline = { atMs: never, faultEndedAtMs: never, answeredAfter: 0 };
  const storming = stormRound(urls, tokens, calls, until, options.inFlight);
  await sleep(options.stormMs * (0.25 + Math.random() * 0.5));
  const resumed =
    fault === 'gateway' ? await socketOnSecondGateway(cluster, tokens[0] ?? '') : null;
  await causeFault(cluster, fault, options);
  figures.mismatches.push(...((await resumed?.()) ?? []));
  const endedAtMs = Date.now();
  until.faultEndedAtMs = endedAtMs;
  until.atMs = endedAtMs + options.stormMs;
  const round = await storming;
  const answeredAfter = round.timings
    .filter((timing) => timing.sentAtMs > endedAtMs)
    .map((timing) => timing.answeredAtMs);
  if (answeredAfter.length === 0) figures.mismatches.push(`no command was answered after ${fault}`);
  else figures.recoveryMs.push({ fault, ms: Math.min(...answeredAfter) - endedAtMs });
  if (fault === 'gateway') await cluster.restartGateway(1);
  round.log.answered.push(...(await resend(urls, tokens, round)));
  figures.retried += round.retried;
  figures.answersChecked += round.log.answered.length;
  figures.mismatches.push(...round.serverErrors);
  figures.mismatches.push(...round.log.unanswered.map((sent) => `${sent.key} never answered`));
  figures.mismatches.push(...(await checkAfterKill(options.databaseUrl, round.log)));
  figures.mismatches.push(...(await checkKeyed(options.databaseUrl, round.keyed)));
  for (const log of round.keyed) figures.keyedCalls[log.kind] += log.acknowledged.length;
  figures.epochs.push(await epochOf(urls[0] as string));
};

export const runFaultStorm = async (options: FaultOptions): Promise<FaultFigures> => {
  const figures: FaultFigures = {
    answersChecked: 0,
    keyedCalls: { deposit: 0, withdrawal: 0 },
    retried: 0,
    recoveryMs: [],
    epochs: [],
    mismatches: [],
  };
  const cluster = await startTestCluster(options.databaseUrl, {
    ...SERVER_ENV,
    MARKET_MAKER: 'off',
  });
  try {
    const urls = cluster.gateways.map((gateway) => gateway.url);
    const tokens = await Promise.all(
      CLIENT_EMAILS.map((email, index) => signInOver(urls[index % urls.length] as string, email)),
    );
    figures.epochs.push(await epochOf(urls[0] as string));
    const calls = [
      depositCall(await operatorTokenAt(urls[0] as string)),
      withdrawalCall(tokens[0] as string, await accountIdOf(options.databaseUrl, CLIENT_EMAILS[0])),
    ];
    for (const fault of options.faults) {
      await runRound(cluster, tokens, calls, fault, options, figures);
    }
    figures.mismatches.push(...(await finalChecks(options.databaseUrl, urls[0] as string)));
  } finally {
    await cluster.stop();
  }
  return figures;
};
