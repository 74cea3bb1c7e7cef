import type { RestingOrder, Side, Validity } from './order.ts';

/**
 * A resting order inside the fast book: mutable, linked into its level's queue. Its price is
 * its level's; its open quantity is a plain number of quantity steps, exact because validation
 * keeps every quantity within `Number.MAX_SAFE_INTEGER`. Numbers stay inside the object, where
 * a bigint is a pointer to one more object to fetch and every bigint sum allocates.
 */
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
    public quantity: number,
    public validity: Validity,
    public expiresAtMs: number | null,
    public timestampMs: number,
    /** Order of entry into the book: breaks ties between equal expiries. */
    public sequence: number,
  ) {}

  /** The level the order rests in; only called while it rests. */
  restingLevel(): PriceLevel {
    if (this.level === null) throw new Error(`order ${this.orderId} is not resting`);
    return this.level;
  }

  view(): RestingOrder {
    return {
      orderId: this.orderId,
      accountId: this.accountId,
      side: this.side,
      price: this.restingLevel().price,
      quantity: BigInt(this.quantity),
      validity: this.validity,
      expiresAtMs: this.expiresAtMs,
      timestampMs: this.timestampMs,
    };
  }
}

/**
 * The orders at one price in time priority: a doubly linked FIFO, so appending, removing any
 * order and taking the oldest are all O(1). Keeps the total open quantity of its orders as a
 * number while that total is exact; past `Number.MAX_SAFE_INTEGER` (a sum no real book
 * reaches) it is counted again from the queue, in bigints, when asked.
 */
export class PriceLevel {
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
  orderCount = 0;
  private total = 0;
  /** Set once the total has left the exact range, until the level empties. */
  private inexact = false;

  /** `priceNumber` is `price` as a number: exact, as validation bounds prices. */
  constructor(
    readonly price: bigint,
    readonly priceNumber: number,
  ) {}

  /** The open quantity of the level's orders, exactly. */
  quantity(): bigint {
    if (!this.inexact) return BigInt(this.total);
    let sum = 0n;
    for (let node = this.head; node !== null; node = node.next) sum += BigInt(node.quantity);
    return sum;
  }

  append(node: OrderNode): void {
    node.level = this;
    node.previous = this.tail;
    node.next = null;
    if (this.tail === null) this.head = node;
    else this.tail.next = node;
    this.tail = node;
    this.orderCount += 1;
    this.total += node.quantity;
    this.checkExact();
  }

  remove(node: OrderNode): void {
    if (node.previous === null) this.head = node.next;
    else node.previous.next = node.next;
    if (node.next === null) this.tail = node.previous;
    else node.next.previous = node.previous;
    this.orderCount -= 1;
    this.total -= node.quantity;
    this.checkExact();
    if (this.orderCount === 0) {
      this.total = 0;
      this.inexact = false;
    }
    node.level = null;
    node.previous = null;
    node.next = null;
  }

  /** Lowers an order's open quantity in place; it keeps its place in the queue. */
  reduce(node: OrderNode, by: number): void {
    node.quantity -= by;
    this.total -= by;
    this.checkExact();
  }

  /**
   * Totals only ever add and subtract (never negate: a -0 would turn the field into a boxed
   * float for good).
   */
  private checkExact(): void {
    if (!Number.isSafeInteger(this.total)) this.inexact = true;
  }
}
