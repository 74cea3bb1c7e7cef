import type { OperatorSupportRequest, SupportRequest } from '@emas/api';
import {
  type Result,
  SUPPORT_REQUESTS_PER_DAY_MAX,
  type SupportTopic,
  checkSupportAnswer,
  checkSupportMessage,
  fail,
  ok,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { SupportRequestTable } from '../db/schema.ts';
import { sortableId } from '../ledger/index.ts';
import { type Page, accountRowsPage } from './account-pages.ts';

const DAY_MS = 86_400_000;
const iso = (ms: bigint | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const requestView = (row: SupportRequestTable): SupportRequest => ({
  id: row.id,
  topic: row.topic,
  message: row.message,
  state: row.state,
  answer: row.answer,
  created_at: iso(row.created_at_ms) as string,
  answered_at: iso(row.answered_at_ms),
});

/**
 * Stores a support request from an account: the message trimmed and within its limits, and
 * at most SUPPORT_REQUESTS_PER_DAY_MAX in the 24 hours before `nowMs`.
 */
export const sendSupportRequest = async (
  db: Db,
  input: { accountId: string; topic: SupportTopic; message: string },
  nowMs: number,
): Promise<Result<SupportRequest>> => {
  const message = checkSupportMessage(input.message);
  if (!message.ok) return message;
  const recent = await db
    .selectFrom('support_requests')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('account_id', '=', input.accountId)
    .where('created_at_ms', '>', BigInt(nowMs - DAY_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= SUPPORT_REQUESTS_PER_DAY_MAX) {
    return fail('SupportRequestsTooMany', { max: SUPPORT_REQUESTS_PER_DAY_MAX });
  }
  const row: SupportRequestTable = {
    id: sortableId(nowMs),
    account_id: input.accountId,
    topic: input.topic,
    message: message.value,
    state: 'open',
    answer: null,
    answered_by: null,
    created_at_ms: BigInt(nowMs),
    answered_at_ms: null,
  };
  await db.insertInto('support_requests').values(row).execute();
  return ok(requestView(row));
};

/** A page of an account's own requests, newest first. */
export const supportRequestsOf = async (
  db: Db,
  accountId: string,
  page: Page,
): Promise<{ count: number; body: SupportRequest[] }> => {
  const { count, rows } = await accountRowsPage(db, 'support_requests', accountId, page);
  return { count, body: rows.map(requestView) };
};

const operatorQuery = (db: Db) =>
  db
    .selectFrom('support_requests')
    .innerJoin('accounts', 'accounts.id', 'support_requests.account_id')
    .leftJoin('operators', 'operators.id', 'support_requests.answered_by')
    .selectAll('support_requests')
    .select(['accounts.hin', 'accounts.fullname', 'accounts.email', 'operators.name as operator']);

type OperatorRow = SupportRequestTable & {
  hin: string | null;
  fullname: string;
  email: string;
  operator: string | null;
};

const operatorView = (row: OperatorRow): OperatorSupportRequest => ({
  ...requestView(row),
  hin: row.hin,
  fullname: row.fullname,
  email: row.email,
  answered_by: row.operator,
});

/**
 * The console's list: open requests oldest first (the longest waiting on top), answered ones
 * or every one newest first.
 */
export const supportRequestsForOperator = async (
  db: Db,
  query: { state: 'open' | 'answered' | 'all'; offset: number; limit: number },
): Promise<{ count: number; body: OperatorSupportRequest[] }> => {
  let counting = db.selectFrom('support_requests').select((eb) => eb.fn.countAll<bigint>().as('n'));
  let listing = operatorQuery(db);
  if (query.state !== 'all') {
    counting = counting.where('state', '=', query.state);
    listing = listing.where('support_requests.state', '=', query.state);
  }
  const direction = query.state === 'open' ? 'asc' : 'desc';
  const [counted, rows] = await Promise.all([
    counting.executeTakeFirstOrThrow(),
    listing
      .orderBy('support_requests.created_at_ms', direction)
      .orderBy('support_requests.id', direction)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { count: Number(counted.n), body: rows.map(operatorView) };
};

export const operatorSupportRequest = async (
  db: Db,
  id: string,
): Promise<OperatorSupportRequest | null> => {
  const row = await operatorQuery(db).where('support_requests.id', '=', id).executeTakeFirst();
  return row === undefined ? null : operatorView(row);
};

/**
 * Stores an operator's answer to an open request. The state moves from open to answered in
 * one conditional update, so of two operators answering at once one wins and the other is
 * told it was answered.
 */
export const answerSupportRequest = async (
  db: Db,
  input: { id: string; operatorId: string; answer: string },
  nowMs: number,
): Promise<Result<OperatorSupportRequest>> => {
  const answer = checkSupportAnswer(input.answer);
  if (!answer.ok) return answer;
  const updated = await db
    .updateTable('support_requests')
    .set({
      state: 'answered',
      answer: answer.value,
      answered_by: input.operatorId,
      answered_at_ms: BigInt(nowMs),
    })
    .where('id', '=', input.id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  const request = await operatorSupportRequest(db, input.id);
  if (request === null) return fail('SupportRequestNotFound');
  if (updated.numUpdatedRows === 0n) return fail('SupportRequestAnswered');
  return ok(request);
};

/** Who sent a request: the account to notify and where to e-mail it. */
export const requesterOf = async (db: Db, id: string) =>
  db
    .selectFrom('support_requests')
    .innerJoin('accounts', 'accounts.id', 'support_requests.account_id')
    .select(['support_requests.account_id', 'accounts.email', 'accounts.first_name'])
    .where('support_requests.id', '=', id)
    .executeTakeFirstOrThrow();
