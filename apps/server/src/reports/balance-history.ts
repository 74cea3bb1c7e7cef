import { IDR_ASSET, ledgerAccountId } from '@emas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * An account's cash history: every posting on its rupiah cash account, newest first, with the
 * balance it left. That balance is the account's cash now less every newer posting, so a page
 * needs only the postings before it, never the whole history.
 */
export type BalanceHistoryRow = {
  id: string;
  kind: string;
  amount: bigint;
  created_at_ms: bigint;
  totalAfter: bigint;
};

const postingsOf = (db: Db, accountId: string) =>
  db
    .selectFrom('postings')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'postings.entry_id')
    .where(
      'postings.ledger_account_id',
      '=',
      ledgerAccountId({ ownerId: accountId, kind: 'cash', asset: IDR_ASSET }),
    );

export const balanceHistory = async (
  db: Db,
  accountId: string,
  balanceNowSen: bigint,
  page: { offset: number; limit: number },
): Promise<{ rows: BalanceHistoryRow[]; count: number }> => {
  const ordered = postingsOf(db, accountId)
    .select([
      'postings.id',
      'ledger_entries.kind',
      'postings.amount',
      'ledger_entries.created_at_ms',
    ])
    .orderBy('ledger_entries.created_at_ms', 'desc')
    .orderBy('postings.id', 'desc');
  const [rows, newer, count] = await Promise.all([
    ordered.offset(page.offset).limit(page.limit).execute(),
    db
      .selectFrom(ordered.limit(page.offset).as('newer'))
      .select(sql<string | number | bigint | null>`sum(amount)`.as('sum'))
      .executeTakeFirstOrThrow(),
    postingsOf(db, accountId)
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  let total = balanceNowSen - BigInt(newer.sum ?? 0);
  const withTotals = rows.map((row) => {
    const totalAfter = total;
    total -= row.amount;
    return { ...row, totalAfter };
  });
  return { rows: withTotals, count: Number(count.n) };
};
