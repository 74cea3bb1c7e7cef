import {
  LedgerInvariantError,
  type LedgerEntryKind,
  type Posting,
  parseLedgerAccountId,
} from '@emas/domain';
import { sql } from 'kysely';
import { insertRows, rowsAsJson } from '../db/bulk-insert.ts';
import type { Db, DialectName } from '../db/database.ts';
import type { PostingTable } from '../db/schema.ts';
import { sortableId } from './sortable-id.ts';

export type BatchEntry = {
  readonly id: string;
  readonly kind: LedgerEntryKind;
  readonly reference: string;
  readonly createdAtMs: number;
  readonly postings: readonly Posting[];
};

/**
 * Creates the ledger accounts on first use and moves every balance by its net change. An
 * account whose changes cancel out within the batch is still created: its postings name it.
 */
const applyDeltas = async (
  trx: Db,
  dialect: DialectName,
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
  await insertRows(trx, dialect, 'ledger_accounts', rows, {
    on: ['id'],
    set: { balance: sql`ledger_accounts.balance + excluded.balance` },
  });
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
  dialect: DialectName,
  entries: readonly BatchEntry[],
  deltas: ReadonlyMap<string, bigint>,
  nowMs: number,
): Promise<void> => {
  await applyDeltas(trx, dialect, deltas, nowMs);
  const entryRows = entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    reference: entry.reference,
    created_at_ms: BigInt(entry.createdAtMs),
  }));
  await insertRows(trx, dialect, 'ledger_entries', entryRows);
  const postingRows: PostingTable[] = entries.flatMap((entry) =>
    entry.postings.map((posting) => ({
      id: sortableId(),
      entry_id: entry.id,
      ledger_account_id: posting.ledgerAccountId,
      asset: posting.asset,
      amount: posting.amount,
    })),
  );
  if (dialect === 'postgres') await insertPostingsChecked(trx, postingRows);
  else await insertRows(trx, dialect, 'postings', postingRows);
};

/**
 * PostgreSQL's postings have no row-level foreign keys (migration 0027): the insert answers
 * how many of its postings name no entry or no ledger account, one anti-join over the batch,
 * and any such posting fails the whole batch.
 */
const insertPostingsChecked = async (trx: Db, rows: readonly PostingTable[]): Promise<void> => {
  if (rows.length === 0) return;
  const { rows: found } = await sql<{ orphans: bigint }>`
    with inserted as (
      insert into postings (id, entry_id, ledger_account_id, asset, amount)
      select id, entry_id, ledger_account_id, asset, amount
      from json_populate_recordset(null::postings, ${rowsAsJson(rows)}::json)
      returning entry_id, ledger_account_id
    )
    select count(*) as orphans from inserted i
    where not exists (select 1 from ledger_entries e where e.id = i.entry_id)
       or not exists (select 1 from ledger_accounts a where a.id = i.ledger_account_id)`.execute(
    trx,
  );
  const orphans = found[0]?.orphans ?? 0n;
  if (orphans > 0n) throw new LedgerInvariantError(`${orphans} postings name no entry or account`);
};
