import type { Db } from '../db/database.ts';
import {
  SIGN_IN_FAILURES_PER_ACCOUNT_MAX,
  SIGN_IN_FAILURES_PER_IP_MAX,
  SIGN_IN_LOCK_MS,
  SIGN_IN_WINDOW_MS,
} from './limits.ts';
import { ACCOUNT_FAILURE_OUTCOMES, IP_FAILURE_OUTCOMES } from './login-audit.ts';

export type ThrottleRule = { failuresMax: number; windowMs: number; lockMs: number };

export const ACCOUNT_RULE: ThrottleRule = {
  failuresMax: SIGN_IN_FAILURES_PER_ACCOUNT_MAX,
  windowMs: SIGN_IN_WINDOW_MS,
  lockMs: SIGN_IN_LOCK_MS,
};
export const IP_RULE: ThrottleRule = {
  failuresMax: SIGN_IN_FAILURES_PER_IP_MAX,
  windowMs: SIGN_IN_WINDOW_MS,
  lockMs: SIGN_IN_LOCK_MS,
};

/**
 * When a lock ends, or null when there is none now. A lock starts at the failure that brings
 * `failuresMax` failures within `windowMs`, and lasts `lockMs` from it. Attempts refused during
 * a lock are not failures, so they do not extend it. `failureTimesMs` is ascending.
 */
export const lockedUntilMs = (
  failureTimesMs: readonly number[],
  rule: ThrottleRule,
  nowMs: number,
): number | null => {
  let until: number | null = null;
  for (let last = rule.failuresMax - 1; last < failureTimesMs.length; last += 1) {
    const first = failureTimesMs[last - (rule.failuresMax - 1)] as number;
    const at = failureTimesMs[last] as number;
    if (at - first <= rule.windowMs && at + rule.lockMs > nowMs)
      until = Math.max(until ?? 0, at + rule.lockMs);
  }
  return until;
};

/** Far more rows than any lock decision needs; a bound on what one check reads. */
const FAILURE_ROWS_MAX = 200;

const failureTimes = async (
  db: Db,
  column: 'account_id' | 'ip',
  value: string,
  outcomes: readonly string[],
  rule: ThrottleRule,
  nowMs: number,
): Promise<number[]> => {
  const rows = await db
    .selectFrom('login_audit')
    .select('created_at_ms')
    .where(column, '=', value)
    .where('outcome', 'in', outcomes)
    .where('created_at_ms', '>', BigInt(nowMs - rule.windowMs - rule.lockMs))
    .orderBy('created_at_ms', 'desc')
    .limit(FAILURE_ROWS_MAX)
    .execute();
  return rows.map((row) => Number(row.created_at_ms)).reverse();
};

export const accountLockedUntilMs = async (
  db: Db,
  accountId: string,
  nowMs: number,
): Promise<number | null> =>
  lockedUntilMs(
    await failureTimes(db, 'account_id', accountId, ACCOUNT_FAILURE_OUTCOMES, ACCOUNT_RULE, nowMs),
    ACCOUNT_RULE,
    nowMs,
  );

export const ipLockedUntilMs = async (db: Db, ip: string, nowMs: number): Promise<number | null> =>
  lockedUntilMs(
    await failureTimes(db, 'ip', ip, IP_FAILURE_OUTCOMES, IP_RULE, nowMs),
    IP_RULE,
    nowMs,
  );
