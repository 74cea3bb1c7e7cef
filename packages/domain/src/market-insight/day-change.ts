import { percentChangeBasisPoints } from '../percent-change.ts';

/**
 * A contract's day so far, per gram in sen: the range (low, high) and the change from the
 * open to the last trade, in sen and in basis points (1234n = 12.34 %). Every figure is null
 * until the day's first trade, since there is no range or change to show before it.
 */
export type DayFigures = {
  readonly lowSen: bigint | null;
  readonly highSen: bigint | null;
  readonly changeSen: bigint | null;
  readonly changeBasisPoints: bigint | null;
};

export type DayPrices = {
  readonly openSen: bigint | null;
  readonly highSen: bigint | null;
  readonly lowSen: bigint | null;
  readonly closeSen: bigint | null;
};

const PER_GRAM = { numerator: 1n, denominator: 1n };

export function dayFigures({ openSen, highSen, lowSen, closeSen }: DayPrices): DayFigures {
  if (openSen === null || closeSen === null) {
    return { lowSen, highSen, changeSen: null, changeBasisPoints: null };
  }
  return {
    lowSen,
    highSen,
    changeSen: closeSen - openSen,
    changeBasisPoints: percentChangeBasisPoints({
      contractBuyPriceMinor: closeSen,
      openMinor: openSen,
      weightCorrection: PER_GRAM,
    }),
  };
}
