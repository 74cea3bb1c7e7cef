/**
 * Orders as the book sees them. Prices are bigint minor units (sen per contract unit) and
 * quantities bigint counts of the contract's smallest quantity step (tenths of a unit where
 * the contract allows decimals), so no float ever holds either.
 */
import type { OrderDirection } from '../contracts.ts';

/** The side of the book an order joins: a buy rests among the bids, a sell among the asks. */
export type Side = OrderDirection;

/** GTC rests until killed (the caller gives it its one-month expiry); GTD until its date. */
export const VALIDITIES = ['GTC', 'GTD'] as const;
export type Validity = (typeof VALIDITIES)[number];

type OrderFields = {
  readonly orderId: string;
  readonly accountId: string;
  readonly side: Side;
  /** Greater than zero, in quantity steps. */
  readonly quantity: bigint;
  readonly validity: Validity;
  /** Engine time (epoch ms) from which the order may no longer fill; null when it never ends. */
  readonly expiresAtMs: number | null;
  /** Engine time of the command: the book never reads a clock. */
  readonly timestampMs: number;
};

export type LimitOrder = OrderFields & { readonly type: 'limit'; readonly price: bigint };

/**
 * A market order takes what liquidity there is and never rests: what it cannot match at once
 * is cancelled (status `cancel` when nothing matched, `partial` otherwise), so the spec's
 * cancellation of a partly executed market order after 2 market days finds nothing left.
 */
export type MarketOrder = OrderFields & { readonly type: 'market' };

export type NewOrder = LimitOrder | MarketOrder;

/** An order waiting in the book; `quantity` is what is still open. */
export type RestingOrder = {
  readonly orderId: string;
  readonly accountId: string;
  readonly side: Side;
  readonly price: bigint;
  readonly quantity: bigint;
  readonly validity: Validity;
  readonly expiresAtMs: number | null;
  /** Engine time from which the order holds its place in the queue. */
  readonly timestampMs: number;
};

/** An order whose expiry is at or before `nowMs` may no longer fill. */
export const hasExpired = (expiresAtMs: number | null, nowMs: number): boolean =>
  expiresAtMs !== null && expiresAtMs <= nowMs;
