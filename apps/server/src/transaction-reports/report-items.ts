import type { TransactionReportItem } from '@emas/api';
import { MONEY_DECIMALS, type Result, fail, ok, toDecimalString } from '@emas/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/database.ts';
import type { TransactionReportItemTable } from '../db/schema.ts';

const PAGE_MAX = 100;

type ItemRow = TransactionReportItemTable & { hin: string | null; fullname: string };

const rupiah = (sen: bigint): string => toDecimalString(BigInt(sen), MONEY_DECIMALS);
const ms = (value: bigint | null): number | null => (value === null ? null : Number(value));

export const itemView = (row: ItemRow): TransactionReportItem => ({
  id: row.id,
  day: row.day,
  hin: row.hin,
  fullname: row.fullname,
  kind: row.kind,
  cash_in: rupiah(row.in_sen),
  cash_out: rupiah(row.out_sen),
  movement_count: Number(row.movement_count),
  from_at: ms(row.from_at_ms),
  to_at: ms(row.to_at_ms),
  status: row.status,
  note: row.note,
  reviewed_at: ms(row.reviewed_at_ms),
});

const itemsWithHolder = (db: Db) =>
  db
    .selectFrom('transaction_report_items')
    .innerJoin('accounts', 'accounts.id', 'transaction_report_items.account_id')
    .selectAll('transaction_report_items')
    .select(['accounts.hin', 'accounts.fullname']);

/** The desk's page: items waiting for review (oldest day first), or every one (newest first). */
export const itemsPage = async (
  db: Db,
  filter: { status: 'open' | 'all'; day?: string | undefined; offset: number; limit: number },
): Promise<{ count: number; rows: TransactionReportItem[] }> => {
  let counted = db.selectFrom('transaction_report_items');
  let rows = itemsWithHolder(db);
  if (filter.status === 'open') {
    counted = counted.where('status', '=', 'open');
    rows = rows.where('transaction_report_items.status', '=', 'open');
  }
  if (filter.day !== undefined) {
    counted = counted.where('day', '=', filter.day);
    rows = rows.where('transaction_report_items.day', '=', filter.day);
  }
  const total = await counted
    .select((eb) => eb.fn.countAll<bigint | string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const direction = filter.status === 'open' ? 'asc' : 'desc';
  const page = await rows
    .orderBy('transaction_report_items.day', direction)
    .orderBy('accounts.hin')
    .orderBy('transaction_report_items.kind')
    .offset(filter.offset)
    .limit(Math.min(filter.limit, PAGE_MAX))
    .execute();
  return { count: Number(total.n), rows: page.map(itemView) };
};

/** Compliance's review of an open item, once: reviewed (nothing to report) or reported. */
export const reviewItem = async (
  db: Db,
  id: string,
  review: { outcome: 'reviewed' | 'reported'; note: string; operatorId: string; nowMs: number },
): Promise<Result<TransactionReportItem>> => {
  const updated = await db
    .updateTable('transaction_report_items')
    .set({
      status: review.outcome,
      note: review.note.trim(),
      reviewed_by: review.operatorId,
      reviewed_at_ms: BigInt(review.nowMs),
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return fail('TransactionReportItemNotFound');
  const row = await itemsWithHolder(db)
    .where('transaction_report_items.id', '=', id)
    .executeTakeFirstOrThrow();
  return ok(itemView(row));
};

/** The CSV's columns, for PPATK's analysts: who, what, how much, when, and compliance's view. */
export const REPORT_CSV_HEADER = [
  'day',
  'hin',
  'name',
  'finding',
  'cash_in_idr',
  'cash_out_idr',
  'withdrawals',
  'from',
  'to',
  'status',
  'note',
] as const;

const isoOf = (value: number | null): string =>
  value === null ? '' : new Date(value).toISOString();

/** A day's every item as CSV (UTF-8, a header row, times in UTC ISO 8601). */
export const reportCsv = async (db: Db, day: string): Promise<string> => {
  const rows = await itemsWithHolder(db)
    .where('transaction_report_items.day', '=', day)
    .orderBy('accounts.hin')
    .orderBy('transaction_report_items.kind')
    .execute();
  const items = rows.map(itemView);
  return stringify([
    [...REPORT_CSV_HEADER],
    ...items.map((item) => [
      item.day,
      item.hin ?? '',
      item.fullname,
      item.kind,
      item.cash_in,
      item.cash_out,
      String(item.movement_count),
      isoOf(item.from_at),
      isoOf(item.to_at),
      item.status,
      item.note ?? '',
    ]),
  ]);
};
