/**
 * Proves the market maker's ladder: bids below and asks above the reference at the half spread
 * and level step, whole rupiah per lot, never crossing; running prices at the half spread; and
 * the requote threshold.
 */
import { describe, expect, it } from 'vitest';
import { contractById } from '../contracts.ts';
import { needsRequote, quoteLadder, runningPricesSen } from './market-maker.ts';

const gram = 119_280_000n;

describe('market maker', () => {
  it('quotes five levels each side of the 1 g contract, best first, in whole rupiah', () => {
    const ladder = quoteLadder(contractById(5)!, gram);
    const bids = ladder.filter((q) => q.direction === 'buy').map((q) => q.priceSen);
    const asks = ladder.filter((q) => q.direction === 'sell').map((q) => q.priceSen);
    expect(bids).toEqual([118_981_800n, 118_862_500n, 118_743_200n, 118_623_900n, 118_504_600n]);
    expect(asks).toEqual([119_578_200n, 119_697_500n, 119_816_800n, 119_936_100n, 120_055_400n]);
    expect(ladder.every((q) => q.priceSen % 100n === 0n && q.quantityMg === 10_000n)).toBe(true);
  });

  it('prices a 0.01 g lot at a hundredth of a gram', () => {
    const [bestBid] = quoteLadder(contractById(4)!, gram);
    expect(bestBid).toEqual({ direction: 'buy', priceSen: 1_189_800n, quantityMg: 10_000n });
  });

  it('never crosses itself, whatever the reference', () => {
    for (const reference of [1n, 99n, 12_345n, gram, 10n * gram]) {
      const ladder = quoteLadder(contractById(1)!, reference);
      const bestBid = ladder.find((q) => q.direction === 'buy')?.priceSen ?? 0n;
      const bestAsk = ladder.find((q) => q.direction === 'sell')?.priceSen ?? 0n;
      expect(bestBid).toBeLessThan(bestAsk);
    }
  });

  it('does not quote the disabled 1 kg contract', () => {
    expect(quoteLadder(contractById(2)!, gram)).toEqual([]);
  });

  it('gives the running prices at the half spread', () => {
    expect(runningPricesSen(gram)).toEqual({ buySen: 119_578_200n, sellSen: 118_981_800n });
  });

  it.each([
    [gram, gram, false],
    [gram, gram + 59_000n, false],
    [gram, gram + 59_640n, true],
    [gram, gram - 60_000n, true],
  ])('requotes from %s at %s: %s', (quoted, now, expected) => {
    expect(needsRequote(quoted, now)).toBe(expected);
  });
});
