import { randomBytes } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.ts';
import { openMigratedDatabase } from '../services.ts';

/**
 * Migrating and seeding a database costs a test app most of its start. Each test process
 * migrates and seeds once per seed time and database kind, and every test database is a copy:
 * an in-memory SQLite opened from the template's bytes, a PostgreSQL database created from the
 * template database.
 */

/** Names this run's PostgreSQL templates, so the global teardown drops exactly them. */
export const TEMPLATE_RUN_ENV = 'EMAS_TEST_TEMPLATE_RUN';

export const adminQuery = async (statement: string): Promise<void> => {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 }),
    }),
  });
  try {
    await sql.raw(statement).execute(admin);
  } finally {
    await admin.destroy();
  }
};

/**
 * TEST_DATABASE_TABLESPACE names a tablespace for every test database (CI's is on tmpfs,
 * `.ci/run`): on ext4, a copy's few hundred files took 250 ms of the server's CPU, most of it
 * finding free inodes among those of the databases just dropped; on tmpfs, 12 ms.
 */
const tablespaceClause = (): string => {
  const tablespace = process.env.TEST_DATABASE_TABLESPACE;
  if (tablespace === undefined || tablespace === '') return '';
  if (!/^[a-z_][a-z0-9_]*$/.test(tablespace)) {
    throw new Error('TEST_DATABASE_TABLESPACE must be a lower-case SQL name');
  }
  return ` tablespace ${tablespace}`;
};

/** Creates the database `name`, empty or a file copy of `template`, in the test tablespace. */
export const createDatabase = (name: string, template?: string): Promise<void> =>
  adminQuery(
    template === undefined
      ? `create database ${name}${tablespaceClause()}`
      : `create database ${name} template ${template} strategy file_copy${tablespaceClause()}`,
  );

export const postgresUrlOf = (name: string): string => {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
};

const sqliteImages = new Map<number, Promise<Uint8Array>>();

const sqliteImage = async (seedAtMs: number): Promise<Uint8Array> => {
  const template = await openMigratedDatabase('sqlite::memory:', seedAtMs);
  try {
    if (template.image === undefined) throw new Error('an in-memory SQLite has an image');
    return template.image();
  } finally {
    await template.db.destroy();
  }
};

/** A migrated database seeded at `seedAtMs`, in memory, of its own. */
export const sqliteCopy = async (seedAtMs: number): Promise<Database> => {
  let image = sqliteImages.get(seedAtMs);
  if (image === undefined) {
    image = sqliteImage(seedAtMs);
    sqliteImages.set(seedAtMs, image);
  }
  return openDatabase('sqlite::memory:', await image);
};

const postgresTemplates = new Map<number, Promise<string>>();
/**
 * PostgreSQL refuses to copy a template another copy is reading: one copy at a time. The files
 * are copied whole (file_copy) rather than through the write-ahead log: 28 ms a copy instead of
 * 85 for a seeded test database.
 */
let copying: Promise<unknown> = Promise.resolve();

const postgresTemplate = async (run: string, seedAtMs: number): Promise<string> => {
  const name = `emas_template_${run}_${process.pid}_${threadId}_${seedAtMs}`;
  await createDatabase(name);
  const template = await openMigratedDatabase(postgresUrlOf(name), seedAtMs);
  await template.db.destroy();
  return name;
};

/**
 * Creates the database `name` as a copy of this process's template for `seedAtMs`; false when
 * the run has no template teardown to drop templates (outside the test runner).
 */
export const createPostgresCopy = async (name: string, seedAtMs: number): Promise<boolean> => {
  const run = process.env[TEMPLATE_RUN_ENV];
  if (run === undefined) return false;
  let template = postgresTemplates.get(seedAtMs);
  if (template === undefined) {
    template = postgresTemplate(run, seedAtMs);
    postgresTemplates.set(seedAtMs, template);
  }
  const source = await template;
  const copy = copying.then(() => createDatabase(name, source));
  copying = copy.catch(() => {});
  await copy;
  return true;
};

/** The test runner's global setup: names the run, and drops its templates at the end. */
export const setupTemplateRun = (): (() => Promise<void>) => {
  const run = randomBytes(4).toString('hex');
  process.env[TEMPLATE_RUN_ENV] = run;
  return async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`emas_template_${run}_%`],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
};
