import type { AccountLevel } from '@emas/api';
import { idleExpiryApplies } from '@emas/domain';

/*
 * Spec 000 section 6: ib and fm have "No inactivity expiry" (section 4: activity extends the
 * expiry, "This does not apply to fm and ib"). Their sessions end only at the absolute lifetime.
 */
export { idleExpiryApplies };

export type SessionTimes = { idleExpiresAtMs: number; absoluteExpiresAtMs: number };

/** A new session's expiries; an idle-exempt session's idle expiry is its absolute one. */
export const newSessionTimes = (
  level: AccountLevel,
  nowMs: number,
  idleMs: number,
  absoluteMs: number,
): SessionTimes => {
  const absoluteExpiresAtMs = nowMs + absoluteMs;
  const idleExpiresAtMs = idleExpiryApplies(level)
    ? Math.min(nowMs + idleMs, absoluteExpiresAtMs)
    : absoluteExpiresAtMs;
  return { idleExpiresAtMs, absoluteExpiresAtMs };
};

/** When the client should consider its session over: the idle expiry (never past absolute). */
export const sessionExpiresAtMs = (times: SessionTimes): number =>
  Math.min(times.idleExpiresAtMs, times.absoluteExpiresAtMs);
