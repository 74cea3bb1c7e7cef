import {
  IDR_ASSET,
  MONEY_DECIMALS,
  type Result,
  fail,
  ok,
  parseDecimalString,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import { balanceOf } from '../ledger/index.ts';
import type { ExchangePort } from '../trading/index.ts';
import { holderPostingOf, moneyHolderOf } from './money-holder.ts';

export type PostedAdjustment = {
  readonly adjustmentId: string;
  readonly hin: string;
  readonly fullname: string;
  readonly amountSen: bigint;
  readonly balanceSen: bigint;
};

/** A reason long enough to say why, short enough for the ledger's reference. */
const REASON_LENGTH = { min: 3, max: 200 };

/** Signed rupiah with at most two decimals, never zero, as sen. */
export const adjustmentSenOf = (amountIdr: string): bigint | null => {
  const sen = parseDecimalString(amountIdr, MONEY_DECIMALS);
  return sen === null || sen === 0n ? null : sen;
};

/**
 * The exchange's reference of an adjustment, its key: the account and the reason. The same
 * correction asked again (a retry, a second approver) posts nothing more; a second correction of
 * one account needs its own reason.
 */
export const adjustmentIdOf = (hin: string, reason: string): string =>
  `adjustment:${hin.trim().toUpperCase()}:${reason.trim()}`;

/**
 * Posts an operator's signed correction of a client's or lp's cash through the exchange's
 * `adjust` command (a debit may not take free cash below zero: InsufficientBalance), keyed by
 * the account and reason: a repeat answers the first posting.
 */
export const postAdjustment = async (
  db: Db,
  exchange: ExchangePort,
  request: { hin: string; amountIdr: string; reason: string },
): Promise<Result<PostedAdjustment>> => {
  const reason = request.reason.trim();
  if (reason.length < REASON_LENGTH.min || reason.length > REASON_LENGTH.max) {
    return fail('AdjustmentReasonRequired');
  }
  const amountSen = adjustmentSenOf(request.amountIdr);
  if (amountSen === null) return fail('InvalidAmount');
  const holder = await moneyHolderOf(db, request.hin);
  if (!holder.ok) return holder;
  const account = holder.value;
  const adjustmentId = adjustmentIdOf(account.hin, reason);
  const result = await exchange.submit({
    kind: 'balance',
    accountId: account.id,
    movement: 'adjust',
    asset: IDR_ASSET,
    amount: amountSen,
    reference: adjustmentId,
  });
  const posted = { adjustmentId, hin: account.hin, fullname: account.fullname, amountSen };
  if (result.ok) return ok({ ...posted, balanceSen: result.value.freeAfter });
  if (result.code !== 'AdjustmentReferenceReused') return result;
  const first = await holderPostingOf(db, 'adjustment', adjustmentId);
  if (first?.accountId !== account.id || first.amount !== amountSen) return result;
  return ok({ ...posted, balanceSen: await balanceOf(db, account.id, IDR_ASSET, 'cash') });
};

export const adjustmentAnswer = (adjustment: PostedAdjustment) => ({
  adjustment_id: adjustment.adjustmentId,
  hin: adjustment.hin,
  fullname: adjustment.fullname,
  amount_idr: toDecimalString(adjustment.amountSen, MONEY_DECIMALS),
  balance_idr: toDecimalString(adjustment.balanceSen, MONEY_DECIMALS),
});
