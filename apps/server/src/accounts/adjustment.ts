import {
  CASH_MOVEMENT_MAX_SEN,
  MONEY_DECIMALS,
  type Result,
  fail,
  ok,
  parseDecimalString,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { ExchangePort } from '../trading/index.ts';
import { moneyHolderOf, moveCashOnce } from './money-holder.ts';

export type PostedAdjustment = {
  readonly adjustmentId: string;
  readonly hin: string;
  readonly fullname: string;
  readonly amountSen: bigint;
  readonly balanceSen: bigint;
};

/** A reason long enough to say why, short enough for the ledger's reference. */
const REASON_LENGTH = { min: 3, max: 200 };

/** Signed rupiah with at most two decimals, never zero nor beyond CASH_MOVEMENT_MAX_SEN, as sen. */
export const adjustmentSenOf = (amountIdr: string): bigint | null => {
  const sen = parseDecimalString(amountIdr, MONEY_DECIMALS);
  const size = sen !== null && sen < 0n ? -sen : sen;
  return size === null || size === 0n || size > CASH_MOVEMENT_MAX_SEN ? null : sen;
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
  const { hin, fullname } = holder.value;
  const adjustmentId = adjustmentIdOf(hin, reason);
  const move = {
    holder: holder.value,
    movement: 'adjust' as const,
    amountSen,
    reference: adjustmentId,
  };
  const moved = await moveCashOnce(db, exchange, move);
  if (!moved.ok) return moved;
  return ok({ adjustmentId, hin, fullname, amountSen, balanceSen: moved.value.balanceSen });
};

export const adjustmentAnswer = (adjustment: PostedAdjustment) => ({
  adjustment_id: adjustment.adjustmentId,
  hin: adjustment.hin,
  fullname: adjustment.fullname,
  amount_idr: toDecimalString(adjustment.amountSen, MONEY_DECIMALS),
  balance_idr: toDecimalString(adjustment.balanceSen, MONEY_DECIMALS),
});
