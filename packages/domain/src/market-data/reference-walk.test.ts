/**
 * Proves the reference walk: steps stay small, the pull brings a far price back toward the
 * level, the path replays for a seed and stays well inside its ±3 % band over 100,000 steps; and
 * the per-gram conversions use the exact troy ounce, round half up and invert exactly.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import {
  gramPriceIdrSen,
  gramPriceUsdMicros,
  nextReferencePrice,
  referenceBand,
  xauUsdCentsFromGramMicros,
} from './reference-walk.ts';

const LEVEL_CENTS = 265_000n;

const walk = (seed: number, steps: number, startCents = LEVEL_CENTS): bigint[] => {
  const random = createRandom(seed);
  const path: bigint[] = [];
  let currentCents = startCents;
  for (let i = 0; i < steps; i += 1) {
    currentCents = nextReferencePrice({ currentCents, levelCents: LEVEL_CENTS, random });
    path.push(currentCents);
  }
  return path;
};

describe('referenceBand', () => {
  const cases: [bigint, bigint, bigint][] = [
    [265_000n, 257_050n, 272_950n],
    [100n, 97n, 103n],
    [50n, 48n, 52n],
  ];
  it.each(cases)('level %s cents: %s to %s', (level, low, high) => {
    expect(referenceBand(level)).toEqual({ lowCents: low, highCents: high });
  });

  it('refuses a level of zero', () => {
    expect(() => referenceBand(0n)).toThrow(RangeError);
  });
});

describe('nextReferencePrice', () => {
  it('replays the same path for the same seed, another for another seed', () => {
    expect(walk(9, 1_000)).toEqual(walk(9, 1_000));
    expect(walk(9, 1_000)).not.toEqual(walk(10, 1_000));
  });

  it('moves at most a dollar a step near the level, and does move', () => {
    const path = walk(3, 10_000);
    let previous = LEVEL_CENTS;
    let moves = 0;
    for (const price of path) {
      const step = price > previous ? price - previous : previous - price;
      expect(step).toBeLessThanOrEqual(100n + 10n);
      if (step !== 0n) moves += 1;
      previous = price;
    }
    expect(moves).toBeGreaterThan(9_000);
  });

  it('stays inside the band over 100,000 steps, without leaning on the clamp (within 2.5 %)', () => {
    const { lowCents, highCents } = referenceBand(LEVEL_CENTS);
    let lowest = LEVEL_CENTS;
    let highest = LEVEL_CENTS;
    for (const price of walk(2026, 100_000)) {
      if (price < lowest) lowest = price;
      if (price > highest) highest = price;
    }
    expect(lowest).toBeGreaterThanOrEqual(lowCents);
    expect(highest).toBeLessThanOrEqual(highCents);
    expect(highest - LEVEL_CENTS).toBeLessThan(6_625n);
    expect(LEVEL_CENTS - lowest).toBeLessThan(6_625n);
    expect(highest - lowest).toBeGreaterThan(1_000n);
  });

  it('pulls a price far from the level back toward it', () => {
    const start = LEVEL_CENTS + 7_000n;
    const path = walk(5, 3_600, start);
    expect(path.at(-1)! - LEVEL_CENTS).toBeLessThan(3_500n);
  });

  it('clamps a price outside the band into it', () => {
    const next = nextReferencePrice({
      currentCents: 400_000n,
      levelCents: LEVEL_CENTS,
      random: createRandom(1),
    });
    expect(next).toBe(referenceBand(LEVEL_CENTS).highCents);
  });
});

describe('per-gram conversions', () => {
  const idrCases: [bigint, bigint, bigint][] = [
    // 265,000 × 14,000 × 10^7 / 311,034,768 = 119,279,269.77 → 119,279,270.
    [265_000n, 14_000n, 119_279_270n],
    // 311,034,768 cents an ounce at 1 rupiah a dollar is exactly 10,000,000 sen a gram.
    [311_034_768n, 1n, 10_000_000n],
    // 1 cent × 1 / 31.1034768 = 0.0321… sen → 0.
    [1n, 1n, 0n],
    // 1 cent × 16 / 31.1034768 = 0.514… → 1 (half up).
    [1n, 16n, 1n],
  ];
  it.each(idrCases)('%s cents/oz at %s IDR/USD is %s sen per gram', (cents, rate, sen) => {
    expect(gramPriceIdrSen(cents, rate)).toBe(sen);
  });

  const usdCases: [bigint, bigint][] = [
    // 265,000 × 10^11 / 311,034,768 = 85,199,478.41 → 85,199,478.
    [265_000n, 85_199_478n],
    [311_034_768n, 100_000_000_000n],
    [1n, 322n],
  ];
  it.each(usdCases)('%s cents/oz is %s USD micros per gram', (cents, micros) => {
    expect(gramPriceUsdMicros(cents)).toBe(micros);
  });

  it('gives the cents back from the micros exactly', () => {
    for (const cents of [1n, 99n, 257_050n, 265_000n, 265_001n, 272_950n, 10_000_000n]) {
      expect(xauUsdCentsFromGramMicros(gramPriceUsdMicros(cents))).toBe(cents);
    }
  });
});
