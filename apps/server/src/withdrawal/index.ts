/** Cash withdrawals: to RPED and by bank transfer, held by the exchange until paid out. */
export { type WithdrawalDeps, withdrawalRoutes } from './routes.ts';
export { withdrawalsForOperator } from './operator-list.ts';
export { rejectWithdrawal, settleWithdrawal, sweepExpiredWithdrawals } from './settlement.ts';
export { reconcileWithdrawals } from './reconcile.ts';
export {
  type BankPayout,
  type PayoutOutcome,
  type PayoutRequest,
  type PayoutStatus,
  type SimulatedPayout,
  simulatedPayout,
} from './payout/index.ts';
export type { OperatorWithdrawal } from '@emas/api';
