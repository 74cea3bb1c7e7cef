import type { AccountLevel } from '../account-level.ts';
import type { ContractConfig } from '../contracts.ts';
import { divideRoundHalfUp } from '../rounding.ts';
import { gramsText, milligramsToTroyOunces } from '../units.ts';
import { toDecimalString } from '../money.ts';

/**
 * The revenue-share report (RRS, spec 002): what an account's clients bought and sold, per
 * contract group, and the branch's share of the execution fees they paid: 25 % for a full
 * member (fm), 35 % for an introducing broker (ib). Money is sen; gold milligrams.
 */
export const REVENUE_SHARE_PERCENT: Readonly<Partial<Record<AccountLevel, bigint>>> = {
  fm: 25n,
  ib: 35n,
};

/** A branch's share of `feesSen` (execution fees, tax excluded), half up; 0 for other levels. */
export const revenueShareSen = (feesSen: bigint, level: AccountLevel): bigint => {
  const percent = REVENUE_SHARE_PERCENT[level] ?? 0n;
  return divideRoundHalfUp(feesSen * percent, 100n);
};

/**
 * Rate ratio = sell / (sell + buy) × 100, as text with 2 decimals, or '-' when nothing traded
 * (spec 002 section 5: '-' when not a number).
 */
export const rateRatioText = (sellSen: bigint, buySen: bigint): string => {
  const total = sellSen + buySen;
  if (total <= 0n) return '-';
  return toDecimalString(divideRoundHalfUp(sellSen * 10_000n, total), 2);
};

/** The report's contract groups, named as the spec's rrsName. */
export type RrsGroup = 'micro' | '100 g' | '1 kg' | 'KAU';
export const RRS_GROUPS: readonly RrsGroup[] = ['micro', '100 g', '1 kg', 'KAU'];

export const rrsGroupOf = (
  contract: Pick<ContractConfig, 'contractType' | 'weightMg'>,
): RrsGroup =>
  contract.contractType === 'kau'
    ? 'KAU'
    : contract.weightMg >= 1_000_000n
      ? '1 kg'
      : contract.weightMg >= 100_000n
        ? '100 g'
        : 'micro';

/** One side's volume: money and gold. */
export type RrsVolume = { readonly valueSen: bigint; readonly mg: bigint };
export const NO_VOLUME: RrsVolume = { valueSen: 0n, mg: 0n };

export const addVolume = (a: RrsVolume, b: RrsVolume): RrsVolume => ({
  valueSen: a.valueSen + b.valueSen,
  mg: a.mg + b.mg,
});

/** Gold as the report shows it: grams with 2 decimals and troy ounces with 10. */
export const rrsWeights = (mg: bigint): { gram: string; toz: string } => ({
  gram: gramsText(mg, 2),
  toz: milligramsToTroyOunces(mg, 10),
});
