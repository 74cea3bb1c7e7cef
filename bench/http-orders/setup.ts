import { randomBytes } from 'node:crypto';
import { IDR_ASSET, type Posting, goldAsset, ledgerAccountId, rupiah } from '@emas/domain';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { postEntry } from '../../apps/server/src/ledger/index.ts';
import { openMigratedDatabase } from '../../apps/server/src/services.ts';

/** Cash and gold added to each trading client, so a long run never runs dry. */
const BENCH_CASH_SEN = rupiah(100_000_000_000n);
const BENCH_GOLD_MG = 5_000_000n;
export const BENCH_CONTRACT_ID = 5;
export const BENCH_EMAILS = ['client@demo.emas.id', 'client2@demo.emas.id'];

const funding = (ownerId: string): Posting[] => {
  const pair = (
    kind: 'cash' | 'gold',
    source: 'bank_settlement' | 'vault',
    asset: string,
    amount: bigint,
  ) => [
    { ledgerAccountId: ledgerAccountId({ ownerId, kind, asset }), asset, amount },
    {
      ledgerAccountId: ledgerAccountId({ ownerId: null, kind: source, asset }),
      asset,
      amount: -amount,
    },
  ];
  return [
    ...pair('cash', 'bank_settlement', IDR_ASSET, BENCH_CASH_SEN),
    ...pair('gold', 'vault', goldAsset(BENCH_CONTRACT_ID), BENCH_GOLD_MG),
  ];
};

/** Migrates and seeds the database, and funds the benchmark's clients. */
export const prepareDatabase = async (url: string): Promise<void> => {
  const database = await openMigratedDatabase(url, Date.now());
  try {
    const accounts = await database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', 'in', BENCH_EMAILS)
      .execute();
    await database.db.transaction().execute(async (trx) => {
      for (const { id } of accounts) {
        await postEntry(trx, {
          kind: 'bench_funding',
          reference: id,
          postings: funding(id),
          nowMs: Date.now(),
        });
      }
    });
  } finally {
    await database.db.destroy();
  }
};

/** A fresh PostgreSQL database on the server `adminUrl` names, and how to drop it. */
export const freshPostgres = async (adminUrl: string) => {
  const name = `emas_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
    });
    try {
      await sql.raw(statement).execute(admin);
    } finally {
      await admin.destroy();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
};

/**
 * Runs `measure` on a fresh PostgreSQL database when BENCH_DATABASE_URL names a server, and drops
 * the database after; says PostgreSQL is skipped when it names none.
 */
export const onFreshPostgres = async <T>(measure: (url: string) => Promise<T>): Promise<T[]> => {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('BENCH_DATABASE_URL is not set: PostgreSQL skipped.');
    return [];
  }
  const postgres = await freshPostgres(adminUrl);
  try {
    return [await measure(postgres.url)];
  } finally {
    await postgres.drop();
  }
};

/** The settings of a benchmark's server processes: no demo, no captcha, the market always open. */
export const BENCH_SERVER_ENV = {
  SEED_DEMO: 'off',
  CAPTCHA: 'off',
  MARKET_HOURS: 'always',
  MARKET_MAKER: 'off',
  LOG_LEVEL: 'warn',
  SMTP_CATCHER_PORT: '0',
} as const;
