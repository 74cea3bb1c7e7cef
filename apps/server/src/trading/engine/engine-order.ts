import type { OrderCharges, OrderDirection, OrderType, Validity } from '@emas/domain';
import type { OrderTable } from '../../db/schema.ts';

/** Why an order stopped being open without trading in full. */
export type CancelReason = 'killed' | 'expired' | 'self-trade' | 'unmatched' | 'unfunded';
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
  /** The broker's fee schedule in force when it was placed; null: placed before schedules. */
  readonly feeScheduleId: string | null;
  /** A stop order's stop price (editable while it waits); null for other orders. */
  stopPriceSen: bigint | null;
  /** When its stop fired; null while a stop waits, and for other orders. */
  triggeredAtMs: number | null;
  status: OrderStatus;
  cancelReason: CancelReason | null;
  queueSeq: bigint;
  queuedAtMs: number;
  readonly createdAtMs: number;
  updatedAtMs: number;
};

const n = (value: number | null): bigint | null => (value === null ? null : BigInt(value));

/** The order's row as it stands now: a copy, unchanged by what the engine does next. */
/** An order's amounts (bigint columns): what an edit or a fill changes. */
export const ORDER_AMOUNT_COLUMNS = [
  'limit_price_sen',
  'quantity_mg',
  'remaining_mg',
  'filled_mg',
  'filled_value_sen',
  'fee_sen',
  'tax_sen',
  'cashback_sen',
  'held_sen',
  'held_mg',
  'fx_buffer_sen',
  'payment_sen',
  'stop_price_sen',
] as const satisfies readonly (keyof OrderTable)[];

export const orderRow = (order: EngineOrder): OrderTable => ({
  id: order.id,
  sequence: order.sequence,
  account_id: order.accountId,
  contract_id: BigInt(order.contractId),
  direction: order.direction,
  order_type: order.orderType,
  validity: order.validity,
  expires_at_ms: n(order.expiresAtMs),
  limit_price_sen: order.limitPriceSen,
  quantity_mg: order.quantityMg,
  remaining_mg: order.remainingMg,
  filled_mg: order.filledMg,
  filled_value_sen: order.charges.filledValueSen,
  fee_sen: order.charges.feeChargedSen,
  tax_sen: order.charges.taxChargedSen,
  cashback_sen: order.charges.cashbackPaidSen,
  held_sen: order.heldSen,
  held_mg: order.heldMg,
  fx_buffer_sen: order.fxBufferSen,
  payment_sen: order.paymentSen,
  rate_idr_per_usd: order.rateIdrPerUsd,
  status: order.status,
  cancel_reason: order.cancelReason,
  queue_seq: order.queueSeq,
  queued_at_ms: BigInt(order.queuedAtMs),
  created_at_ms: BigInt(order.createdAtMs),
  updated_at_ms: BigInt(order.updatedAtMs),
  fee_schedule_id: order.feeScheduleId,
  stop_price_sen: order.stopPriceSen,
  triggered_at_ms: n(order.triggeredAtMs),
});

/** A stop order still waiting for its trigger: open, holding, and not in any book. */
export const isWaitingStop = (order: EngineOrder): boolean =>
  order.stopPriceSen !== null && order.triggeredAtMs === null && order.status === 'submit';
