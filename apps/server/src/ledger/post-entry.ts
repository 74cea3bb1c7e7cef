import { randomUUID } from 'node:crypto';
import {
  LedgerInvariantError,
  type Posting,
  assertBalanced,
  mayGoNegative,
  parseLedgerAccountId,
  type LedgerEntryKind,
} from '@emas/domain';
import type { Db } from '../db/database.ts';

/** An entry is a handful of postings; a bigger one is a bug in its caller. */
export const POSTINGS_PER_ENTRY_MAX = 500;

export type NewEntry = {
  /** What moved: deposit, reservation, trade, fee, demo_funding… */
  readonly kind: LedgerEntryKind;
  /** The business record the entry belongs to (order id, withdrawal id, seed name). */
  readonly reference: string;
  readonly postings: readonly Posting[];
  readonly nowMs: number;
};

/** Net change per ledger account, ordered by id so concurrent writers lock rows in one order. */
const netByAccount = (postings: readonly Posting[]): [string, bigint][] => {
  const net = new Map<string, bigint>();
  for (const { ledgerAccountId, amount } of postings) {
    net.set(ledgerAccountId, (net.get(ledgerAccountId) ?? 0n) + amount);
  }
  return [...net].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

const ensureLedgerAccounts = async (
  trx: Db,
  ids: readonly string[],
  createdAt: bigint,
): Promise<void> => {
  const rows = ids.map((id) => {
    const { ownerId, kind, asset } = parseLedgerAccountId(id);
    return { id, owner_account_id: ownerId, kind, asset, balance: 0n, created_at_ms: createdAt };
  });
  await trx
    .insertInto('ledger_accounts')
    .values(rows)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
};

const applyDelta = async (trx: Db, id: string, delta: bigint): Promise<void> => {
  const { balance } = await trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '+', delta) }))
    .where('id', '=', id)
    .returning('balance')
    .executeTakeFirstOrThrow();
  if (BigInt(balance) < 0n && !mayGoNegative(parseLedgerAccountId(id))) {
    throw new LedgerInvariantError(`${id} would fall to ${balance}`);
  }
};

/**
 * Writes one balanced entry inside the caller's transaction `trx`: creates the ledger accounts
 * it names on first use, writes the entry and its postings, and moves each account's balance
 * by the same amounts. Throws (so the caller's transaction rolls back) on an unbalanced entry or
 * an owner's balance falling below zero. Answers the entry id.
 */
export const postEntry = async (trx: Db, entry: NewEntry): Promise<string> => {
  if (entry.postings.length > POSTINGS_PER_ENTRY_MAX) {
    throw new LedgerInvariantError(`an entry of ${entry.postings.length} postings is too large`);
  }
  assertBalanced(entry.postings);
  const createdAt = BigInt(entry.nowMs);
  const net = netByAccount(entry.postings);
  await ensureLedgerAccounts(
    trx,
    net.map(([id]) => id),
    createdAt,
  );
  const entryId = randomUUID();
  await trx
    .insertInto('ledger_entries')
    .values({ id: entryId, kind: entry.kind, reference: entry.reference, created_at_ms: createdAt })
    .execute();
  await trx
    .insertInto('postings')
    .values(
      entry.postings.map((posting) => ({
        id: randomUUID(),
        entry_id: entryId,
        ledger_account_id: posting.ledgerAccountId,
        asset: posting.asset,
        amount: posting.amount,
      })),
    )
    .execute();
  for (const [id, delta] of net) {
    if (delta !== 0n) await applyDelta(trx, id, delta);
  }
  return entryId;
};
