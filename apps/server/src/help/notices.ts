import type { Notice } from '@emas/api';
import { type NoticeKind, isNoticeKind } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { sortableId } from '../ledger/index.ts';
import type { LiveHub } from '../live/index.ts';
import { type Page, accountRowsPage } from './account-pages.ts';

export type { NoticeKind };

export type NewNotice = {
  readonly accountId: string;
  readonly kind: NoticeKind;
  /** Plain strings; amounts in sen and gold in milligrams as integer strings. */
  readonly params: Record<string, string>;
};

/** A notice as stored, with the account it is for. */
export type StoredNotice = { readonly accountId: string; readonly notice: Notice };

/**
 * Appends a notice to an account's NOTIFICATION list, unread, without telling its open
 * sockets: for a write inside a transaction (which pushes after it commits) or one the
 * account just made itself. Anything else tells the account with `tellAccounts`.
 */
export const recordNotice = async (db: Db, notice: NewNotice, at: Date): Promise<StoredNotice> => {
  const [stored] = await recordNotices(db, [notice], at);
  return stored as StoredNotice;
};

/** Rows per insert statement: well under SQLite's bound-parameter limit (6 columns each). */
const INSERT_ROWS_MAX = 500;

/** Appends several notices at once (a batch of fills), unread; answers them as stored. */
export const recordNotices = async (
  db: Db,
  notices: readonly NewNotice[],
  at: Date,
): Promise<StoredNotice[]> => {
  const atMs = at.getTime();
  const stored: StoredNotice[] = [];
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
    for (const [index, row] of rows.entries()) {
      const notice = notices[start + index] as NewNotice;
      stored.push({
        accountId: row.account_id,
        notice: {
          id: row.id,
          kind: notice.kind,
          params: { ...notice.params },
          created_at: at.toISOString(),
          read_at: null,
        },
      });
    }
  }
  return stored;
};

/** The live channel's part in notices: each account's open sockets (every gateway's). */
export type NoticePush = Pick<LiveHub, 'sendToAccount'>;

/** Pushes notices already stored to their accounts' open sockets: the bell and a toast. */
export const pushNotices = (liveHub: NoticePush, stored: readonly StoredNotice[]): void => {
  for (const { accountId, notice } of stored) {
    liveHub.sendToAccount(accountId, { type: 'notice', data: notice });
  }
};

/** What telling an account needs: where notices are kept, the time, and the live channel. */
export type NoticeDeps = {
  readonly database: { readonly db: Db };
  readonly clock: { now(): number };
  readonly liveHub: NoticePush;
};

/**
 * Tells accounts: each notice is stored first (so the list has it whatever happens next), then
 * pushed to the account's open sockets. A client offline now reads it when it next connects.
 */
export const tellAccounts = async (
  deps: NoticeDeps,
  notices: readonly NewNotice[],
): Promise<void> => {
  pushNotices(
    deps.liveHub,
    await recordNotices(deps.database.db, notices, new Date(deps.clock.now())),
  );
};

/** Tells one account (see `tellAccounts`). */
export const tellAccount = (deps: NoticeDeps, notice: NewNotice): Promise<void> =>
  tellAccounts(deps, [notice]);

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
