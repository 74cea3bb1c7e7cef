import type { MoneyFlowDeps } from '../feature-deps.ts';
import type { BankPayout } from './payout/index.ts';

export type WithdrawalDeps = MoneyFlowDeps & {
  /** The bank payouts go through: the one createServices built, which every caller shares. */
  readonly bankPayout: BankPayout;
};
