import { lockAndSignOut } from '../account-control/index.ts';
import type { ScreeningDeps } from './deps.ts';

/*
 * Locking an account for a screening hit, through account control's own lock (sessions and
 * sockets end, sign-in answers AccountLocked); these two are the only place screening locks or
 * unlocks.
 */

/** Lock reasons screening writes start so, so it never lifts a lock compliance set by hand. */
export const SCREENING_LOCK_PREFIX = 'screening:';

/** Locks an unlocked account and signs it out everywhere; answers whether it locked it. */
export const lockAccountForScreening = async (
  deps: ScreeningDeps,
  accountId: string,
  reason: string,
): Promise<boolean> => {
  const onSessionsRevoked = deps.onSessionsRevoked ?? (() => {});
  const lockDeps = { database: deps.database, clock: deps.clock, onSessionsRevoked };
  const locked = await lockAndSignOut(lockDeps, accountId, `${SCREENING_LOCK_PREFIX} ${reason}`);
  return locked !== null;
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
