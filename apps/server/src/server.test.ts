/**
 * Proves that the real server process refuses to start in production with the development
 * APP_SECRET and SEED_DEMO on: it names both problems, exits 1, and neither seeds nor prints
 * the demo accounts (its database file is never even created).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test-support/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
/** A refusal comes before the database opens; a server that starts is killed after this. */
const EXIT_WAIT_MS = 20_000;

type Run = { code: number | null; stdout: string; stderr: string };

const runServer = async (env: Record<string, string>): Promise<Run> => {
  // The refusal must come from the defaults, whatever the shell running the tests has set.
  const inherited = { ...process.env };
  delete inherited.APP_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...inherited, PORT: String(await freePort()), SMTP_CATCHER_PORT: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_WAIT_MS);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  clearTimeout(timer);
  return { code, stdout, stderr };
};

describe('server start in production', () => {
  const folder = mkdtempSync(join(tmpdir(), 'emas-start-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses the development secret and the demo seed, and seeds nothing', async () => {
    const databaseFile = join(folder, 'emas.db');
    const run = await runServer({
      APP_ENV: 'production',
      SEED_DEMO: 'on',
      DATABASE_URL: `sqlite:${databaseFile}`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Emas refuses to start in production');
    expect(run.stderr).toContain('APP_SECRET is unset or the development value');
    expect(run.stderr).toContain('SEED_DEMO is on');
    expect(run.stdout).not.toContain('Demo sign-ins');
    expect(existsSync(databaseFile)).toBe(false);
  });
});
