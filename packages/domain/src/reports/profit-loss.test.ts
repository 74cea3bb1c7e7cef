/** Proves the P&L rule: result less cost, its percent of the cost half away from zero. */
import { describe, expect, it } from 'vitest';
import { profitLoss } from './profit-loss.ts';

describe('profitLoss', () => {
  it.each([
    // 1,00 gain on 3,00 = 33,333…% → 3333 bp; 2,00 on 3,00 = 66,666…% → 6667 bp
    [400n, 300n, 100n, 3_333n],
    [500n, 300n, 200n, 6_667n],
    [100n, 300n, -200n, -6_667n],
    // -23 495,70 / 1 205 231,20 = -1,9494…% → -1,95 %
    [118_173_550n, 120_523_120n, -2_349_570n, -195n],
  ])('gives %s against a cost of %s as %s, %s bp', (result, cost, minor, basisPoints) => {
    expect(profitLoss(result, cost)).toEqual({ minor, basisPoints });
  });

  it('has no percent when nothing cost anything', () => {
    expect(profitLoss(0n, 0n)).toEqual({ minor: 0n, basisPoints: null });
    expect(profitLoss(1_000n, 0n)).toEqual({ minor: 1_000n, basisPoints: null });
  });
});
