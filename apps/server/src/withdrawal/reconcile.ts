import type { WithdrawalDeps } from './deps.ts';
import { endWithdrawal, moveHold } from './end-withdrawal.ts';
import { isSettling } from './settlement.ts';
import {
  type Withdrawal,
  claimWithdrawal,
  deleteWithdrawal,
  holdStateOf,
  stuckPayouts,
  unfinishedWithdrawals,
  withdrawalById,
} from './withdrawal-repository.ts';

const FINAL_RELEASED = ['failed', 'rejected', 'expired'] as const;

/**
 * Brings one withdrawal in line with its hold at the exchange, after a crash or an answer that
 * never came: a row still taking its hold is removed (no hold committed) or failed and its hold
 * released; a row whose hold was settled is a success, one whose hold was released failed; an
 * ended row whose hold is still open gets it released (or settled, for a success); a payout
 * interrupted while sending is marked unknown, so the next settle asks the bank first.
 */
export const reconcileWithdrawal = async (deps: WithdrawalDeps, id: string): Promise<void> => {
  const { db } = deps.database;
  const row = await withdrawalById(db, id);
  if (row === null) return;
  const hold = await holdStateOf(db, row.id);
  const nowMs = BigInt(deps.clock.now());
  if (row.state === 'holding') {
    if (hold === null) return deleteWithdrawal(db, row.id);
    await claimWithdrawal(db, row.id, { states: ['holding'] }, failedNow(nowMs, 'interrupted'));
    if (hold === 'open') await moveHold(deps, row, 'release');
    return;
  }
  await reconcileHeld(deps, row, hold, nowMs);
};

const failedNow = (nowMs: bigint, reason: string) => ({
  state: 'failed' as const,
  failure_reason: reason,
  updated_at_ms: nowMs,
});

const reconcileHeld = async (
  deps: WithdrawalDeps,
  row: Withdrawal,
  hold: 'open' | 'released' | 'settled' | null,
  nowMs: bigint,
): Promise<void> => {
  const { db } = deps.database;
  const live = ['requested', 'processing'] as const;
  if (hold === 'settled' && row.state !== 'success') {
    await claimWithdrawal(
      db,
      row.id,
      { states: live },
      {
        state: 'success',
        payout_state: 'paid',
        updated_at_ms: nowMs,
      },
    );
  } else if (hold === 'released' && (live as readonly string[]).includes(row.state)) {
    await claimWithdrawal(db, row.id, { states: live }, failedNow(nowMs, 'released'));
  } else if (hold === 'open' && (FINAL_RELEASED as readonly string[]).includes(row.state)) {
    await moveHold(deps, row, 'release');
  } else if (hold === 'open' && row.state === 'success') {
    await moveHold(deps, row, 'settle');
  } else if (hold === 'open' && row.state === 'processing' && row.payout_state === 'failed') {
    // The bank refused the payout and the end was cut off: the amount goes back now.
    await endWithdrawal(deps, row.id, {
      from: ['processing'],
      to: 'failed',
      reason: row.failure_reason ?? 'The bank refused the payout',
      payout: ['failed'],
    });
    return;
  }
  if (row.payout_state === 'sending') {
    await claimWithdrawal(
      db,
      row.id,
      { states: [row.state], payout: ['sending'] },
      {
        payout_state: 'unknown',
        updated_at_ms: nowMs,
      },
    );
  }
};

/** At start: every withdrawal not at an end, and every ended one whose hold is still open. */
export const reconcileWithdrawals = async (deps: WithdrawalDeps): Promise<number> => {
  const { db } = deps.database;
  const unfinished = await unfinishedWithdrawals(db);
  const endedButHeld = await db
    .selectFrom('withdrawals')
    .innerJoin('balance_holds', 'balance_holds.reference', 'withdrawals.id')
    .select('withdrawals.id')
    .where('balance_holds.state', '=', 'open')
    .where('withdrawals.state', 'in', [...FINAL_RELEASED, 'success'])
    .execute();
  const ids = new Set([...unfinished.map((row) => row.id), ...endedButHeld.map((row) => row.id)]);
  for (const id of ids) await reconcileWithdrawal(deps, id);
  return ids.size;
};

/** A payout untouched this long while sending (or cut off after failing) is stuck. */
export const PAYOUT_STUCK_AFTER_MS = 5 * 60_000;

/**
 * Periodically: payouts a store failure or a crash left half-done (processing, and sending or
 * failed) are brought in line with their holds as at start, unless this server is still paying
 * them out; a sending one becomes unknown (the next settle asks the bank first), a failed one
 * gives its amount back. Answers how many were looked at.
 */
export const reconcileStuckPayouts = async (deps: WithdrawalDeps): Promise<number> => {
  const stuck = await stuckPayouts(deps.database.db, deps.clock.now() - PAYOUT_STUCK_AFTER_MS);
  let looked = 0;
  for (const { id } of stuck) {
    if (isSettling(deps, id)) continue;
    await reconcileWithdrawal(deps, id);
    looked += 1;
  }
  return looked;
};
