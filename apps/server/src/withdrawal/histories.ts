import type { BalanceTransaction } from '@emas/api';
import { IDR_ASSET, LAST_TRANSACTIONS_SHOWN, ledgerAccountId } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { type DebitAccount, rupiahText, transactionOf } from './views.ts';
import { withdrawalsOf } from './withdrawal-repository.ts';

/** At most this many rows in a history answer: the spec shows 10, the histories a page. */
const HISTORY_ROWS_MAX = 100;

const iso = (ms: bigint) => new Date(Number(ms)).toISOString();
const cashAccountOf = (accountId: string) =>
  ledgerAccountId({ ownerId: accountId, kind: 'cash', asset: IDR_ASSET });

/**
 * The account's last movements of free cash, newest first, from the ledger's postings: each
 * a debit (out: a buy, a fee, a withdrawal held) or a credit (in: a deposit, a sale, a release).
 */
export const lastCashMovements = async (
  db: Db,
  accountId: string,
  page: { skip?: number | undefined; limit?: number | undefined },
): Promise<BalanceTransaction[]> => {
  const rows = await db
    .selectFrom('postings')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'postings.entry_id')
    .select([
      'postings.amount',
      'ledger_entries.kind',
      'ledger_entries.reference',
      'ledger_entries.created_at_ms',
      'ledger_entries.id',
    ])
    .where('postings.ledger_account_id', '=', cashAccountOf(accountId))
    .orderBy('ledger_entries.created_at_ms', 'desc')
    .orderBy('ledger_entries.id', 'desc')
    .offset(page.skip ?? 0)
    .limit(page.limit ?? LAST_TRANSACTIONS_SHOWN)
    .execute();
  return rows.map((row) => ({
    created_at: iso(row.created_at_ms),
    reff_transaction: row.reference,
    type: row.amount < 0n ? 'debit' : 'credit',
    amount: rupiahText(row.amount < 0n ? -row.amount : row.amount),
    kind: row.kind,
  }));
};

/** The RPED account withdrawals are paid from. */
export const rpedAccountOf = async (db: Db, accountId: string): Promise<DebitAccount | null> =>
  (await db
    .selectFrom('account_bank_details')
    .select(['bank_code', 'account_number', 'account_name'])
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'rped')
    .orderBy('position')
    .executeTakeFirst()) ?? null;

export const withdrawalHistory = async (db: Db, accountId: string) => {
  const debit = await rpedAccountOf(db, accountId);
  const rows = await withdrawalsOf(db, accountId, HISTORY_ROWS_MAX);
  return rows.map((row) => transactionOf(row, debit));
};

/** Cash that came in: bank deposits, and the demo's opening balances, which stand for one. */
const DEPOSIT_KINDS = ['deposit', 'demo_funding'];

/** Deposits from the ledger and withdrawals from their table, newest first. */
export const depositWithdrawalHistory = async (db: Db, accountId: string) => {
  const deposits = await db
    .selectFrom('postings')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'postings.entry_id')
    .select(['ledger_entries.id', 'ledger_entries.created_at_ms', 'postings.amount'])
    .where('postings.ledger_account_id', '=', cashAccountOf(accountId))
    .where('ledger_entries.kind', 'in', DEPOSIT_KINDS)
    .orderBy('ledger_entries.created_at_ms', 'desc')
    .orderBy('ledger_entries.id', 'desc')
    .limit(HISTORY_ROWS_MAX)
    .execute();
  const withdrawals = await withdrawalHistory(db, accountId);
  return {
    deposits: deposits.map((row) => ({
      _id: row.id,
      amount: rupiahText(row.amount),
      createdAt: iso(row.created_at_ms),
      status: 'success',
      description: null,
    })),
    withdrawals: withdrawals.map((row) => ({
      _id: row._id,
      amount: row.amount,
      createdAt: row.transaction_date,
      status: row.status,
      description: row.desc,
    })),
  };
};
