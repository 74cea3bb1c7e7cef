import type { Notice } from '@emas/api';
import { type NoticeKind, isNoticeKind } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { sortableId } from '../ledger/index.ts';
import { type Page, accountRowsPage } from './account-pages.ts';

export type { NoticeKind };

export type NewNotice = {
  readonly accountId: string;
  readonly kind: NoticeKind;
  /** Plain strings; amounts in sen and gold in milligrams as integer strings. */
  readonly params: Record<string, string>;
};

/** Appends a notice to an account's NOTIFICATION list, unread. */
export const recordNotice = async (db: Db, notice: NewNotice, at: Date): Promise<void> => {
  await recordNotices(db, [notice], at);
};

/** Rows per insert statement: well under SQLite's bound-parameter limit (6 columns each). */
const INSERT_ROWS_MAX = 500;

/** Appends several notices at once (a batch of fills), unread. */
export const recordNotices = async (
  db: Db,
  notices: readonly NewNotice[],
  at: Date,
): Promise<void> => {
  const atMs = at.getTime();
  for (let start = 0; start < notices.length; start += INSERT_ROWS_MAX) {
    const rows = notices.slice(start, start + INSERT_ROWS_MAX).map((notice) => ({
      id: sortableId(atMs),
      account_id: notice.accountId,
      kind: notice.kind,
      params: JSON.stringify(notice.params),
      created_at_ms: BigInt(atMs),
      read_at_ms: null,
    }));
    await db.insertInto('notices').values(rows).execute();
  }
};

const iso = (ms: bigint) => new Date(Number(ms)).toISOString();

/** Stored parameters as strings only, whatever the JSON holds. */
const paramsOf = (json: string): Record<string, string> => {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

export const unreadNotices = async (db: Db, accountId: string): Promise<number> => {
  const row = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('account_id', '=', accountId)
    .where('read_at_ms', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** A page of an account's notices, newest first, with the total and the unread count. */
export const noticesPage = async (
  db: Db,
  accountId: string,
  page: Page,
): Promise<{ count: number; unread: number; body: Notice[] }> => {
  const [{ count, rows }, unread] = await Promise.all([
    accountRowsPage(db, 'notices', accountId, page),
    unreadNotices(db, accountId),
  ]);
  return {
    count,
    unread,
    body: rows
      .filter((row) => isNoticeKind(row.kind))
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        params: paramsOf(row.params),
        created_at: iso(row.created_at_ms),
        read_at: row.read_at_ms === null ? null : iso(row.read_at_ms),
      })),
  };
};

/**
 * Marks one of the account's notices read (false when it has none with that id), or all its
 * unread ones when `noticeId` is null. A notice already read keeps its first reading time.
 */
export const markNoticesRead = async (
  db: Db,
  accountId: string,
  noticeId: string | null,
  nowMs: number,
): Promise<boolean> => {
  if (noticeId !== null) {
    const own = await db
      .selectFrom('notices')
      .select('id')
      .where('id', '=', noticeId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (own === undefined) return false;
  }
  let update = db
    .updateTable('notices')
    .set({ read_at_ms: BigInt(nowMs) })
    .where('account_id', '=', accountId)
    .where('read_at_ms', 'is', null);
  if (noticeId !== null) update = update.where('id', '=', noticeId);
  await update.execute();
  return true;
};
