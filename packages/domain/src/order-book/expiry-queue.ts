import type { OrderNode } from './price-level.ts';

/** Above this many stale entries per live one the queue is rebuilt from the live orders. */
const STALE_ENTRIES_PER_LIVE_MAX = 2;
const STALE_ENTRIES_FLOOR = 1024;
/** Columns start empty (a book whose orders never expire allocates none) and grow to this. */
const CAPACITY_MIN = 64;

/**
 * Resting orders by expiry (then entry order): a binary min-heap with lazy deletion. An entry
 * is stale once its order left the book or its expiry changed; stale entries are skipped when
 * they surface and purged when they outnumber live ones.
 *
 * Every order the engine rests has an expiry and every amend that re-enters pushes an entry,
 * so the entries are kept column by column in typed arrays, not as one object each: a push
 * allocates nothing, and a sift compares numbers that sit side by side.
 */
export class ExpiryQueue {
  private size = 0;
  private expiresAtMs = new Float64Array(0);
  /** The order's entry into the book when pushed (its `sequence`): breaks ties of expiry. */
  private sequences = new Float64Array(0);
  /** The order's `expiryStamp` when pushed: the entry is current while the two agree. */
  private stamps = new Float64Array(0);
  private nodes: (OrderNode | null)[] = [];

  push(node: OrderNode): void {
    if (node.expiresAtMs === null) return;
    if (this.size === this.expiresAtMs.length) this.grow();
    const index = this.size;
    this.size += 1;
    this.set(index, node.expiresAtMs, node.sequence, node.expiryStamp, node);
    this.siftUp(index);
  }

  /** Takes the resting orders expired at `nowMs`, soonest first. */
  takeExpired(nowMs: number): OrderNode[] {
    const expired: OrderNode[] = [];
    while (this.size > 0 && (this.expiresAtMs[0] as number) <= nowMs) {
      const node = this.nodes[0] as OrderNode;
      const current = this.stamps[0] === node.expiryStamp && node.level !== null;
      this.pop();
      if (current) expired.push(node);
    }
    return expired;
  }

  /** Rebuilds from `live` when stale entries have piled up (kills and fills leave them). */
  compact(live: Iterable<OrderNode>, liveCount: number): void {
    if (this.size <= STALE_ENTRIES_PER_LIVE_MAX * liveCount + STALE_ENTRIES_FLOOR) return;
    this.nodes.fill(null, 0, this.size);
    this.size = 0;
    for (const node of live) this.push(node);
  }

  private set(
    index: number,
    expiresAtMs: number,
    sequence: number,
    stamp: number,
    node: OrderNode,
  ): void {
    this.expiresAtMs[index] = expiresAtMs;
    this.sequences[index] = sequence;
    this.stamps[index] = stamp;
    this.nodes[index] = node;
  }

  /** Whether the entry at `a` comes out before the one at `b`. */
  private earlier(a: number, b: number): boolean {
    const expiryA = this.expiresAtMs[a] as number;
    const expiryB = this.expiresAtMs[b] as number;
    return (
      expiryA < expiryB ||
      (expiryA === expiryB && (this.sequences[a] as number) < (this.sequences[b] as number))
    );
  }

  private swap(a: number, b: number): void {
    const node = this.nodes[a] as OrderNode;
    const expiresAtMs = this.expiresAtMs[a] as number;
    const sequence = this.sequences[a] as number;
    const stamp = this.stamps[a] as number;
    this.set(
      a,
      this.expiresAtMs[b] as number,
      this.sequences[b] as number,
      this.stamps[b] as number,
      this.nodes[b] as OrderNode,
    );
    this.set(b, expiresAtMs, sequence, stamp, node);
  }

  private pop(): void {
    this.size -= 1;
    const last = this.size;
    if (last > 0) this.swap(0, last);
    this.nodes[last] = null;
    this.siftDown(0);
  }

  private siftUp(start: number): void {
    let index = start;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.earlier(index, parent)) return;
      this.swap(index, parent);
      index = parent;
    }
  }

  private siftDown(start: number): void {
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      if (left < this.size && this.earlier(left, smallest)) smallest = left;
      if (right < this.size && this.earlier(right, smallest)) smallest = right;
      if (smallest === index) return;
      this.swap(index, smallest);
      index = smallest;
    }
  }

  private grow(): void {
    const capacity = Math.max(CAPACITY_MIN, 2 * this.expiresAtMs.length);
    const widen = (column: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> => {
      const wider = new Float64Array(capacity);
      wider.set(column);
      return wider;
    };
    this.expiresAtMs = widen(this.expiresAtMs);
    this.sequences = widen(this.sequences);
    this.stamps = widen(this.stamps);
  }
}
