import type { OrderCharges, OrderDirection, OrderType, Validity } from '@emas/domain';

/** Why an order stopped being open without trading in full. */
export type CancelReason = 'killed' | 'expired' | 'self-trade' | 'unmatched';
export type OrderStatus = 'submit' | 'fill' | 'cancel';

/**
 * An order as the engine keeps it while it is open (and for the batch that closes it).
 * Quantities are milligrams, prices sen per lot; `heldSen` / `heldMg` are what it holds in
 * the account's reserved cash or gold right now.
 */
export type EngineOrder = {
  readonly id: string;
  readonly sequence: bigint;
  readonly accountId: string;
  readonly contractId: number;
  readonly direction: OrderDirection;
  readonly orderType: OrderType;
  validity: Validity;
  expiresAtMs: number | null;
  limitPriceSen: bigint | null;
  /** Filled plus open. */
  quantityMg: bigint;
  remainingMg: bigint;
  filledMg: bigint;
  charges: OrderCharges;
  heldSen: bigint;
  heldMg: bigint;
  fxBufferSen: bigint;
  paymentSen: bigint;
  readonly rateIdrPerUsd: bigint;
  status: OrderStatus;
  cancelReason: CancelReason | null;
  queueSeq: bigint;
  queuedAtMs: number;
  readonly createdAtMs: number;
  updatedAtMs: number;
};
