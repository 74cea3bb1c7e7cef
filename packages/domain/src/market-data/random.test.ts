/**
 * Proves the seeded generator replays: one seed gives one sequence, another seed another, and
 * whole numbers are drawn inside their bounds with every value reachable.
 */
import { describe, expect, it } from 'vitest';
import { type Random, createRandom, randomIntInclusive } from './random.ts';

const draws = (random: Random, count: number): number[] =>
  Array.from({ length: count }, () => random.nextUint32());

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draws(createRandom(42), 100)).toEqual(draws(createRandom(42), 100));
  });

  it('gives another sequence for another seed', () => {
    expect(draws(createRandom(42), 10)).not.toEqual(draws(createRandom(43), 10));
  });

  it('draws 32-bit unsigned integers', () => {
    for (const value of draws(createRandom(7), 1_000)) {
      expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true);
    }
  });
});

describe('randomIntInclusive', () => {
  const cases: [number, number][] = [
    [0, 0],
    [-100, 100],
    [1, 6],
    [5, 5],
  ];
  it.each(cases)('draws from %i to %i and reaches both ends', (min, max) => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 20_000; i += 1) seen.add(randomIntInclusive(random, min, max));
    const values = [...seen];
    expect(Math.min(...values)).toBe(min);
    expect(Math.max(...values)).toBe(max);
    expect(values.every(Number.isInteger)).toBe(true);
    expect(seen.size).toBe(max - min + 1);
  });

  it('refuses an empty or fractional range', () => {
    expect(() => randomIntInclusive(createRandom(1), 3, 2)).toThrow(RangeError);
    expect(() => randomIntInclusive(createRandom(1), 0.5, 2)).toThrow(RangeError);
  });
});
