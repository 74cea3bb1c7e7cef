import type { Side } from './order.ts';
import { PriceLevel } from './price-level.ts';
import type { DepthLevel } from './report.ts';

/**
 * The price levels of one side, sorted from worst to best so the best level is the last
 * element: taking and dropping the best is O(1), finding a price O(log n) by binary search,
 * and a new or emptied level costs one splice.
 */
export class BookSide {
  readonly levels: PriceLevel[] = [];

  constructor(readonly side: Side) {}

  /** True when `a` is a better price than `b` for this side (higher bid, lower ask). */
  isBetter(a: bigint, b: bigint): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  /** The level at `price`, created in its sorted place when there is none. */
  levelAt(price: bigint): PriceLevel {
    const best = this.best();
    if (best !== undefined && best.price === price) return best;
    const index = this.searchIndex(price);
    const found = this.levels[index];
    if (found !== undefined && found.price === price) return found;
    const level = new PriceLevel(price);
    this.levels.splice(index, 0, level);
    return level;
  }

  removeLevel(level: PriceLevel): void {
    const last = this.levels.length - 1;
    if (this.levels[last] === level) {
      this.levels.pop();
      return;
    }
    const index = this.searchIndex(level.price);
    if (this.levels[index] !== level) throw new Error(`price level ${level.price} is not indexed`);
    this.levels.splice(index, 1);
  }

  depth(count: number): DepthLevel[] {
    const result: DepthLevel[] = [];
    for (let i = this.levels.length - 1; i >= 0 && result.length < count; i -= 1) {
      const level = this.levels[i] as PriceLevel;
      result.push({ price: level.price, quantity: level.quantity, orderCount: level.orderCount });
    }
    return result;
  }

  /** The first index whose level is not worse than `price` (lower bound, worst to best). */
  private searchIndex(price: bigint): number {
    let low = 0;
    let high = this.levels.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.isBetter(price, (this.levels[middle] as PriceLevel).price)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
