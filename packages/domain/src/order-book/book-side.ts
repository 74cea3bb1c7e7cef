import type { Side } from './order.ts';
import { PriceLevel } from './price-level.ts';
import type { DepthLevel } from './report.ts';

/**
 * The price levels of one side, sorted from worst to best so the best level is the last
 * element: taking and dropping the best is O(1), an existing price is found through a map in
 * O(1), and a new or emptied level costs a binary search and one splice. The search runs on a
 * parallel array of plain-number keys (the price for bids, minus the price for asks, so a
 * better price is always a larger key); prices stay within `Number.MAX_SAFE_INTEGER`, which
 * validation guarantees, so the keys are exact.
 */
export class BookSide {
  readonly levels: PriceLevel[] = [];
  private readonly keys: number[] = [];
  private readonly byKey = new Map<number, PriceLevel>();

  constructor(readonly side: Side) {}

  /** True when `a` is a better price than `b` for this side (higher bid, lower ask). */
  isBetter(a: bigint, b: bigint): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  /** The level at `price` (`priceNumber` as a number), created in its sorted place if none. */
  levelAt(price: bigint, priceNumber: number): PriceLevel {
    const key = this.keyOf(priceNumber);
    const found = this.byKey.get(key);
    if (found !== undefined) return found;
    const level = new PriceLevel(price, priceNumber);
    const index = this.searchIndex(key);
    this.keys.splice(index, 0, key);
    this.levels.splice(index, 0, level);
    this.byKey.set(key, level);
    return level;
  }

  removeLevel(level: PriceLevel): void {
    const key = this.keyOf(level.priceNumber);
    if (this.byKey.get(key) !== level) throw new Error(`price level ${level.price} is not indexed`);
    this.byKey.delete(key);
    if (this.levels[this.levels.length - 1] === level) {
      this.keys.pop();
      this.levels.pop();
      return;
    }
    const index = this.searchIndex(key);
    this.keys.splice(index, 1);
    this.levels.splice(index, 1);
  }

  depth(count: number): DepthLevel[] {
    const result: DepthLevel[] = [];
    for (let i = this.levels.length - 1; i >= 0 && result.length < count; i -= 1) {
      const level = this.levels[i] as PriceLevel;
      result.push({ price: level.price, quantity: level.quantity(), orderCount: level.orderCount });
    }
    return result;
  }

  /** Whether the keys, the levels and the map agree (for `verify`). */
  indexIsConsistent(): boolean {
    return (
      this.keys.length === this.levels.length &&
      this.byKey.size === this.levels.length &&
      this.levels.every(
        (level, i) =>
          level.priceNumber === Number(level.price) &&
          this.keys[i] === this.keyOf(level.priceNumber) &&
          this.byKey.get(this.keys[i] as number) === level,
      )
    );
  }

  private keyOf(priceNumber: number): number {
    return this.side === 'buy' ? priceNumber : -priceNumber;
  }

  /** The first index whose key is not below `key` (lower bound). */
  private searchIndex(key: number): number {
    const keys = this.keys;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((keys[middle] as number) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
