import { type Posting, parseLedgerAccountId, type LedgerEntryKind } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { sortableId } from './sortable-id.ts';

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
export const ROWS_PER_STATEMENT_MAX = 1_000;

export type BatchEntry = {
  readonly id: string;
  readonly kind: LedgerEntryKind;
  readonly reference: string;
  readonly createdAtMs: number;
  readonly postings: readonly Posting[];
};

export const chunked = <T>(rows: readonly T[]): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT_MAX) {
    chunks.push(rows.slice(i, i + ROWS_PER_STATEMENT_MAX));
  }
  return chunks;
};

/**
 * Creates the ledger accounts on first use and moves every balance by its net change. An
 * account whose changes cancel out within the batch is still created: its postings name it.
 */
const applyDeltas = async (
  trx: Db,
  deltas: ReadonlyMap<string, bigint>,
  createdAtMs: number,
): Promise<void> => {
  const rows = [...deltas]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, delta]) => {
      const { ownerId, kind, asset } = parseLedgerAccountId(id);
      return {
        id,
        owner_account_id: ownerId,
        kind,
        asset,
        balance: delta,
        created_at_ms: BigInt(createdAtMs),
      };
    });
  for (const chunk of chunked(rows)) {
    await trx
      .insertInto('ledger_accounts')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          balance: eb('ledger_accounts.balance', '+', eb.ref('excluded.balance')),
        })),
      )
      .execute();
  }
};

/**
 * Writes many balanced entries inside the caller's transaction: the ledger accounts (created
 * on first use, balances moved by the batch's net change per account, each account touched
 * once and in id order so concurrent writers lock alike), then the entries and their postings.
 * The caller has checked each entry balances and no owner goes below zero (the exchange holds
 * the balances in memory and checks before it posts); `assertLedgerConsistent` audits it.
 */
export const writeEntries = async (
  trx: Db,
  entries: readonly BatchEntry[],
  deltas: ReadonlyMap<string, bigint>,
  nowMs: number,
): Promise<void> => {
  await applyDeltas(trx, deltas, nowMs);
  const entryRows = entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    reference: entry.reference,
    created_at_ms: BigInt(entry.createdAtMs),
  }));
  for (const chunk of chunked(entryRows))
    await trx.insertInto('ledger_entries').values(chunk).execute();
  const postingRows = entries.flatMap((entry) =>
    entry.postings.map((posting) => ({
      id: sortableId(),
      entry_id: entry.id,
      ledger_account_id: posting.ledgerAccountId,
      asset: posting.asset,
      amount: posting.amount,
    })),
  );
  for (const chunk of chunked(postingRows))
    await trx.insertInto('postings').values(chunk).execute();
};
