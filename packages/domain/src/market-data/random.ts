/**
 * A small seeded pseudo-random generator (mulberry32), so a simulated market is replayable: the
 * same seed gives the same sequence on every machine. Not for secrets.
 */
export type Random = {
  /** The next 32-bit unsigned integer, 0 to 2^32 - 1. */
  nextUint32(): number;
};

const UINT32_RANGE = 2 ** 32;
/**
 * Draws rejected in a row before giving up. Each draw is rejected with a chance below 1/2, so
 * reaching this bound means the generator is broken, not unlucky (odds below 2^-64).
 */
const REJECTIONS_MAX = 64;

/** A mulberry32 generator; `seed` is taken modulo 2^32. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return {
    nextUint32: () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
  };
}

/**
 * A uniformly drawn whole number from `min` to `max`, both included. Rejection sampling keeps
 * every value equally likely (no modulo bias). The range must fit in 32 bits.
 */
export function randomIntInclusive(random: Random, min: number, max: number): number {
  const span = max - min + 1;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || span < 1 || span > UINT32_RANGE) {
    throw new RangeError(`cannot draw from ${min} to ${max}`);
  }
  const limit = UINT32_RANGE - (UINT32_RANGE % span);
  for (let attempt = 0; attempt < REJECTIONS_MAX; attempt += 1) {
    const draw = random.nextUint32();
    if (draw < limit) return min + (draw % span);
  }
  throw new Error(`random generator rejected ${REJECTIONS_MAX} draws in a row`);
}
