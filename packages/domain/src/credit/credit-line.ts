import { type Result, fail, ok } from '../result.ts';

/** The highest credit limit an operator may grant or a client may ask for: Rp 1.000.000.000. */
export const CREDIT_LIMIT_MAX_SEN = 100_000_000_000n;
const SEN_PER_RUPIAH = 100n;
export const CREDIT_REASON_LENGTH_MIN = 3;
export const CREDIT_REASON_LENGTH_MAX = 200;

/** The credit card of spec 002 section 9, sen. */
export type CreditFigures = {
  readonly creditLimitSen: bigint;
  readonly availableCreditSen: bigint;
  readonly settlementOwingSen: bigint;
};

/**
 * Available credit = credit limit − settlement owing − credit reserved for trades (spec 002
 * section 9). Free cash below zero is credit drawn by buy orders: the part their fills have
 * already settled leaves the account's cash below zero, which is the settlement owing; the rest
 * is still reserved for open orders.
 */
export function creditFigures(
  accountBalanceSen: bigint,
  reservedSen: bigint,
  creditLimitSen: bigint,
): CreditFigures {
  const freeSen = accountBalanceSen - reservedSen;
  const drawnSen = freeSen < 0n ? -freeSen : 0n;
  const settlementOwingSen = accountBalanceSen < 0n ? -accountBalanceSen : 0n;
  const reservedOnCreditSen = drawnSen - settlementOwingSen;
  return {
    creditLimitSen,
    settlementOwingSen,
    availableCreditSen: creditLimitSen - settlementOwingSen - reservedOnCreditSen,
  };
}

/** A credit limit asked for or granted: whole rupiah, from 0 to CREDIT_LIMIT_MAX_SEN. */
export function checkCreditLimit(limitSen: bigint): Result<bigint> {
  const valid =
    limitSen >= 0n && limitSen <= CREDIT_LIMIT_MAX_SEN && limitSen % SEN_PER_RUPIAH === 0n;
  return valid ? ok(limitSen) : fail('CreditLimitInvalid', { max: '1.000.000.000' });
}

/** Why a client needs the credit: trimmed, 3 to 200 characters. */
export function checkCreditReason(text: string): Result<string> {
  const reason = text.trim();
  const fits =
    reason.length >= CREDIT_REASON_LENGTH_MIN && reason.length <= CREDIT_REASON_LENGTH_MAX;
  return fits ? ok(reason) : fail('CreditReasonInvalid');
}
