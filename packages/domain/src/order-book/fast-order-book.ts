import { ok } from '../result.ts';
import { BookSide } from './book-side.ts';
import type { AmendCommand, CancelCommand } from './command.ts';
import { ExpiryQueue } from './expiry-queue.ts';
import { hasExpired, type NewOrder, type RestingOrder, type Side, type Validity } from './order.ts';
import type { BookResult, OrderBook } from './order-book.ts';
import { OrderNode, type PriceLevel } from './price-level.ts';
import type {
  BookSnapshot,
  CancelledOrder,
  CancelReason,
  CommandReport,
  Depth,
  Fill,
  OrderStatus,
  PreviewFill,
} from './report.ts';
import { amendFailure, ownershipFailure, placeFailure } from './validation.ts';
import { verifyFastBook } from './verify-fast-book.ts';

/**
 * An order coming in to match: a new one, or an amended one entering again (its own node).
 * Its quantity travels beside it as a number of steps.
 */
type Taker = {
  readonly orderId: string;
  readonly accountId: string;
  readonly side: Side;
  readonly validity: Validity;
  readonly expiresAtMs: number | null;
  readonly timestampMs: number;
};

/** Shared by every report with nothing to list, so the common command allocates no array. */
const NONE: readonly never[] = Object.freeze([]);

/** Taken while `node` still rests, since its price is its level's. */
const cancelledOf = (node: OrderNode, reason: CancelReason): CancelledOrder => ({
  orderId: node.orderId,
  accountId: node.accountId,
  side: node.side,
  price: node.restingLevel().price,
  quantity: BigInt(node.quantity),
  reason,
});

/** The part of a market order that found no liquidity: cancelled, never rested. */
const unmatchedOf = (taker: Taker, quantity: number): CancelledOrder => ({
  orderId: taker.orderId,
  accountId: taker.accountId,
  side: taker.side,
  price: null,
  quantity: BigInt(quantity),
  reason: 'unmatched',
});

/** `statusOf` in steps: what became of an order that came in for `quantity`. */
const statusOfSteps = (quantity: number, remaining: number, rests: boolean): OrderStatus => {
  if (remaining === 0) return 'fill';
  if (remaining < quantity) return 'partial';
  return rests ? 'submit' : 'cancel';
};

/** Whether a taker with `limit` (null for a market order) reaches a level at `levelPrice`. */
const crosses = (side: Side, limit: number | null, levelPrice: number): boolean =>
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
 * matched; see `OrderBook` for the rules. Inside, prices and quantities are plain numbers
 * (validation keeps both within `Number.MAX_SAFE_INTEGER`); reports carry bigints.
 */
export class FastOrderBook implements OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly orders = new Map<string, OrderNode>();
  private readonly expiries = new ExpiryQueue();
  private nextSequence = 0;
  /**
   * One command's fills and cancellations, made at the first and handed to the report that
   * lists them: most commands have none, and a fresh list costs less than emptying one.
   */
  private fills: Fill[] | null = null;
  private cancelled: CancelledOrder[] | null = null;

  place(order: NewOrder): BookResult {
    const failure = placeFailure(order, this.orders.has(order.orderId));
    if (failure !== null) return failure;
    const price = order.type === 'limit' ? order.price : null;
    const limit = price === null ? null : Number(price);
    return ok(this.enter(order, Number(order.quantity), price, limit, null));
  }

  cancel(command: CancelCommand): BookResult {
    const node = this.orders.get(command.orderId);
    if (node === undefined || node.accountId !== command.accountId) return ownershipFailure(node);
    const cancelled = [cancelledOf(node, 'killed')];
    this.removeResting(node);
    return ok({ status: 'cancel', fills: NONE, resting: null, cancelled, requeued: false });
  }

  /**
   * A lower quantity at the same price changes the node in place; anything else takes it out
   * and enters it again with the amended fields, reusing the node if it rests.
   */
  amend(command: AmendCommand): BookResult {
    const node = this.orders.get(command.orderId);
    if (node === undefined || node.accountId !== command.accountId) return ownershipFailure(node);
    const failure = amendFailure(command, node);
    if (failure !== null) return failure;
    const level = node.restingLevel();
    const priceNumber = command.price === undefined ? level.priceNumber : Number(command.price);
    const quantity = command.quantity === undefined ? node.quantity : Number(command.quantity);
    // The order's expiry is read only when the command names one: a time in ms is a heap
    // number apart from the node, one more cache miss in a large book.
    const { expiresAtMs } = command;
    const expiryMoves = expiresAtMs !== undefined && expiresAtMs !== node.expiresAtMs;
    node.validity = command.validity ?? node.validity;
    if (expiryMoves) node.expiresAtMs = expiresAtMs;
    if (priceNumber !== level.priceNumber || quantity > node.quantity) {
      this.detach(node);
      node.timestampMs = command.timestampMs;
      return ok(this.enter(node, quantity, command.price ?? level.price, priceNumber, node));
    }
    level.reduce(node, node.quantity - quantity);
    if (expiryMoves) {
      node.expiryStamp += 1;
      this.expiries.push(node);
    }
    const resting = node.view();
    return ok({ status: 'submit', fills: NONE, resting, cancelled: NONE, requeued: false });
  }

  preview(order: NewOrder): readonly PreviewFill[] {
    const makers = order.side === 'buy' ? this.asks : this.bids;
    const limit = order.type === 'limit' ? Number(order.price) : null;
    const result: PreviewFill[] = [];
    let remaining = Number(order.quantity);
    for (let i = makers.levels.length - 1; i >= 0 && remaining > 0; i -= 1) {
      const level = makers.levels[i] as PriceLevel;
      if (!crosses(order.side, limit, level.priceNumber)) break;
      for (let maker = level.head; maker !== null && remaining > 0; maker = maker.next) {
        if (makerCancelReason(maker, order) !== null) continue;
        const traded = remaining < maker.quantity ? remaining : maker.quantity;
        remaining -= traded;
        result.push({ price: level.price, quantity: BigInt(traded) });
      }
    }
    return result;
  }

  expire(nowMs: number): CommandReport {
    for (const node of this.expiries.takeExpired(nowMs)) {
      (this.cancelled ??= []).push(cancelledOf(node, 'expired'));
      this.removeResting(node);
    }
    this.expiries.compact(this.orders.values(), this.orders.size);
    const cancelled = this.cancelled ?? NONE;
    this.cancelled = null;
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
   * Matches `taker` for `quantity` steps up to `price` (null for a market order; `limit` is the
   * same as a number), rests a limit order's remainder and cancels a market order's. An amended
   * order comes as its own detached node, still in the index, to be reused if it rests.
   */
  private enter(
    taker: Taker,
    quantity: number,
    price: bigint | null,
    limit: number | null,
    amended: OrderNode | null,
  ): CommandReport {
    const remaining = this.match(taker, quantity, limit);
    let resting: RestingOrder | null = null;
    if (price === null || limit === null) {
      if (remaining > 0) (this.cancelled ??= []).push(unmatchedOf(taker, remaining));
    } else if (remaining > 0) {
      resting = this.rest(taker, price, limit, remaining, amended).view();
    } else if (amended !== null) {
      this.orders.delete(amended.orderId);
    }
    this.assertNotCrossed();
    const fills = this.fills ?? NONE;
    const cancelled = this.cancelled ?? NONE;
    this.fills = null;
    this.cancelled = null;
    const status = statusOfSteps(quantity, remaining, resting !== null);
    return { status, fills, resting, cancelled, requeued: amended !== null };
  }

  /** Takes liquidity best price first while the taker crosses; returns its open remainder. */
  private match(taker: Taker, quantity: number, limit: number | null): number {
    const makers = taker.side === 'buy' ? this.asks : this.bids;
    let remaining = quantity;
    for (let level = makers.best(); level !== undefined && remaining > 0; level = makers.best()) {
      if (!crosses(taker.side, limit, level.priceNumber)) break;
      remaining = this.matchLevel(level, taker, remaining);
      if (level.orderCount === 0) makers.removeLevel(level);
    }
    return remaining;
  }

  private matchLevel(level: PriceLevel, taker: Taker, quantity: number): number {
    let remaining = quantity;
    for (let maker = level.head; maker !== null && remaining > 0;) {
      const next = maker.next;
      const reason = makerCancelReason(maker, taker);
      if (reason !== null) {
        (this.cancelled ??= []).push(cancelledOf(maker, reason));
        this.unlink(maker);
      } else {
        const traded = remaining < maker.quantity ? remaining : maker.quantity;
        remaining -= traded;
        level.reduce(maker, traded);
        (this.fills ??= []).push({
          price: level.price,
          quantity: BigInt(traded),
          makerOrderId: maker.orderId,
          makerAccountId: maker.accountId,
          makerRemainingQuantity: BigInt(maker.quantity),
          takerOrderId: taker.orderId,
          takerAccountId: taker.accountId,
          takerSide: taker.side,
          timestampMs: taker.timestampMs,
        });
        if (maker.quantity === 0) this.unlink(maker);
      }
      maker = next;
    }
    return remaining;
  }

  private rest(
    taker: Taker,
    price: bigint,
    priceNumber: number,
    quantity: number,
    amended: OrderNode | null,
  ): OrderNode {
    const sequence = this.nextSequence++;
    let node = amended;
    if (node === null) {
      const { orderId, accountId, side, validity, expiresAtMs, timestampMs } = taker;
      node = new OrderNode(
        orderId,
        accountId,
        side,
        quantity,
        validity,
        expiresAtMs,
        timestampMs,
        sequence,
      );
      this.orders.set(orderId, node);
    } else {
      // The old expiry-queue entries go stale with the stamp; the entry below replaces them.
      node.quantity = quantity;
      node.sequence = sequence;
      node.expiryStamp += 1;
    }
    (node.side === 'buy' ? this.bids : this.asks).levelAt(price, priceNumber).append(node);
    this.expiries.push(node);
    return node;
  }

  /** Takes a maker out of its level and the index; the caller drops the level if empty. */
  private unlink(node: OrderNode): void {
    node.restingLevel().remove(node);
    this.orders.delete(node.orderId);
  }

  /** Takes an order out of its level, and the level out of its side when it empties. */
  private detach(node: OrderNode): void {
    const level = node.restingLevel();
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
    if (bid !== undefined && ask !== undefined && bid.priceNumber >= ask.priceNumber) {
      throw new Error(`crossed book: best bid ${bid.price} >= best ask ${ask.price}`);
    }
  }
}
