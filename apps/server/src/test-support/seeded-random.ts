/**
 * Seeded pseudo-random numbers (mulberry32), so a test or benchmark replays the same stream from
 * the same seed. Shared by the API fuzzer, the engine's random runs and the order-book benchmark.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  integer(min: number, max: number): number {
    return min + this.below(max - min + 1);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.below(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}
