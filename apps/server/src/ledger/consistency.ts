import { IDR_ASSET, LedgerInvariantError } from '@emas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Rows shown in a failure message; the first few say enough. */
const REPORTED_ROWS_MAX = 5;

// PostgreSQL sums int8 into numeric, which arrives as text; SQLite sums into a bigint.
const asBigint = (value: unknown): bigint => BigInt(String(value ?? 0));

const fail = (what: string, rows: readonly unknown[]): never => {
  const shown = rows
    .slice(0, REPORTED_ROWS_MAX)
    .map((row) =>
      JSON.stringify(row, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    );
  throw new LedgerInvariantError(`${what}: ${shown.join('; ')}`);
};

const unbalancedEntries = (db: Db) =>
  db
    .selectFrom('postings')
    .select([
      'entry_id',
      'asset',
      (eb) => eb.fn.sum<string | number | bigint | null>('amount').as('total'),
    ])
    .groupBy(['entry_id', 'asset'])
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();

const driftingBalances = (db: Db) =>
  db
    .selectFrom('ledger_accounts as la')
    .leftJoin('postings as p', 'p.ledger_account_id', 'la.id')
    .select(['la.id', 'la.balance', sql<unknown>`coalesce(sum(p.amount), 0)`.as('posted')])
    .groupBy(['la.id', 'la.balance'])
    .having(sql`coalesce(sum(p.amount), 0)`, '<>', sql`la.balance`)
    .execute();

const mismatchedAssets = (db: Db) =>
  db
    .selectFrom('postings as p')
    .innerJoin('ledger_accounts as la', 'la.id', 'p.ledger_account_id')
    .select(['p.id', 'p.asset', 'la.id as ledger_account_id'])
    .whereRef('p.asset', '<>', 'la.asset')
    .execute();

/** Owner balances below their floor: zero, or minus the credit limit for free cash. */
const negativeOwnerBalances = (db: Db) =>
  db
    .selectFrom('ledger_accounts as la')
    .leftJoin('credit_lines as cl', 'cl.account_id', 'la.owner_account_id')
    .select(['la.id', 'la.balance'])
    .where('la.owner_account_id', 'is not', null)
    .where('la.balance', '<', 0n)
    .where((eb) =>
      eb.or([
        eb('la.kind', '<>', 'cash'),
        eb('la.asset', '<>', IDR_ASSET),
        eb(sql<bigint>`la.balance + coalesce(cl.limit_sen, 0)`, '<', 0n),
      ]),
    )
    .execute();

/**
 * Throws unless the whole ledger holds its invariants: every entry balances per asset (so every
 * asset sums to zero), every balance equals the sum of its postings, every posting's asset is its
 * account's, and no owner's balance is below its floor (zero; free cash: minus its credit
 * limit). Reads everything, so for tests and audits.
 */
export const assertLedgerConsistent = async (db: Db): Promise<void> => {
  const unbalanced = await unbalancedEntries(db);
  if (unbalanced.length > 0) fail('entries that do not balance', unbalanced);
  const drifting = await driftingBalances(db);
  if (drifting.length > 0) fail('balances that differ from their postings', drifting);
  const mismatched = await mismatchedAssets(db);
  if (mismatched.length > 0) fail('postings in another asset than their account', mismatched);
  const negative = await negativeOwnerBalances(db);
  if (negative.length > 0) fail('owner balances below zero', negative);
};

/** The sum of all postings of each asset; zero for every asset in a consistent ledger. */
export const sumByAsset = async (db: Db): Promise<Map<string, bigint>> => {
  const rows = await db
    .selectFrom('postings')
    .select(['asset', (eb) => eb.fn.sum<string | number | bigint | null>('amount').as('total')])
    .groupBy('asset')
    .execute();
  return new Map(rows.map((row) => [row.asset, asBigint(row.total)]));
};
