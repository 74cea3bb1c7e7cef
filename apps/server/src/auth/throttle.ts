import type { Db } from '../db/database.ts';
import {
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP_MAX,
  SIGN_IN_FAILURES_PER_ACCOUNT_BEFORE_CAPTCHA,
  SIGN_IN_FAILURES_PER_IP_MAX,
  SIGN_IN_LOCK_MS,
  SIGN_IN_WINDOW_MS,
} from './limits.ts';
import { ACCOUNT_FAILURE_OUTCOMES, IP_FAILURE_OUTCOMES } from './login-audit.ts';

export type ThrottleRule = { failuresMax: number; windowMs: number; lockMs: number };

/** Locks one address out of one account: the guesser, not the owner elsewhere. */
export const ACCOUNT_AND_IP_RULE: ThrottleRule = {
  failuresMax: SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP_MAX,
  windowMs: SIGN_IN_WINDOW_MS,
  lockMs: SIGN_IN_LOCK_MS,
};
export const IP_RULE: ThrottleRule = {
  failuresMax: SIGN_IN_FAILURES_PER_IP_MAX,
  windowMs: SIGN_IN_WINDOW_MS,
  lockMs: SIGN_IN_LOCK_MS,
};
/** Not a lock: while it holds, the account's sign-ins need the strong captcha. */
export const ACCOUNT_CAPTCHA_RULE: ThrottleRule = {
  failuresMax: SIGN_IN_FAILURES_PER_ACCOUNT_BEFORE_CAPTCHA,
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

type Attempts = { accountId?: string; ip?: string; outcomes: readonly string[] };

const failureTimes = async (
  db: Db,
  attempts: Attempts,
  rule: ThrottleRule,
  nowMs: number,
): Promise<number[]> => {
  let query = db
    .selectFrom('login_audit')
    .select('created_at_ms')
    .where('outcome', 'in', attempts.outcomes)
    .where('created_at_ms', '>', BigInt(nowMs - rule.windowMs - rule.lockMs));
  if (attempts.accountId !== undefined) query = query.where('account_id', '=', attempts.accountId);
  if (attempts.ip !== undefined) query = query.where('ip', '=', attempts.ip);
  const rows = await query.orderBy('created_at_ms', 'desc').limit(FAILURE_ROWS_MAX).execute();
  return rows.map((row) => Number(row.created_at_ms)).reverse();
};

const untilMs = async (db: Db, attempts: Attempts, rule: ThrottleRule, nowMs: number) =>
  lockedUntilMs(await failureTimes(db, attempts, rule, nowMs), rule, nowMs);

export const accountAndIpLockedUntilMs = (
  db: Db,
  accountId: string,
  ip: string,
  nowMs: number,
): Promise<number | null> =>
  untilMs(db, { accountId, ip, outcomes: ACCOUNT_FAILURE_OUTCOMES }, ACCOUNT_AND_IP_RULE, nowMs);

export const ipLockedUntilMs = (db: Db, ip: string, nowMs: number): Promise<number | null> =>
  untilMs(db, { ip, outcomes: IP_FAILURE_OUTCOMES }, IP_RULE, nowMs);

/** Until when the account's sign-ins need the strong captcha, or null when they do not. */
export const strongCaptchaUntilMs = (
  db: Db,
  accountId: string,
  nowMs: number,
): Promise<number | null> =>
  untilMs(db, { accountId, outcomes: ACCOUNT_FAILURE_OUTCOMES }, ACCOUNT_CAPTCHA_RULE, nowMs);
