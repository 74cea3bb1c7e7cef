import type { RestingOrder, Side } from './order.ts';

/** One trade between a resting maker and an incoming taker, at the maker's price. */
export type Fill = {
  readonly price: bigint;
  readonly quantity: bigint;
  readonly makerOrderId: string;
  readonly makerAccountId: string;
  /** What stays open of the maker after this fill; 0n when it is filled. */
  readonly makerRemainingQuantity: bigint;
  readonly takerOrderId: string;
  readonly takerAccountId: string;
  readonly takerSide: Side;
  readonly timestampMs: number;
};

/** A fill `preview` foresees: a maker's price and the quantity the order would take from it. */
export type PreviewFill = { readonly price: bigint; readonly quantity: bigint };

/**
 * Why open quantity left the book without trading: `killed` by its owner, `expired` by the
 * engine's clock, `self-trade` when an order of the same account came in against it, and
 * `unmatched` for the part of a market order that found no liquidity.
 */
export const CANCEL_REASONS = ['killed', 'expired', 'self-trade', 'unmatched'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export type CancelledOrder = {
  readonly orderId: string;
  readonly accountId: string;
  readonly side: Side;
  /** Null for the unmatched part of a market order. */
  readonly price: bigint | null;
  readonly quantity: bigint;
  readonly reason: CancelReason;
};

/**
 * What became of the order a command names, in the spec's words: `fill` matched in full,
 * `partial` matched in part (a limit order rests with the rest, a market order's rest is
 * cancelled), `submit` open without a match, `cancel` nothing matched and nothing rests.
 */
export const ORDER_STATUSES = ['fill', 'partial', 'submit', 'cancel'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type CommandReport = {
  /** Null for an expiry sweep, which names no order. */
  readonly status: OrderStatus | null;
  readonly fills: readonly Fill[];
  /** The named order as it rests after the command, or null. */
  readonly resting: RestingOrder | null;
  /** Every open quantity the command removed without a trade, in the order it happened. */
  readonly cancelled: readonly CancelledOrder[];
  /** True when an amend cancelled the order and entered it again, losing its place. */
  readonly requeued: boolean;
};

export type DepthLevel = {
  readonly price: bigint;
  readonly quantity: bigint;
  readonly orderCount: number;
};

/** Price levels per side, best first. */
export type Depth = { readonly bids: readonly DepthLevel[]; readonly asks: readonly DepthLevel[] };

/** Every resting order per side, best price first and in time priority within a price. */
export type BookSnapshot = {
  readonly bids: readonly RestingOrder[];
  readonly asks: readonly RestingOrder[];
};

/** The status of an order that came in for `quantity` and traded `filled` of it. */
export const statusOf = (quantity: bigint, filled: bigint, rests: boolean): OrderStatus => {
  if (filled === quantity) return 'fill';
  if (filled > 0n) return 'partial';
  return rests ? 'submit' : 'cancel';
};
