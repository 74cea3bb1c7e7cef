/**
 * Movements of an account's cash or gold outside trading, applied by the exchange, the one
 * writer of every balance it holds in memory (exchange-core routes these through its risk
 * engine as balance adjustments). Amounts are sen for cash (asset IDR) and milligrams for gold.
 *
 * - `deposit`: cash or gold comes in from outside (bank or vault) to the owner's free balance.
 * - `hold`: free cash or gold is held for a withdrawal or delivery named by `reference`.
 * - `release`: the hold of `reference` goes back to free (rejected or failed payout).
 * - `settle`: the hold of `reference` leaves the platform (paid out or sent).
 * - `fee`: a fee and its tax, out of free cash, to fee income and tax payable.
 * - `adjust`: an operator's correction, signed, against the platform's adjustment account;
 *   `reference` says why and keys it: posted once per reference, as a deposit is
 *   (AdjustmentReferenceReused).
 * - `credit_limit`: sets the account's credit line to `amount` sen (no posting: a limit moves
 *   nothing). Buy orders may then draw free cash below zero, down to minus the limit; nothing
 *   else may. A limit below the credit already drawn is refused.
 *
 * A hold is released or settled exactly once: a second release or settle of a reference, or a
 * second hold with a reference already used, is refused. A deposit is credited once per
 * reference: a second deposit with a reference already used is refused (DepositReferenceReused).
 */
export type BalanceMovement =
  'deposit' | 'hold' | 'release' | 'settle' | 'fee' | 'adjust' | 'credit_limit';

export type BalanceCommand = {
  readonly kind: 'balance';
  readonly accountId: string;
  readonly movement: BalanceMovement;
  /** `IDR` or a gold asset (`XAU:<contract>`); a release or settle moves its hold's asset. */
  readonly asset: string;
  /**
   * Positive; signed for `adjust`; the new limit (zero or more) for `credit_limit`; ignored for
   * `release` and `settle` (the hold's amount).
   */
  readonly amount: bigint;
  /** `fee` only: the tax on the fee, sen. */
  readonly taxSen?: bigint;
  /** The business record: the withdrawal's or delivery's id, the deposit's, the reason. */
  readonly reference: string;
};

/** A hold for a withdrawal or delivery, as the engine keeps it until it is released or settled. */
export type BalanceHold = {
  readonly reference: string;
  readonly accountId: string;
  readonly asset: string;
  readonly amount: bigint;
  state: 'open' | 'released' | 'settled';
  readonly createdAtMs: number;
  updatedAtMs: number;
};

/** What a balance command left: the account's free and withdrawal-held balance of the asset. */
export type BalanceOutcome = {
  readonly movement: BalanceMovement;
  readonly reference: string;
  readonly asset: string;
  readonly amount: bigint;
  readonly freeAfter: bigint;
  readonly heldAfter: bigint;
};

/** What the engine knows of holds while applying a batch. */
export type HoldBook = {
  readonly open: Map<string, BalanceHold>;
  /** References used by holds already closed, read before the batch. */
  readonly closed: ReadonlySet<string>;
  /**
   * References of deposits and adjustments already posted: the committed ones of the batch's deposits, read
   * before it, and every one applied since the engine last loaded its state. Applying a
   * deposit adds its reference.
   */
  readonly deposits: Set<string>;
};
