import { ok } from '../result.ts';
import { BookSide } from './book-side.ts';
import type { AmendCommand, CancelCommand } from './command.ts';
import { ExpiryQueue } from './expiry-queue.ts';
import { hasExpired, type NewOrder, type RestingOrder, type Side, type Validity } from './order.ts';
import type { BookResult, OrderBook } from './order-book.ts';
import { OrderNode, type PriceLevel } from './price-level.ts';
import {
  statusOf,
  type BookSnapshot,
  type CancelledOrder,
  type CancelReason,
  type CommandReport,
  type Depth,
  type Fill,
  type PreviewFill,
} from './report.ts';
import {
  amendedOrder,
  amendFailure,
  amendKeepsPriority,
  ownershipFailure,
  placeFailure,
} from './validation.ts';
import { verifyFastBook } from './verify-fast-book.ts';

/** An order coming in to match: a new one, or an amended one entering again. */
type Taker = {
  readonly orderId: string;
  readonly accountId: string;
  readonly side: Side;
  readonly quantity: bigint;
  readonly validity: Validity;
  readonly expiresAtMs: number | null;
  readonly timestampMs: number;
};

/** Shared by every report with nothing to list, so the common command allocates no array. */
const NONE: readonly never[] = Object.freeze([]);

/** Hands over what a scratch list gathered during one command and leaves it empty. */
const takeAll = <T>(scratch: T[]): readonly T[] =>
  scratch.length === 0 ? NONE : scratch.splice(0);

const cancelledOf = (node: OrderNode, reason: CancelReason): CancelledOrder => ({
  orderId: node.orderId,
  accountId: node.accountId,
  side: node.side,
  price: node.price,
  quantity: node.quantity,
  reason,
});

/** The part of a market order that found no liquidity: cancelled, never rested. */
const unmatchedOf = (taker: Taker, quantity: bigint): CancelledOrder => ({
  orderId: taker.orderId,
  accountId: taker.accountId,
  side: taker.side,
  price: null,
  quantity,
  reason: 'unmatched',
});

/** Whether a taker with `limit` (null for a market order) reaches a level at `levelPrice`. */
const crosses = (side: Side, limit: bigint | null, levelPrice: bigint): boolean =>
  limit === null || (side === 'buy' ? levelPrice <= limit : levelPrice >= limit);

/**
 * Why a maker the taker meets leaves without trading: its expiry has passed at the taker's
 * time, or it belongs to the taker's account (self-trade: the resting order is cancelled).
 */
const makerCancelReason = (maker: OrderNode, taker: Taker): CancelReason | null => {
  if (hasExpired(maker.expiresAtMs, taker.timestampMs)) return 'expired';
  if (maker.accountId === taker.accountId) return 'self-trade';
  return null;
};

/**
 * The book used by the engine: sorted price levels with the best at hand, a FIFO per level, an
 * index by order id and an expiry heap. Place and kill cost O(log levels) plus O(1) per order
 * matched; see `OrderBook` for the rules.
 */
export class FastOrderBook implements OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly orders = new Map<string, OrderNode>();
  private readonly expiries = new ExpiryQueue();
  private nextSequence = 0;
  /** Gather one command's fills and cancellations; emptied by the report that lists them. */
  private readonly fills: Fill[] = [];
  private readonly cancelled: CancelledOrder[] = [];

  place(order: NewOrder): BookResult {
    const failure = placeFailure(order, this.orders.has(order.orderId));
    if (failure !== null) return failure;
    return ok(this.enter(order, order.type === 'limit' ? order.price : null, null));
  }

  cancel(command: CancelCommand): BookResult {
    const node = this.orders.get(command.orderId);
    if (node === undefined || node.accountId !== command.accountId) return ownershipFailure(node);
    this.removeResting(node);
    const cancelled = [cancelledOf(node, 'killed')];
    return ok({ status: 'cancel', fills: NONE, resting: null, cancelled, requeued: false });
  }

  amend(command: AmendCommand): BookResult {
    const node = this.orders.get(command.orderId);
    if (node === undefined || node.accountId !== command.accountId) return ownershipFailure(node);
    const failure = amendFailure(command, node);
    if (failure !== null) return failure;
    const amended = amendedOrder(command, node);
    if (!amendKeepsPriority(amended, node)) {
      this.detach(node);
      return ok(this.enter(amended, amended.price, node));
    }
    (node.level as PriceLevel).reduce(node, node.quantity - amended.quantity);
    node.validity = amended.validity;
    if (node.expiresAtMs !== amended.expiresAtMs) {
      node.expiresAtMs = amended.expiresAtMs;
      node.expiryStamp += 1;
      this.expiries.push(node);
    }
    const resting = node.view();
    return ok({ status: 'submit', fills: NONE, resting, cancelled: NONE, requeued: false });
  }

  preview(order: NewOrder): readonly PreviewFill[] {
    const makers = order.side === 'buy' ? this.asks : this.bids;
    const limit = order.type === 'limit' ? order.price : null;
    const result: PreviewFill[] = [];
    let remaining = order.quantity;
    for (let i = makers.levels.length - 1; i >= 0 && remaining > 0n; i -= 1) {
      const level = makers.levels[i] as PriceLevel;
      if (!crosses(order.side, limit, level.price)) break;
      for (let maker = level.head; maker !== null && remaining > 0n; maker = maker.next) {
        if (makerCancelReason(maker, order) !== null) continue;
        const traded = remaining < maker.quantity ? remaining : maker.quantity;
        remaining -= traded;
        result.push({ price: level.price, quantity: traded });
      }
    }
    return result;
  }

  expire(nowMs: number): CommandReport {
    for (const node of this.expiries.takeExpired(nowMs)) {
      this.removeResting(node);
      this.cancelled.push(cancelledOf(node, 'expired'));
    }
    this.expiries.compact(this.orders.values(), this.orders.size);
    const cancelled = takeAll(this.cancelled);
    return { status: null, fills: NONE, resting: null, cancelled, requeued: false };
  }

  order(orderId: string): RestingOrder | null {
    return this.orders.get(orderId)?.view() ?? null;
  }

  depth(levels: number): Depth {
    return { bids: this.bids.depth(levels), asks: this.asks.depth(levels) };
  }

  snapshot(): BookSnapshot {
    const sideOrders = (side: BookSide): RestingOrder[] => {
      const result: RestingOrder[] = [];
      for (let i = side.levels.length - 1; i >= 0; i -= 1) {
        for (let node = (side.levels[i] as PriceLevel).head; node !== null; node = node.next) {
          result.push(node.view());
        }
      }
      return result;
    };
    return { bids: sideOrders(this.bids), asks: sideOrders(this.asks) };
  }

  verify(): void {
    verifyFastBook(this.bids, this.asks, this.orders);
  }

  /**
   * Matches `taker` up to `limit` (null for a market order), rests a limit order's remainder
   * and cancels a market order's. An amended order comes with its detached node, still in the
   * index, to be reused if it rests.
   */
  private enter(taker: Taker, limit: bigint | null, amended: OrderNode | null): CommandReport {
    const remaining = this.match(taker, limit);
    let resting: RestingOrder | null = null;
    if (limit === null) {
      if (remaining > 0n) this.cancelled.push(unmatchedOf(taker, remaining));
    } else if (remaining > 0n) {
      resting = this.rest(taker, limit, remaining, amended).view();
    } else if (amended !== null) {
      this.orders.delete(amended.orderId);
    }
    this.assertNotCrossed();
    return {
      status: statusOf(taker.quantity, taker.quantity - remaining, resting !== null),
      fills: takeAll(this.fills),
      resting,
      cancelled: takeAll(this.cancelled),
      requeued: amended !== null,
    };
  }

  /** Takes liquidity best price first while the taker crosses; returns its open remainder. */
  private match(taker: Taker, limit: bigint | null): bigint {
    const makers = taker.side === 'buy' ? this.asks : this.bids;
    let remaining = taker.quantity;
    for (let level = makers.best(); level !== undefined && remaining > 0n; level = makers.best()) {
      if (!crosses(taker.side, limit, level.price)) break;
      remaining = this.matchLevel(level, taker, remaining);
      if (level.orderCount === 0) makers.removeLevel(level);
    }
    return remaining;
  }

  private matchLevel(level: PriceLevel, taker: Taker, quantity: bigint): bigint {
    let remaining = quantity;
    for (let maker = level.head; maker !== null && remaining > 0n;) {
      const next = maker.next;
      const reason = makerCancelReason(maker, taker);
      if (reason !== null) {
        this.unlink(maker);
        this.cancelled.push(cancelledOf(maker, reason));
      } else {
        const traded = remaining < maker.quantity ? remaining : maker.quantity;
        remaining -= traded;
        level.reduce(maker, traded);
        this.fills.push({
          price: level.price,
          quantity: traded,
          makerOrderId: maker.orderId,
          makerAccountId: maker.accountId,
          makerRemainingQuantity: maker.quantity,
          takerOrderId: taker.orderId,
          takerAccountId: taker.accountId,
          takerSide: taker.side,
          timestampMs: taker.timestampMs,
        });
        if (maker.quantity === 0n) this.unlink(maker);
      }
      maker = next;
    }
    return remaining;
  }

  private rest(
    taker: Taker,
    price: bigint,
    quantity: bigint,
    amended: OrderNode | null,
  ): OrderNode {
    const { orderId, accountId, side, validity, expiresAtMs, timestampMs } = taker;
    const sequence = this.nextSequence++;
    let node = amended;
    if (node === null) {
      node = new OrderNode(
        orderId,
        accountId,
        side,
        price,
        quantity,
        validity,
        expiresAtMs,
        timestampMs,
        sequence,
      );
      this.orders.set(orderId, node);
    } else {
      node.reenter({ price, quantity, validity, expiresAtMs, timestampMs, sequence });
    }
    (side === 'buy' ? this.bids : this.asks).levelAt(price).append(node);
    this.expiries.push(node);
    return node;
  }

  /** Takes a maker out of its level and the index; the caller drops the level if empty. */
  private unlink(node: OrderNode): void {
    (node.level as PriceLevel).remove(node);
    this.orders.delete(node.orderId);
  }

  /** Takes an order out of its level, and the level out of its side when it empties. */
  private detach(node: OrderNode): void {
    const level = node.level as PriceLevel;
    level.remove(node);
    if (level.orderCount === 0) (node.side === 'buy' ? this.bids : this.asks).removeLevel(level);
  }

  private removeResting(node: OrderNode): void {
    this.detach(node);
    this.orders.delete(node.orderId);
  }

  private assertNotCrossed(): void {
    const bid = this.bids.best();
    const ask = this.asks.best();
    if (bid !== undefined && ask !== undefined && bid.price >= ask.price) {
      throw new Error(`crossed book: best bid ${bid.price} >= best ask ${ask.price}`);
    }
  }
}
