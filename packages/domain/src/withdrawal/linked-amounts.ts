import { WITHDRAWAL_STEP_CENTS, WITHDRAWAL_STEP_SEN } from '../constants.ts';

/*
 * The transfer screen's IDR and USD amounts, linked by the USD sell rate (whole rupiah per US
 * dollar). Sen and cents are integers; a conversion rounds down so the other figure never
 * promises more than the typed one is worth.
 */

/** Sen to US cents at the sell rate, rounded down. */
export const usdCentsOfSen = (sen: bigint, sellIdrPerUsd: bigint): bigint =>
  sellIdrPerUsd <= 0n || sen <= 0n ? 0n : sen / sellIdrPerUsd;

/** US cents to sen at the sell rate. */
export const senOfUsdCents = (cents: bigint, sellIdrPerUsd: bigint): bigint =>
  cents <= 0n ? 0n : cents * sellIdrPerUsd;

/** One step up or down (`direction` 1 or -1) of an amount, never below 0. */
const stepped = (amount: bigint, step: bigint, direction: 1 | -1): bigint => {
  const next = amount + step * BigInt(direction);
  return next < 0n ? 0n : next;
};

/** The IDR amount's stepper: Rp 10.000 a step, in sen. */
export const stepIdrSen = (sen: bigint, direction: 1 | -1): bigint =>
  stepped(sen, WITHDRAWAL_STEP_SEN, direction);

/** The USD amount's stepper: $1 a step, in cents. */
export const stepUsdCents = (cents: bigint, direction: 1 | -1): bigint =>
  stepped(cents, WITHDRAWAL_STEP_CENTS, direction);
