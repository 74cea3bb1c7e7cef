import type { FastifyInstance } from 'fastify';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { SERVER_NODE_FLAGS, buildServer } from '../../../../scripts/build-server.mjs';

/**
 * The real server as its own process, for tests and benchmarks that kill it, restart it or
 * load it over HTTP: the bundle `npm start` runs, started from the repository root, ready when
 * it answers. Other scripts (the bare handler of a benchmark) run through `tsx`.
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 200;
const DEMO_PASSWORD_SHA256 = createHash('sha256').update('Emas#2026').digest('hex');

export type ServerProcess = { readonly child: ChildProcess; readonly url: string };

export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

/**
 * With SERVER_CPU_PROFILE_DIR set, the server writes a V8 CPU profile per thread there on exit;
 * SERVER_NODE_FLAGS adds Node flags of its own (to try V8's memory settings, for example).
 */
const profileFlags = (): string[] => {
  const directory = process.env.SERVER_CPU_PROFILE_DIR;
  const extra = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== '');
  return [...(directory ? ['--cpu-prof', `--cpu-prof-dir=${directory}`] : []), ...extra];
};

let bundle: Promise<string> | null = null;
/**
 * The server bundle, built once per process from the sources as they are now; its folder also
 * holds create-operator.
 */
export const builtServer = (): Promise<string> => {
  bundle ??= buildServer();
  return bundle;
};

/** Starts `script` (the server by default) on `port` with `env` and waits until it answers. */
export const startServerProcess = async (
  port: number,
  env: Record<string, string>,
  script: string | null = null,
): Promise<ServerProcess> => {
  const entry =
    script === null ? [...SERVER_NODE_FLAGS, await builtServer()] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, [...profileFlags(), ...entry], {
    cwd: ROOT,
    // The demo's weeks of history would stand among what a test or benchmark counts.
    env: { ...process.env, PORT: String(port), DEMO_HISTORY: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < START_TIMEOUT_MS; waited += POLL_MS) {
    if (child.exitCode !== null)
      throw new Error(`${entry.join(' ')} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/`).then(
        () => true,
        () => false,
      )
    )
      return { child, url };
    await new Promise((wake) => setTimeout(wake, POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry.join(' ')} did not answer within ${START_TIMEOUT_MS} ms`);
};

/** Resolves once the child has ended, by itself or by a signal (then `exitCode` stays null). */
export const exited = (child: ChildProcess): Promise<unknown> =>
  new Promise((done) =>
    child.exitCode !== null || child.signalCode !== null ? done(null) : child.once('exit', done),
  );

export const stopServerProcess = async (
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
) => {
  server.child.kill(signal);
  await exited(server.child);
};

/** Signs a demo account in through the login call; answers its bearer token. */
export const signInOver = async (url: string, email: string): Promise<string> => {
  const response = await fetch(`${url}/v2/user/auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      latitude: '-6.2',
      longitude: '106.8',
      city: 'Jakarta',
      region: 'Jakarta',
      country: 'ID',
      'ip-address': '203.0.113.7',
    },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD_SHA256,
      app_name: 'metalgo',
      clientCaptchaKey: '',
    }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
};

type Injected = { method: string; url: string; payload?: object; headers?: object };

/** The test kit's calls (made for `app.inject`) sent over HTTP to the real server. */
export const overHttp = (base: string): FastifyInstance =>
  ({
    inject: async ({ method, url, payload, headers }: Injected) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(headers as Record<string, string>),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      const body = await response.text();
      return { statusCode: response.status, body, json: () => JSON.parse(body) as unknown };
    },
  }) as unknown as FastifyInstance;
