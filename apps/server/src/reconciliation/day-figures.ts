import { IDR_ASSET, type ReconciliationFigures } from '@emas/domain';
import { sql } from 'kysely';
import { bankBalanceOn } from '../bank-statement/index.ts';
import type { Db } from '../db/database.ts';

/*
 * The figures of one Jakarta day's reconciliation, read from the books as they stood at the
 * day's end (postings of entries made before it), so a past day reads the same tomorrow.
 */

const MS_PER_DAY = 86_400_000;
/** An owner's cash, free or reserved or held: all of it is money the RPED account holds. */
const CLIENT_CASH_KINDS = ['cash', 'reserved_cash', 'withdrawal_hold', 'rped'];
const HOLDER_GOLD_KINDS = ['gold', 'reserved_gold', 'withdrawal_hold'];

/** Sums of postings before `untilMs`, per asset, of owners' accounts of `kinds` or the platform's. */
const postedBefore = (db: Db, untilMs: number) =>
  db
    .selectFrom('postings')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'postings.entry_id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.ledger_account_id')
    .where('ledger_entries.created_at_ms', '<', BigInt(untilMs))
    .select(['postings.asset as asset', sql<string>`sum(postings.amount)`.as('total')])
    .groupBy('postings.asset');

const totals = (rows: readonly { asset: string; total: string | bigint | null }[]) =>
  new Map(rows.map((row) => [row.asset, BigInt(row.total ?? 0)]));

const clientCashSen = async (db: Db, untilMs: number): Promise<bigint> => {
  const rows = await postedBefore(db, untilMs)
    .where('ledger_accounts.owner_account_id', 'is not', null)
    .where('ledger_accounts.kind', 'in', CLIENT_CASH_KINDS)
    .where('postings.asset', '=', IDR_ASSET)
    .execute();
  return totals(rows).get(IDR_ASSET) ?? 0n;
};

/** Per gold asset: what the vault handed out (its account is negative by it) and holders hold. */
const goldFigures = async (db: Db, untilMs: number) => {
  const vault = totals(
    await postedBefore(db, untilMs)
      .where('ledger_accounts.owner_account_id', 'is', null)
      .where('ledger_accounts.kind', '=', 'vault')
      .execute(),
  );
  const holders = totals(
    await postedBefore(db, untilMs)
      .where('ledger_accounts.owner_account_id', 'is not', null)
      .where('ledger_accounts.kind', 'in', HOLDER_GOLD_KINDS)
      .where('postings.asset', '!=', IDR_ASSET)
      .execute(),
  );
  const assets = [...new Set([...vault.keys(), ...holders.keys()])].sort();
  return assets.map((asset) => ({
    asset,
    vaultMg: -(vault.get(asset) ?? 0n),
    holdersMg: holders.get(asset) ?? 0n,
  }));
};

/** Payouts that left the desk for the bank during the day: being sent, unanswered or paid. */
const payoutsSentSen = async (db: Db, fromMs: number, untilMs: number): Promise<bigint> => {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<string>`sum(amount_sen)`.as('total'))
    .where('payout_state', 'in', ['sending', 'unknown', 'paid'])
    .where('updated_at_ms', '>=', BigInt(fromMs))
    .where('updated_at_ms', '<', BigInt(untilMs))
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
};

/** Cash holds the ledger settled during the day (the owner's side of each settlement). */
const payoutsSettledSen = async (db: Db, fromMs: number, untilMs: number): Promise<bigint> => {
  const row = await db
    .selectFrom('postings')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'postings.entry_id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.ledger_account_id')
    .select(sql<string>`sum(postings.amount)`.as('total'))
    .where('ledger_entries.kind', '=', 'withdrawal_settle')
    .where('ledger_entries.created_at_ms', '>=', BigInt(fromMs))
    .where('ledger_entries.created_at_ms', '<', BigInt(untilMs))
    .where('ledger_accounts.owner_account_id', 'is not', null)
    .where('postings.asset', '=', IDR_ASSET)
    .executeTakeFirst();
  return -BigInt(row?.total ?? 0);
};

/** Holds still open at the day's end that were made more than a day before it. */
const staleHolds = async (db: Db, untilMs: number) => {
  const rows = await db
    .selectFrom('balance_holds')
    .select(['asset', sql<string>`sum(amount)`.as('total'), sql<string>`count(*)`.as('count')])
    .where('created_at_ms', '<', BigInt(untilMs - MS_PER_DAY))
    .where((eb) => eb.or([eb('state', '=', 'open'), eb('updated_at_ms', '>=', BigInt(untilMs))]))
    .groupBy('asset')
    .execute();
  return rows.map((row) => ({
    asset: row.asset,
    amount: BigInt(row.total),
    count: Number(row.count),
  }));
};

/** Everything the day's reconciliation compares, and the statement its bank balance is from. */
export const dayFigures = async (
  db: Db,
  day: { date: string; fromMs: number; untilMs: number },
): Promise<{ figures: ReconciliationFigures; statementId: string | null }> => {
  const bank = await bankBalanceOn(db, day.date);
  return {
    statementId: bank?.statementId ?? null,
    figures: {
      clientCashSen: await clientCashSen(db, day.untilMs),
      bankClosingBalanceSen: bank?.closingBalanceSen ?? null,
      payoutsSentSen: await payoutsSentSen(db, day.fromMs, day.untilMs),
      payoutsSettledSen: await payoutsSettledSen(db, day.fromMs, day.untilMs),
      staleHolds: await staleHolds(db, day.untilMs),
      gold: await goldFigures(db, day.untilMs),
    },
  };
};
