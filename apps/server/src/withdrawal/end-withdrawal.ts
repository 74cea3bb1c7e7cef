import { IDR_ASSET, type Result, fail, ok } from '@emas/domain';
import { faultPoint } from '../config.ts';
import { tellAccount } from '../help/index.ts';
import type { WithdrawalDeps } from './deps.ts';
import {
  type Withdrawal,
  type WithdrawalState,
  claimWithdrawal,
  withdrawalById,
} from './withdrawal-repository.ts';

/** Moves a withdrawal's hold at the exchange: back to free, or out of the platform. */
export const moveHold = async (
  deps: WithdrawalDeps,
  row: Pick<Withdrawal, 'id' | 'account_id'>,
  movement: 'release' | 'settle',
): Promise<void> => {
  const moved = await deps.exchange.submit({
    kind: 'balance',
    movement,
    accountId: row.account_id,
    asset: IDR_ASSET,
    amount: 0n,
    reference: row.id,
  });
  // HoldNotFound: the hold already ended this way (a reconciliation got there first).
  if (!moved.ok && moved.code !== 'HoldNotFound') {
    throw new Error(`withdrawal ${row.id}: ${movement} refused with ${moved.code}`);
  }
};

/**
 * Ends a withdrawal that gives its amount back (failed, rejected, expired): the row changes
 * first, claimed from the states it may end from, then the hold is released. One caller wins
 * the claim, so the release happens once; a crash between the two is finished at start.
 */
export const endWithdrawal = async (
  deps: WithdrawalDeps,
  id: string,
  change: {
    from: readonly WithdrawalState[];
    to: 'failed' | 'rejected' | 'expired';
    reason: string;
    payout?: readonly string[];
    /** The payout's end, written in the same change (a payout the bank refused). */
    payoutState?: 'failed';
  },
): Promise<Result<Withdrawal>> => {
  const { db } = deps.database;
  const row = await claimWithdrawal(
    db,
    id,
    change.payout === undefined
      ? { states: change.from }
      : { states: change.from, payout: change.payout },
    {
      state: change.to,
      failure_reason: change.reason,
      updated_at_ms: BigInt(deps.clock.now()),
      ...(change.payoutState === undefined ? {} : { payout_state: change.payoutState }),
    },
  );
  if (row === null) {
    return (await withdrawalById(db, id)) === null
      ? fail('WithdrawalNotFound')
      : fail('WithdrawalNotProcessing');
  }
  faultPoint(deps.config, 'exit-after-withdrawal-end');
  await moveHold(deps, row, 'release');
  // An expired request was never confirmed by its owner: nothing to tell.
  if (change.to !== 'expired') {
    const params = {
      outcome: change.to,
      amount_sen: String(row.amount_sen),
      reason: change.reason,
    };
    const notice = { accountId: row.account_id, kind: 'withdrawal' as const, params };
    await tellAccount(deps, notice);
  }
  return ok(row);
};
