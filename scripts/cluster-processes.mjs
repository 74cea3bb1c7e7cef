// The cluster's processes on one machine, for `npm run cluster` and the cluster tests:
// nats-server, engine processes (the exchange's leader and its standbys) and gateways, each
// the server bundle with its PROCESS_ROLE. Only Node's own modules here.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from './build-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const POLL_MS = 100;
/** A process that has not said it is up by then is stuck, not slow. */
const START_TIMEOUT_MS = 180_000;
export const LEADS = 'leads the exchange';
export const RUNNING = 'Emas is running';

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** Whether Debian's nats-server is installed. */
export const natsInstalled = () =>
  spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Starts a process and keeps its output; `output()` reads what it printed so far, `exited`
 * settles with its exit code.
 */
const startProcess = (command, args, env, name, echo) => {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const keep = (chunk) => {
    text += chunk.toString();
    if (echo)
      for (const line of chunk.toString().split('\n')) if (line) console.log(`[${name}] ${line}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  return { name, child, exited, output: () => text };
};

/** Waits until `check()` holds or the process ends; throws with its output if it ended first. */
export const waitFor = async (processInfo, check, what) => {
  for (let waited = 0; waited < START_TIMEOUT_MS; waited += POLL_MS) {
    if (await check()) return;
    if (processInfo.child.exitCode !== null || processInfo.child.signalCode !== null) {
      throw new Error(`${processInfo.name} ended before ${what}:\n${processInfo.output()}`);
    }
    await sleep(POLL_MS);
  }
  throw new Error(`${processInfo.name} did not ${what} in time:\n${processInfo.output()}`);
};

/** nats-server on loopback at `port`, ready when it accepts clients. */
export const startNats = async (port, { echo = false } = {}) => {
  const nats = startProcess(
    'nats-server',
    ['-a', '127.0.0.1', '-p', String(port)],
    process.env,
    'nats',
    echo,
  );
  await waitFor(nats, () => nats.output().includes('Server is ready'), 'get ready');
  return nats;
};

/**
 * One server process of the cluster: `engine` or `gateway` (on `port`), on the bundle, with
 * the cluster's environment.
 */
export const startRole = (bundle, role, env, { port = null, name = role, echo = false } = {}) =>
  startProcess(
    process.execPath,
    [...SERVER_NODE_FLAGS, bundle],
    {
      ...process.env,
      ...env,
      PROCESS_ROLE: role,
      ...(port === null ? {} : { PORT: String(port) }),
    },
    name,
    echo,
  );

/** Resolves once the gateway answers HTTP. */
export const gatewayReady = (gateway, port) =>
  waitFor(
    gateway,
    () =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      ),
    'answer HTTP',
  );

/** Resolves once one of the engines says it leads; answers which. */
export const leaderAmong = async (engines) => {
  for (let waited = 0; waited < START_TIMEOUT_MS; waited += POLL_MS) {
    const leader = engines.find(
      (engine) =>
        engine.child.exitCode === null &&
        engine.child.signalCode === null &&
        engine.output().includes(LEADS),
    );
    if (leader !== undefined) return leader;
    await sleep(POLL_MS);
  }
  throw new Error(`no engine leads:\n${engines.map((e) => e.output()).join('\n')}`);
};
