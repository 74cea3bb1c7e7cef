import type { LoginAttempt } from '@emas/api';
import { LOGIN_HISTORY_MS, SIGN_IN_OUTCOMES } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { deviceFieldsOf } from './device-sessions.ts';
import { isoAt } from './time.ts';

export type HistoryPage = { readonly offset: number; readonly limit: number };

/**
 * GET /v2/user/login_history: the account's sign-in attempts of the last 90 days, successes and
 * failures, newest first (the id breaks ties), with how many there are; the city is the one
 * the login form reported.
 */
export const loginHistoryPage = async (
  db: Db,
  accountId: string,
  page: HistoryPage,
  nowMs: number,
): Promise<{ count: number; body: LoginAttempt[] }> => {
  const scoped = db
    .selectFrom('login_audit')
    .where('account_id', '=', accountId)
    .where('created_at_ms', '>', BigInt(nowMs - LOGIN_HISTORY_MS))
    .where('outcome', 'in', SIGN_IN_OUTCOMES);
  const [counted, rows] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
    scoped
      .select(['id', 'created_at_ms', 'outcome', 'ip', 'city', 'user_agent'])
      .orderBy('created_at_ms', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return {
    count: Number(counted.n),
    body: rows.map((row) => ({
      id: row.id,
      at: isoAt(row.created_at_ms),
      outcome: row.outcome as LoginAttempt['outcome'],
      ...deviceFieldsOf(row.user_agent),
      ip: row.ip,
      city: row.city,
    })),
  };
};
