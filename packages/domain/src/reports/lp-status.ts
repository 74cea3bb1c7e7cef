import { MG_PER_GRAM } from '../contracts.ts';

/**
 * An lp's standing by the gold it holds (spec 002 section 4): 10,000 g or more is Active,
 * 5,000 g up to under 10,000 g Consider, under 5,000 g Suspended.
 */
export const LP_STATUSES = ['Active', 'Consider', 'Suspended'] as const;
export type LpStatus = (typeof LP_STATUSES)[number];
export const LP_ACTIVE_MG_MIN = 10_000n * MG_PER_GRAM;
export const LP_CONSIDER_MG_MIN = 5_000n * MG_PER_GRAM;

export const lpStatusOf = (totalGoldMg: bigint): LpStatus =>
  totalGoldMg >= LP_ACTIVE_MG_MIN
    ? 'Active'
    : totalGoldMg >= LP_CONSIDER_MG_MIN
      ? 'Consider'
      : 'Suspended';
