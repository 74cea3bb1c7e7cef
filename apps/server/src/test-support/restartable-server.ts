import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type TestDatabaseKind, freshPostgresUrl } from './harness.ts';
import {
  type ServerProcess,
  freePort,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

/** How the crash tests run the real server: the demo, no captcha, no market maker. */
const CRASH_TEST_ENV = {
  SEED_DEMO: 'on',
  APP_ENV: 'development',
  CAPTCHA: 'off',
  MARKET_HOURS: 'always',
  MARKET_MAKER: 'off',
  SMTP_CATCHER_PORT: '0',
  LOG_LEVEL: 'warn',
};

/**
 * The real server, started again and again on one database of `kind` (a SQLite file or a fresh
 * PostgreSQL database), for tests that kill it between two writes; whatever is left is stopped
 * and removed after the file's tests.
 */
export const restartableServer = (kind: TestDatabaseKind, env: Record<string, string>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emas-fault-'));
  let drop = async () => {};
  let server: ServerProcess | null = null;
  let databaseUrl: string | null = null;

  afterAll(async () => {
    if (server !== null && server.child.exitCode === null) await stopServerProcess(server);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const database = async (): Promise<string> => {
    if (databaseUrl !== null) return databaseUrl;
    databaseUrl = `sqlite:${join(dataDir, 'emas.db')}`;
    if (kind === 'postgres') ({ url: databaseUrl, drop } = await freshPostgresUrl());
    return databaseUrl;
  };

  const start = async (extra: Record<string, string>): Promise<ServerProcess> => {
    server = await startServerProcess(await freePort(), {
      ...CRASH_TEST_ENV,
      ...env,
      DATABASE_URL: await database(),
      ...extra,
    });
    return server;
  };

  return { database, start };
};
