import type { ContractConfig } from '../contracts.ts';
import {
  isLimitPriceFlagged,
  limitPriceBandPercent,
  priceAwayBasisPoints,
} from './limit-price-band.ts';

/**
 * Review Order's warning that a limit price is far from the market, for every contract: a slip
 * of the keyboard (Rp 110.000.050 typed for Rp 1.100.000,50) must not go out unremarked. The
 * threshold is the band that already flags the ticket's price field (`LIMIT_PRICE_BAND_PERCENT`,
 * 15%, and `LIMIT_PRICE_BAND_PERCENT_DG001`, 10%, spec 001 section 5), so the ticket and the
 * review never disagree about what is far. It only warns: a deliberate far price is still an
 * order. A kau price that far is refused earlier, by the review checks (`PriceTooFar`).
 */
export type LimitPriceWarning = {
  /** How far from the market, hundredths of a percent. */
  readonly awayBasisPoints: bigint;
  readonly side: 'above' | 'below';
  readonly bandPercent: bigint;
};

/** The warning for a limit price (sen per lot) against the market's; null when near or unknown. */
export function limitPriceWarning(
  contract: Pick<ContractConfig, 'codeName'>,
  marketPriceSen: bigint | null,
  limitPriceSen: bigint | null,
): LimitPriceWarning | null {
  if (marketPriceSen === null || limitPriceSen === null || marketPriceSen <= 0n) return null;
  if (!isLimitPriceFlagged(contract, marketPriceSen, limitPriceSen)) return null;
  return {
    awayBasisPoints: priceAwayBasisPoints(marketPriceSen, limitPriceSen),
    side: limitPriceSen > marketPriceSen ? 'above' : 'below',
    bandPercent: limitPriceBandPercent(contract),
  };
}
