/**
 * Proves that the real server process refuses to start in production with the development
 * APP_SECRET and SEED_DEMO on: it names both problems, exits 1, and neither seeds nor prints
 * the demo accounts (its database file is never even created). On SQLite and PostgreSQL, it
 * refuses a database that holds the demo accounts or the demo operator, and `create-operator`
 * gives a fresh database its first real operator, with which production starts. A second
 * server on the database of a running one refuses to start: one process writes the exchange.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CREATE_OPERATOR_BUNDLE, SERVER_NODE_FLAGS } from '../../../scripts/build-server.mjs';
import { verifyPassword } from './auth/index.ts';
import { openDatabase } from './db/database.ts';
import { readLeadership } from './trading/index.ts';
import { openMigratedDatabase } from './services.ts';
import { databaseKinds, freshPostgresUrl } from './test-support/harness.ts';
import { builtServer, freePort, startServerProcess } from './test-support/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
/**
 * A refusal comes before the database opens; a server that starts is killed once it says so,
 * or after this. Each run starts the bundle `npm start` runs: a second on a quiet machine,
 * many times that on a busy one, and no test may fail for that.
 */
const EXIT_WAIT_MS = 120_000;
const PROCESS_TEST_MS = 300_000;

type Run = { code: number | null; stdout: string; stderr: string };

/** A production server's own secret, long enough. */
const PRODUCTION = { APP_ENV: 'production', APP_SECRET: 's'.repeat(40), SEED_DEMO: 'off' };
const RUNNING = 'Emas is running';

/**
 * Runs the bundled server, or another `script` of the bundle, until it exits, or kills it once
 * its output shows `until`.
 */
const runServer = async (
  env: Record<string, string>,
  script: string | null = null,
  args: string[] = [],
  until = RUNNING,
): Promise<Run> => {
  const server = await builtServer();
  // The refusal must come from the defaults, whatever the shell running the tests has set.
  const inherited = { ...process.env };
  delete inherited.APP_SECRET;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script ?? server, ...args], {
    cwd: ROOT,
    env: { ...inherited, PORT: String(await freePort()), SMTP_CATCHER_PORT: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes(until)) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_WAIT_MS);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  clearTimeout(timer);
  return { code, stdout, stderr };
};

describe('server start in production', () => {
  const folder = mkdtempSync(join(tmpdir(), 'emas-start-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'refuses the development secret and the demo seed, and seeds nothing',
    async () => {
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
    },
    PROCESS_TEST_MS,
  );
});

describe.each(databaseKinds())('production on a %s database', (kind) => {
  const folder = mkdtempSync(join(tmpdir(), 'emas-demo-'));
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    for (const drop of drops) await drop();
  });

  const newDatabaseUrl = async (name: string): Promise<string> => {
    if (kind === 'sqlite') return `sqlite:${join(folder, `${name}.db`)}`;
    const { url, drop } = await freshPostgresUrl();
    drops.push(drop);
    return url;
  };
  const createOperator = (url: string, password: string, email = 'ops@bank.example') =>
    runServer({ DATABASE_URL: url, OPERATOR_PASSWORD: password }, CREATE_OPERATOR_BUNDLE, [
      '--email',
      email,
      '--name',
      'Rina Operasional',
    ]);

  it(
    'refuses a database that holds the demo accounts and the demo operator',
    async () => {
      const url = await newDatabaseUrl('seeded');
      const seeded = await openMigratedDatabase(url, Date.now());
      await seeded.db.destroy();
      const run = await runServer({ ...PRODUCTION, DATABASE_URL: url });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('Emas refuses to start');
      expect(run.stderr).toContain('client@demo.emas.id');
      expect(run.stderr).toContain('operator@demo.emas.id');
      expect(run.stdout).not.toContain(RUNNING);
    },
    PROCESS_TEST_MS,
  );

  it(
    'starts on a database whose first operator create-operator made',
    async () => {
      const url = await newDatabaseUrl('fresh');
      const weak = await createOperator(url, 'short');
      expect(weak.code).toBe(1);
      expect(weak.stderr).toContain('No operator created');
      const created = await createOperator(url, 'Kuat#2027pass');
      expect(created.code).toBe(0);
      expect((await createOperator(url, 'Kuat#2027pass')).code).toBe(1);
      const database = openDatabase(url);
      const rows = await database.db.selectFrom('operators').selectAll().execute();
      await database.db.destroy();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'ops@bank.example', name: 'Rina Operasional' });
      const sha = createHash('sha256').update('Kuat#2027pass').digest('hex');
      expect(await verifyPassword(rows[0]?.password_hash ?? '', sha)).toBe(true);
      const run = await runServer({ ...PRODUCTION, DATABASE_URL: url });
      expect(run.stdout).toContain(RUNNING);
    },
    PROCESS_TEST_MS,
  );
});

describe.each(databaseKinds())('a second server on the same %s database', (kind) => {
  const folder = mkdtempSync(join(tmpdir(), 'emas-second-'));
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  it(
    'refuses to start, and the running one stays the writer',
    async () => {
      let url = `sqlite:${join(folder, 'emas.db')}`;
      if (kind === 'postgres') {
        const fresh = await freshPostgresUrl();
        url = fresh.url;
        cleanups.push(fresh.drop);
      }
      const first = await startServerProcess(await freePort(), { DATABASE_URL: url });
      cleanups.push(() => void first.child.kill('SIGKILL'));

      const second = await runServer({ DATABASE_URL: url });

      expect(second.code).toBe(1);
      expect(second.stderr).toContain("another Emas process is the exchange's writer");
      expect(second.stdout).not.toContain(RUNNING);
      const status = await fetch(`${first.url}/v2/system/status`).then((answer) => answer.json());
      expect(status).toMatchObject({
        engine: { leader_pid: first.child.pid, epoch: 1, standby_pids: [] },
        database: 'ok',
        bus: 'ok',
      });
      const database = openDatabase(url);
      const leadership = await readLeadership(database.db);
      await database.db.destroy();
      expect(leadership?.epoch).toBe(1n);
    },
    PROCESS_TEST_MS,
  );
});
