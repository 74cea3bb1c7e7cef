import type { RestingOrder, Side, Validity } from './order.ts';

/** A resting order inside the fast book: mutable, linked into its level's queue. */
export class OrderNode {
  level: PriceLevel | null = null;
  previous: OrderNode | null = null;
  next: OrderNode | null = null;
  /** Bumped when the expiry changes, so stale expiry-queue entries can be told apart. */
  expiryStamp = 0;

  constructor(
    readonly orderId: string,
    readonly accountId: string,
    readonly side: Side,
    public price: bigint,
    public quantity: bigint,
    public validity: Validity,
    public expiresAtMs: number | null,
    public timestampMs: number,
    /** Order of entry into the book: breaks ties between equal expiries. */
    public sequence: number,
  ) {}

  /**
   * Turns this node into the order's new entry after an amend that lost its place, so the
   * busiest command allocates no node; the old expiry-queue entries go stale with the stamp.
   */
  reenter(entry: {
    price: bigint;
    quantity: bigint;
    validity: Validity;
    expiresAtMs: number | null;
    timestampMs: number;
    sequence: number;
  }): void {
    this.price = entry.price;
    this.quantity = entry.quantity;
    this.validity = entry.validity;
    this.expiresAtMs = entry.expiresAtMs;
    this.timestampMs = entry.timestampMs;
    this.sequence = entry.sequence;
    this.expiryStamp += 1;
  }

  view(): RestingOrder {
    return {
      orderId: this.orderId,
      accountId: this.accountId,
      side: this.side,
      price: this.price,
      quantity: this.quantity,
      validity: this.validity,
      expiresAtMs: this.expiresAtMs,
      timestampMs: this.timestampMs,
    };
  }
}

/**
 * The orders at one price in time priority: a doubly linked FIFO, so appending, removing any
 * order and taking the oldest are all O(1). Keeps the total open quantity of its orders.
 */
export class PriceLevel {
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
  quantity = 0n;
  orderCount = 0;

  constructor(readonly price: bigint) {}

  append(node: OrderNode): void {
    node.level = this;
    node.previous = this.tail;
    node.next = null;
    if (this.tail === null) this.head = node;
    else this.tail.next = node;
    this.tail = node;
    this.quantity += node.quantity;
    this.orderCount += 1;
  }

  remove(node: OrderNode): void {
    if (node.previous === null) this.head = node.next;
    else node.previous.next = node.next;
    if (node.next === null) this.tail = node.previous;
    else node.next.previous = node.previous;
    this.quantity -= node.quantity;
    this.orderCount -= 1;
    node.level = null;
    node.previous = null;
    node.next = null;
  }

  /** Lowers an order's open quantity in place; it keeps its place in the queue. */
  reduce(node: OrderNode, by: bigint): void {
    node.quantity -= by;
    this.quantity -= by;
  }
}
