import { revokeAccountSessions } from '../auth/index.ts';
import type { ScreeningDeps } from './deps.ts';

/*
 * Locking an account for a screening hit. The account-lock feature (issue 22 item 5: the lock
 * API, sign-in's refusal, killing orders) is being built beside this one with its own
 * `lockAccount(...)`; until it lands, these two set the columns migration 0028 added and end
 * the account's sessions, and are the only place screening locks or unlocks, so swapping them
 * for that feature's calls is a change here alone.
 */

/** Lock reasons screening writes start so, so it never lifts a lock compliance set by hand. */
export const SCREENING_LOCK_PREFIX = 'screening:';

/** Locks an unlocked account and signs it out everywhere; answers whether it locked it. */
export const lockAccountForScreening = async (
  deps: ScreeningDeps,
  accountId: string,
  reason: string,
): Promise<boolean> => {
  const nowMs = deps.clock.now();
  const locked = await deps.database.db
    .updateTable('accounts')
    .set({ locked_at_ms: BigInt(nowMs), lock_reason: `${SCREENING_LOCK_PREFIX} ${reason}` })
    .where('id', '=', accountId)
    .where('locked_at_ms', 'is', null)
    .executeTakeFirst();
  if (locked.numUpdatedRows === 0n) return false;
  const revoked = await revokeAccountSessions(deps.database.db, accountId, nowMs);
  deps.onSessionsRevoked?.(revoked);
  return true;
};

/** Lifts a lock screening set; a lock for another reason stays. */
export const unlockAccountAfterScreening = async (
  deps: ScreeningDeps,
  accountId: string,
): Promise<void> => {
  await deps.database.db
    .updateTable('accounts')
    .set({ locked_at_ms: null, lock_reason: null })
    .where('id', '=', accountId)
    .where('lock_reason', 'like', `${SCREENING_LOCK_PREFIX}%`)
    .execute();
};
