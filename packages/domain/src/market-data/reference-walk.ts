import { divideRoundHalfUp } from '../rounding.ts';
import { type Random, randomIntInclusive } from './random.ts';

/**
 * The simulated gold reference price: XAU/USD in US cents per troy ounce, as a mean-reverting
 * random walk, and its conversions to a price per gram. All integer arithmetic; the troy ounce
 * is the exact 31.1034768 g as the rational 311034768 / 10^7.
 */

export const GRAMS_PER_TROY_OUNCE_NUMERATOR = 311_034_768n;
export const GRAMS_PER_TROY_OUNCE_DENOMINATOR = 10_000_000n;

/** Largest random move of one step, US cents per ounce (one step is one second by default). */
export const REFERENCE_STEP_CENTS_MAX = 100;
/**
 * The pull back toward the level: each step closes this fraction (per million) of the gap.
 * 1,000 ppm a second gives a half-life of about 11.5 minutes and, with 1-dollar steps, a typical
 * distance of about 13 dollars from the level: lively on a chart, never far away.
 */
export const REFERENCE_REVERSION_PPM = 1_000n;
/** The walk never leaves the level ± this many basis points (3 %). */
export const REFERENCE_BAND_BASIS_POINTS = 300n;

const PPM = 1_000_000n;
const BASIS_POINTS = 10_000n;
/** Millionths of a US dollar in one cent. */
const USD_MICROS_PER_CENT = 10_000n;

export type ReferenceBand = { readonly lowCents: bigint; readonly highCents: bigint };

/** The band the walk stays in: `levelCents` ± 3 %, rounded half up to the cent. */
export function referenceBand(levelCents: bigint): ReferenceBand {
  if (levelCents <= 0n) throw new RangeError('the reference level must be above zero');
  const width = divideRoundHalfUp(levelCents * REFERENCE_BAND_BASIS_POINTS, BASIS_POINTS);
  return { lowCents: levelCents - width, highCents: levelCents + width };
}

export type ReferenceStep = {
  /** The price now, US cents per troy ounce. */
  readonly currentCents: bigint;
  /** The configured level the walk reverts to, US cents per troy ounce. */
  readonly levelCents: bigint;
  readonly random: Random;
  /** Largest random move, cents; defaults to REFERENCE_STEP_CENTS_MAX. */
  readonly stepCentsMax?: number;
};

const clamp = (value: bigint, { lowCents, highCents }: ReferenceBand): bigint =>
  value < lowCents ? lowCents : value > highCents ? highCents : value;

/**
 * The next reference price, US cents per troy ounce: the current price, plus a pull toward the
 * level (REFERENCE_REVERSION_PPM of the gap, rounded half up), plus a uniform random move of at
 * most `stepCentsMax` either way, kept inside the ±3 % band. Consumes exactly one draw of
 * `random`, so a seed replays the same path.
 */
export function nextReferencePrice(step: ReferenceStep): bigint {
  const stepMax = step.stepCentsMax ?? REFERENCE_STEP_CENTS_MAX;
  const pull = divideRoundHalfUp(
    (step.levelCents - step.currentCents) * REFERENCE_REVERSION_PPM,
    PPM,
  );
  const move = BigInt(randomIntInclusive(step.random, -stepMax, stepMax));
  return clamp(step.currentCents + pull + move, referenceBand(step.levelCents));
}

/**
 * US cents per troy ounce at a rate of whole rupiah per US dollar, to rupiah sen per gram,
 * rounded half up: sen/g = cents/oz × rate ÷ 31.1034768 (the cent-to-dollar and
 * rupiah-to-sen factors of 100 cancel). 265,000 cents at 14,000 → 119,279,270 sen.
 */
export function gramPriceIdrSen(xauUsdCentsPerOunce: bigint, rateIdrPerUsd: bigint): bigint {
  const senPerOunce = xauUsdCentsPerOunce * rateIdrPerUsd;
  return divideRoundHalfUp(
    senPerOunce * GRAMS_PER_TROY_OUNCE_DENOMINATOR,
    GRAMS_PER_TROY_OUNCE_NUMERATOR,
  );
}

/**
 * US cents per troy ounce to US dollar micros (millionths of a dollar) per gram, rounded half
 * up. 265,000 cents → 85,199,478 micros ($85.199478 per gram). Micros keep the gram price far
 * finer than a cent per ounce, so `xauUsdCentsFromGramMicros` gives the cents back exactly.
 */
export function gramPriceUsdMicros(xauUsdCentsPerOunce: bigint): bigint {
  return divideRoundHalfUp(
    xauUsdCentsPerOunce * USD_MICROS_PER_CENT * GRAMS_PER_TROY_OUNCE_DENOMINATOR,
    GRAMS_PER_TROY_OUNCE_NUMERATOR,
  );
}

/** The inverse of `gramPriceUsdMicros`: US dollar micros per gram to cents per troy ounce. */
export function xauUsdCentsFromGramMicros(usdMicrosPerGram: bigint): bigint {
  return divideRoundHalfUp(
    usdMicrosPerGram * GRAMS_PER_TROY_OUNCE_NUMERATOR,
    USD_MICROS_PER_CENT * GRAMS_PER_TROY_OUNCE_DENOMINATOR,
  );
}
