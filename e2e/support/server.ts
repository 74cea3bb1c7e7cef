import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS, buildServer } from '../../scripts/build-server.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 60_000;

export type RunningServer = { readonly url: string; stop(): Promise<void> };

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
      const response = await fetch(`${url}/v2/app/config`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms`);
};

/**
 * Starts the real server (the same bundle as `npm start`) on a free port with its own
 * SQLite file, seeded demo data and the built web app.
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'emas-e2e-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, await buildServer()], {
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
  await waitUntilServing(url, child);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) =>
        child.exitCode !== null ? done(null) : child.once('exit', done),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
