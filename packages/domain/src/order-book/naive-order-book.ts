import { ok } from '../result.ts';
import type { AmendCommand, CancelCommand } from './command.ts';
import { hasExpired, type NewOrder, type RestingOrder, type Side, type Validity } from './order.ts';
import type { BookResult, OrderBook } from './order-book.ts';
import {
  statusOf,
  type BookSnapshot,
  type CancelledOrder,
  type CancelReason,
  type CommandReport,
  type Depth,
  type DepthLevel,
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

type Entry = {
  orderId: string;
  accountId: string;
  side: Side;
  price: bigint;
  quantity: bigint;
  validity: Validity;
  expiresAtMs: number | null;
  timestampMs: number;
  sequence: number;
};

type Incoming = Omit<Entry, 'price' | 'sequence'> & { price: bigint | null };

const view = (entry: Entry): RestingOrder => ({
  orderId: entry.orderId,
  accountId: entry.accountId,
  side: entry.side,
  price: entry.price,
  quantity: entry.quantity,
  validity: entry.validity,
  expiresAtMs: entry.expiresAtMs,
  timestampMs: entry.timestampMs,
});

const byPriority = (a: Entry, b: Entry): number => {
  if (a.price !== b.price)
    return (a.side === 'buy' ? a.price > b.price : a.price < b.price) ? -1 : 1;
  return a.sequence - b.sequence;
};

const cancelledOf = (entry: Entry, reason: CancelReason): CancelledOrder => ({
  orderId: entry.orderId,
  accountId: entry.accountId,
  side: entry.side,
  price: entry.price,
  quantity: entry.quantity,
  reason,
});

/**
 * The reference book: one unsorted array, sorted again whenever order matters. Slow and
 * plain on purpose, so the fast book can be checked against it.
 */
export class NaiveOrderBook implements OrderBook {
  private entries: Entry[] = [];
  private nextSequence = 0;

  place(order: NewOrder): BookResult {
    const failure = placeFailure(order, this.find(order.orderId) !== undefined);
    if (failure !== null) return failure;
    return ok(this.enter({ ...order, price: order.type === 'limit' ? order.price : null }, false));
  }

  cancel(command: CancelCommand): BookResult {
    const entry = this.find(command.orderId);
    if (entry === undefined || entry.accountId !== command.accountId)
      return ownershipFailure(entry);
    this.remove(entry);
    const cancelled = [cancelledOf(entry, 'killed')];
    return ok({ status: 'cancel', fills: [], resting: null, cancelled, requeued: false });
  }

  amend(command: AmendCommand): BookResult {
    const entry = this.find(command.orderId);
    if (entry === undefined || entry.accountId !== command.accountId)
      return ownershipFailure(entry);
    const failure = amendFailure(command, entry);
    if (failure !== null) return failure;
    const amended = amendedOrder(command, entry);
    if (amendKeepsPriority(amended, entry)) {
      entry.quantity = amended.quantity;
      entry.validity = amended.validity;
      entry.expiresAtMs = amended.expiresAtMs;
      return ok({
        status: 'submit',
        fills: [],
        resting: view(entry),
        cancelled: [],
        requeued: false,
      });
    }
    this.remove(entry);
    return ok(this.enter(amended, true));
  }

  preview(order: NewOrder): readonly PreviewFill[] {
    const incoming = { ...order, price: order.type === 'limit' ? order.price : null };
    const result: PreviewFill[] = [];
    let remaining = order.quantity;
    for (const maker of this.sorted(order.side === 'buy' ? 'sell' : 'buy')) {
      if (remaining === 0n || !this.crosses(incoming, maker.price)) break;
      if (hasExpired(maker.expiresAtMs, order.timestampMs)) continue;
      if (maker.accountId === order.accountId) continue;
      const traded = remaining < maker.quantity ? remaining : maker.quantity;
      remaining -= traded;
      result.push({ price: maker.price, quantity: traded });
    }
    return result;
  }

  expire(nowMs: number): CommandReport {
    const expired = this.entries
      .filter((entry) => hasExpired(entry.expiresAtMs, nowMs))
      .sort((a, b) => (a.expiresAtMs ?? 0) - (b.expiresAtMs ?? 0) || a.sequence - b.sequence);
    expired.forEach((entry) => this.remove(entry));
    const cancelled = expired.map((entry) => cancelledOf(entry, 'expired'));
    return { status: null, fills: [], resting: null, cancelled, requeued: false };
  }

  order(orderId: string): RestingOrder | null {
    const entry = this.find(orderId);
    return entry === undefined ? null : view(entry);
  }

  depth(levels: number): Depth {
    const sideDepth = (side: Side): DepthLevel[] => {
      const result: DepthLevel[] = [];
      for (const entry of this.sorted(side)) {
        const last = result[result.length - 1];
        if (last?.price === entry.price) {
          result[result.length - 1] = {
            price: last.price,
            quantity: last.quantity + entry.quantity,
            orderCount: last.orderCount + 1,
          };
        } else {
          result.push({ price: entry.price, quantity: entry.quantity, orderCount: 1 });
        }
      }
      return result.slice(0, levels);
    };
    return { bids: sideDepth('buy'), asks: sideDepth('sell') };
  }

  snapshot(): BookSnapshot {
    return { bids: this.sorted('buy').map(view), asks: this.sorted('sell').map(view) };
  }

  verify(): void {
    const bid = this.sorted('buy')[0];
    const ask = this.sorted('sell')[0];
    if (bid !== undefined && ask !== undefined && bid.price >= ask.price) {
      throw new Error('order book invariant broken: crossed book');
    }
    const ids = new Set(this.entries.map((entry) => entry.orderId));
    if (ids.size !== this.entries.length)
      throw new Error('order book invariant broken: duplicate id');
    if (this.entries.some((entry) => entry.quantity <= 0n)) {
      throw new Error('order book invariant broken: an order rests with nothing open');
    }
  }

  private enter(incoming: Incoming, requeued: boolean): CommandReport {
    const fills: Fill[] = [];
    const cancelled: CancelledOrder[] = [];
    let remaining = incoming.quantity;
    for (const maker of this.sorted(incoming.side === 'buy' ? 'sell' : 'buy')) {
      if (remaining === 0n || !this.crosses(incoming, maker.price)) break;
      if (hasExpired(maker.expiresAtMs, incoming.timestampMs)) {
        this.remove(maker);
        cancelled.push(cancelledOf(maker, 'expired'));
      } else if (maker.accountId === incoming.accountId) {
        this.remove(maker);
        cancelled.push(cancelledOf(maker, 'self-trade'));
      } else {
        const traded = remaining < maker.quantity ? remaining : maker.quantity;
        remaining -= traded;
        maker.quantity -= traded;
        if (maker.quantity === 0n) this.remove(maker);
        fills.push({
          price: maker.price,
          quantity: traded,
          makerOrderId: maker.orderId,
          makerAccountId: maker.accountId,
          makerRemainingQuantity: maker.quantity,
          takerOrderId: incoming.orderId,
          takerAccountId: incoming.accountId,
          takerSide: incoming.side,
          timestampMs: incoming.timestampMs,
        });
      }
    }
    return this.finish(incoming, remaining, requeued, fills, cancelled);
  }

  private finish(
    incoming: Incoming,
    remaining: bigint,
    requeued: boolean,
    fills: Fill[],
    cancelled: CancelledOrder[],
  ): CommandReport {
    let resting: RestingOrder | null = null;
    if (remaining > 0n && incoming.price !== null) {
      const entry: Entry = {
        ...incoming,
        price: incoming.price,
        quantity: remaining,
        sequence: this.nextSequence++,
      };
      this.entries.push(entry);
      resting = view(entry);
    } else if (remaining > 0n) {
      const { orderId, accountId, side } = incoming;
      cancelled.push({
        orderId,
        accountId,
        side,
        price: null,
        quantity: remaining,
        reason: 'unmatched',
      });
    }
    const status = statusOf(incoming.quantity, incoming.quantity - remaining, resting !== null);
    return { status, fills, resting, cancelled, requeued };
  }

  private crosses(incoming: Incoming, price: bigint): boolean {
    if (incoming.price === null) return true;
    return incoming.side === 'buy' ? price <= incoming.price : price >= incoming.price;
  }

  private sorted(side: Side): Entry[] {
    return this.entries.filter((entry) => entry.side === side).sort(byPriority);
  }

  private find(orderId: string): Entry | undefined {
    return this.entries.find((entry) => entry.orderId === orderId);
  }

  private remove(entry: Entry): void {
    this.entries = this.entries.filter((other) => other !== entry);
  }
}
