/**
 * A withdrawal's life: `requested` (held, waiting for its e-mail and SMS codes), `processing`
 * (codes done, or sent to RPED, waiting for the payout), then `success`, `failed`, `rejected`
 * (by an operator) or `expired` (codes never completed). Every end releases or settles the
 * hold exactly once.
 */
export const WITHDRAWAL_STATES = [
  'requested',
  'processing',
  'success',
  'failed',
  'rejected',
  'expired',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const isFinalWithdrawalState = (state: WithdrawalState): boolean =>
  state === 'success' || state === 'failed' || state === 'rejected' || state === 'expired';

/** The history's status field as the spec's client reads it. */
export type WithdrawalHistoryStatus = 'pending' | 'process' | 'success' | 'failed';

export const historyStatusOf = (state: WithdrawalState): WithdrawalHistoryStatus => {
  if (state === 'requested') return 'pending';
  if (state === 'processing') return 'process';
  if (state === 'success') return 'success';
  return 'failed';
};

/** Spec 000 §3: pending or process is Diproses, success Berhasil, anything else Gagal. */
export const withdrawalStatusLabel = (status: string): 'Diproses' | 'Berhasil' | 'Gagal' => {
  if (status === 'pending' || status === 'process') return 'Diproses';
  if (status === 'success') return 'Berhasil';
  return 'Gagal';
};
