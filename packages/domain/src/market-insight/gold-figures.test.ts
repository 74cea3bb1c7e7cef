/** Proves gold's four figures are exact integers from the reference price and the buy rate. */
import { describe, expect, it } from 'vitest';
import { goldFigures } from './gold-figures.ts';

describe('goldFigures', () => {
  it.each([
    // $2,650.00/oz at Rp16,000: Rp42,400,000/oz; 4,240,000,000 sen ÷ 31.1034768 = 136,319,165.45.
    [265_000n, 16_000n, 85_199_478n, 4_240_000_000n, 136_319_165n],
    // The docs' example: 265,000 cents at 14,000 → 119,279,270 sen per gram.
    [265_000n, 14_000n, 85_199_478n, 3_710_000_000n, 119_279_270n],
    [1n, 1n, 322n, 1n, 0n],
  ])('%s cents/oz at Rp%s', (cents, rate, usdMicrosPerGram, idrSenPerOunce, idrSenPerGram) => {
    expect(goldFigures(cents, rate)).toEqual({
      usdCentsPerOunce: cents,
      usdMicrosPerGram,
      idrSenPerOunce,
      idrSenPerGram,
    });
  });
});
