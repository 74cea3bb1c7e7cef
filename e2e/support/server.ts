import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS, buildServer } from '../../scripts/build-server.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** A server that has not answered by then is stuck: beside a CPU hog a start takes many seconds. */
const START_TIMEOUT_MS = 180_000;

export type RunningServer = {
  readonly url: string;
  /** Stops the server and removes its data; `keep` first copies its database there. */
  stop(options?: { keep?: string }): Promise<void>;
};

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

const waitUntilServing = async (url: string, child: ChildProcess): Promise<void> => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/v2/app/config`, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms`);
};

/** Copies a SQLite database with its write-ahead log, if a stop left one. */
const copyDatabase = (from: string, to: string): void => {
  copyFileSync(from, to);
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`);
};

/**
 * A migrated, seeded database the test run prepared once (`prepareSeededDatabase`): each
 * journey's server starts on a copy of it instead of migrating and seeding its own.
 */
export const SEEDED_DATABASE_ENV = 'E2E_SEEDED_DATABASE';
/** The server bundle `npm test` built once for every journey; unset, each server builds it. */
export const SERVER_BUNDLE_ENV = 'E2E_SERVER_BUNDLE';

/**
 * Starts the real server (the same bundle as `npm start`) on a free port with its own
 * SQLite file, seeded demo data and the built web app.
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'emas-e2e-'));
  const seeded = process.env[SEEDED_DATABASE_ENV];
  if (seeded !== undefined) copyDatabase(seeded, join(dataDir, 'emas.db'));
  const bundle = process.env[SERVER_BUNDLE_ENV] ?? (await buildServer());
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dataDir, 'emas.db')}`,
      SEED_DEMO: 'on',
      DEMO_HISTORY: 'off',
      APP_ENV: 'development',
      CAPTCHA: 'off',
      MARKET_HOURS: 'always',
      SMTP_CATCHER_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    // A server left running would keep the journey's process alive after it failed.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stop: async ({ keep }: { keep?: string } = {}) => {
      child.kill('SIGTERM');
      await new Promise((done) =>
        child.exitCode !== null ? done(null) : child.once('exit', done),
      );
      if (keep !== undefined) copyDatabase(join(dataDir, 'emas.db'), keep);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Starts a server once on a new database and stops it: the database it leaves (migrated,
 * seeded, closed cleanly so the file is whole) is copied by each journey's server. The market
 * maker stays off: its quotes would rest in the copy, so a journey without it (MARKET_MAKER
 * off) would find a book it did not make, and trade against the quotes its own server never
 * placed, unlike on a freshly seeded database.
 */
export const prepareSeededDatabase = async (path: string): Promise<void> => {
  const server = await startServer({ MARKET_MAKER: 'off' });
  await server.stop({ keep: path });
};
