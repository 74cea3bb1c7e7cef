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
} from './report.ts';
import {
  amendedFields,
  amendFailure,
  amendKeepsPriority,
  ownedOrder,
  placeFailure,
} from './validation.ts';
import { verifyFastBook } from './verify-fast-book.ts';

/** An order coming in to match: a new one, or an amended one entering again. */
type Taker = {
  readonly orderId: string;
  readonly accountId: string;
  readonly side: Side;
  /** Null for a market order, which takes any price. */
  readonly price: bigint | null;
  readonly quantity: bigint;
  readonly validity: Validity;
  readonly expiresAtMs: number | null;
  readonly timestampMs: number;
};

const cancelledOf = (node: OrderNode, reason: CancelReason): CancelledOrder => ({
  orderId: node.orderId,
  accountId: node.accountId,
  side: node.side,
  price: node.price,
  quantity: node.quantity,
  reason,
});

const crosses = (taker: Taker, levelPrice: bigint): boolean =>
  taker.price === null ||
  (taker.side === 'buy' ? levelPrice <= taker.price : levelPrice >= taker.price);

/**
 * Why a maker the taker meets leaves without trading: its expiry has passed at the taker's
 * time, or it belongs to the taker's account (self-trade: the resting order is cancelled).
 */
const makerCancelReason = (
  maker: { readonly accountId: string; readonly expiresAtMs: number | null },
  taker: Taker,
): CancelReason | null => {
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

  place(order: NewOrder): BookResult {
    const failure = placeFailure(order, this.orders.has(order.orderId));
    if (failure !== null) return failure;
    const price = order.type === 'limit' ? order.price : null;
    return ok(this.enter({ ...order, price }, false));
  }

  cancel(command: CancelCommand): BookResult {
    const found = ownedOrder(this.orders.get(command.orderId), command.accountId);
    if (!found.ok) return found;
    const node = found.value;
    this.removeResting(node);
    const cancelled = [cancelledOf(node, 'killed')];
    return ok({ status: 'cancel', fills: [], resting: null, cancelled, requeued: false });
  }

  amend(command: AmendCommand): BookResult {
    const found = ownedOrder(this.orders.get(command.orderId), command.accountId);
    if (!found.ok) return found;
    const node = found.value;
    const failure = amendFailure(command, node);
    if (failure !== null) return failure;
    const amended = amendedFields(command, node);
    if (amendKeepsPriority(amended, node)) {
      (node.level as PriceLevel).reduce(node, node.quantity - amended.quantity);
      node.validity = amended.validity;
      if (node.expiresAtMs !== amended.expiresAtMs) {
        node.expiresAtMs = amended.expiresAtMs;
        node.expiryStamp += 1;
        this.expiries.push(node);
      }
      return ok({
        status: 'submit',
        fills: [],
        resting: node.view(),
        cancelled: [],
        requeued: false,
      });
    }
    this.removeResting(node);
    const taker = { ...amended, orderId: node.orderId, accountId: node.accountId, side: node.side };
    return ok(this.enter({ ...taker, timestampMs: command.timestampMs }, true));
  }

  expire(nowMs: number): CommandReport {
    const cancelled: CancelledOrder[] = [];
    for (const node of this.expiries.takeExpired(nowMs)) {
      this.removeResting(node);
      cancelled.push(cancelledOf(node, 'expired'));
    }
    this.expiries.compact(this.orders.values(), this.orders.size);
    return { status: null, fills: [], resting: null, cancelled, requeued: false };
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

  /** Matches `taker`, rests a limit order's remainder and cancels a market order's. */
  private enter(taker: Taker, requeued: boolean): CommandReport {
    const fills: Fill[] = [];
    const cancelled: CancelledOrder[] = [];
    const remaining = this.match(taker, fills, cancelled);
    let resting: RestingOrder | null = null;
    if (remaining > 0n && taker.price !== null) {
      resting = this.rest(taker, taker.price, remaining).view();
    } else if (remaining > 0n) {
      const { orderId, accountId, side } = taker;
      cancelled.push({
        orderId,
        accountId,
        side,
        price: null,
        quantity: remaining,
        reason: 'unmatched',
      });
    }
    this.assertNotCrossed();
    const status = statusOf(taker.quantity, taker.quantity - remaining, resting !== null);
    return { status, fills, resting, cancelled, requeued };
  }

  /** Takes liquidity best price first while the taker crosses; returns its open remainder. */
  private match(taker: Taker, fills: Fill[], cancelled: CancelledOrder[]): bigint {
    const makers = taker.side === 'buy' ? this.asks : this.bids;
    let remaining = taker.quantity;
    for (let level = makers.best(); level !== undefined && remaining > 0n; level = makers.best()) {
      if (!crosses(taker, level.price)) break;
      remaining = this.matchLevel(level, taker, remaining, fills, cancelled);
      if (level.orderCount === 0) makers.removeLevel(level);
    }
    return remaining;
  }

  private matchLevel(
    level: PriceLevel,
    taker: Taker,
    quantity: bigint,
    fills: Fill[],
    cancelled: CancelledOrder[],
  ): bigint {
    let remaining = quantity;
    for (let maker = level.head; maker !== null && remaining > 0n;) {
      const next = maker.next;
      const reason = makerCancelReason(maker, taker);
      if (reason !== null) {
        this.unlink(maker);
        cancelled.push(cancelledOf(maker, reason));
      } else {
        const traded = remaining < maker.quantity ? remaining : maker.quantity;
        remaining -= traded;
        level.reduce(maker, traded);
        fills.push({
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

  private rest(taker: Taker, price: bigint, quantity: bigint): OrderNode {
    const { orderId, accountId, side, validity, expiresAtMs, timestampMs } = taker;
    const sequence = this.nextSequence++;
    const node = new OrderNode(
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
    (side === 'buy' ? this.bids : this.asks).levelAt(price).append(node);
    this.orders.set(orderId, node);
    this.expiries.push(node);
    return node;
  }

  /** Takes an order out of its level and the index; the caller drops the level if empty. */
  private unlink(node: OrderNode): void {
    (node.level as PriceLevel).remove(node);
    this.orders.delete(node.orderId);
  }

  private removeResting(node: OrderNode): void {
    const level = node.level as PriceLevel;
    this.unlink(node);
    if (level.orderCount === 0) (node.side === 'buy' ? this.bids : this.asks).removeLevel(level);
  }

  private assertNotCrossed(): void {
    const bid = this.bids.best();
    const ask = this.asks.best();
    if (bid !== undefined && ask !== undefined && bid.price >= ask.price) {
      throw new Error(`crossed book: best bid ${bid.price} >= best ask ${ask.price}`);
    }
  }
}
