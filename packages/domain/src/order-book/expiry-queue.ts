import type { OrderNode } from './price-level.ts';

type Entry = { readonly expiresAtMs: number; readonly node: OrderNode; readonly stamp: number };

/** Above this many stale entries per live one the queue is rebuilt from the live orders. */
const STALE_ENTRIES_PER_LIVE_MAX = 2;
const STALE_ENTRIES_FLOOR = 1024;

const earlier = (a: Entry, b: Entry): boolean =>
  a.expiresAtMs < b.expiresAtMs ||
  (a.expiresAtMs === b.expiresAtMs && a.node.sequence < b.node.sequence);

/** A node leaves its level when it leaves the book, and its stamp moves when its expiry does. */
const isCurrent = (entry: Entry): boolean =>
  entry.stamp === entry.node.expiryStamp && entry.node.level !== null;

/**
 * Resting orders by expiry (then entry order): a binary min-heap with lazy deletion. An entry
 * is stale once its order left the book or its expiry changed; stale entries are skipped when
 * they surface and purged when they outnumber live ones.
 */
export class ExpiryQueue {
  private heap: Entry[] = [];

  push(node: OrderNode): void {
    if (node.expiresAtMs === null) return;
    this.heap.push({ expiresAtMs: node.expiresAtMs, node, stamp: node.expiryStamp });
    this.siftUp(this.heap.length - 1);
  }

  /** Takes the resting orders expired at `nowMs`, soonest first. */
  takeExpired(nowMs: number): OrderNode[] {
    const expired: OrderNode[] = [];
    for (
      let top = this.heap[0];
      top !== undefined && top.expiresAtMs <= nowMs;
      top = this.heap[0]
    ) {
      this.pop();
      if (isCurrent(top)) expired.push(top.node);
    }
    return expired;
  }

  /** Rebuilds from `live` when stale entries have piled up (kills and fills leave them). */
  compact(live: Iterable<OrderNode>, liveCount: number): void {
    if (this.heap.length <= STALE_ENTRIES_PER_LIVE_MAX * liveCount + STALE_ENTRIES_FLOOR) return;
    this.heap = [];
    for (const node of live) this.push(node);
  }

  private pop(): void {
    const last = this.heap.pop();
    if (last === undefined || this.heap.length === 0) return;
    this.heap[0] = last;
    this.siftDown(0);
  }

  private siftUp(start: number): void {
    const heap = this.heap;
    let index = start;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!earlier(heap[index] as Entry, heap[parent] as Entry)) return;
      [heap[index], heap[parent]] = [heap[parent] as Entry, heap[index] as Entry];
      index = parent;
    }
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      if (left < heap.length && earlier(heap[left] as Entry, heap[smallest] as Entry))
        smallest = left;
      if (right < heap.length && earlier(heap[right] as Entry, heap[smallest] as Entry))
        smallest = right;
      if (smallest === index) return;
      [heap[index], heap[smallest]] = [heap[smallest] as Entry, heap[index] as Entry];
      index = smallest;
    }
  }
}
