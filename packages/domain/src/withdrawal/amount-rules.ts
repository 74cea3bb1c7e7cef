import {
  WITHDRAWAL_DESCRIPTION_LENGTH_MAX,
  WITHDRAWAL_DESCRIPTION_LENGTH_MIN,
  WITHDRAWAL_MAX_SEN,
  WITHDRAWAL_MIN_SEN,
} from '../constants.ts';
import { type Result, fail, ok } from '../result.ts';

/** How a withdrawal leaves: to the RPED account's owner by BI-FAST or ETB (spec 000 §3). */
export const TRANSFER_TYPES = ['bifast', 'etb'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/**
 * The amount rules of spec 000 §5, in sen: at least Rp 10.000 for every transfer, at most
 * Rp 250.000.000 by BI-FAST (ETB has no maximum of its own; the daily limit still applies).
 */
export const withdrawalAmountVerdict = (
  transferType: TransferType,
  amountSen: bigint,
): Result<void> => {
  if (amountSen < WITHDRAWAL_MIN_SEN) return fail('WithdrawalBelowMinimum');
  if (transferType === 'bifast' && amountSen > WITHDRAWAL_MAX_SEN) {
    return fail('WithdrawalAboveMaximum');
  }
  return ok(undefined);
};

/**
 * The optional description: blank (after trimming) means none, and it is left out of the
 * request; otherwise 3 to 40 characters (counted as the user sees them, by code point).
 */
export const withdrawalDescriptionVerdict = (
  description: string | undefined | null,
): Result<string | undefined> => {
  const text = (description ?? '').trim();
  if (text === '') return ok(undefined);
  const length = [...text].length;
  if (length < WITHDRAWAL_DESCRIPTION_LENGTH_MIN) return fail('WithdrawalDescriptionTooShort');
  if (length > WITHDRAWAL_DESCRIPTION_LENGTH_MAX) return fail('WithdrawalDescriptionTooLong');
  return ok(text);
};

/**
 * The daily limit per account: what was withdrawn today (Jakarta day, held or paid; failed
 * and rejected ones give their amount back) plus this request must not exceed the limit, sen.
 */
export const dailyLimitVerdict = (
  usedTodaySen: bigint,
  amountSen: bigint,
  dailyLimitSen: bigint,
): Result<void> =>
  usedTodaySen + amountSen > dailyLimitSen ? fail('WithdrawalDailyLimitExceeded') : ok(undefined);
