/** Proves a contract's day range and change, and that nothing is invented before a trade. */
import { describe, expect, it } from 'vitest';
import { dayFigures } from './day-change.ts';

describe('dayFigures', () => {
  it('gives the range and the change from the open to the last trade', () => {
    expect(
      dayFigures({ openSen: 100_000n, highSen: 112_000n, lowSen: 95_000n, closeSen: 110_000n }),
    ).toEqual({ lowSen: 95_000n, highSen: 112_000n, changeSen: 10_000n, changeBasisPoints: 1000n });
  });

  it('rounds a falling change half away from zero', () => {
    // -1 / 3 of a percent = -33.33 bp → -33.
    const figures = dayFigures({ openSen: 300n, highSen: 300n, lowSen: 299n, closeSen: 299n });
    expect(figures.changeSen).toBe(-1n);
    expect(figures.changeBasisPoints).toBe(-33n);
  });

  it('has no change before the first trade of the day', () => {
    expect(dayFigures({ openSen: null, highSen: null, lowSen: null, closeSen: null })).toEqual({
      lowSen: null,
      highSen: null,
      changeSen: null,
      changeBasisPoints: null,
    });
  });
});
