import type { ContractConfig } from '../contracts.ts';
import { divideRoundHalfUp } from '../rounding.ts';

/**
 * The band around the market price within which a limit price goes unflagged (spec 001
 * section 5): 10% each way for the 0.01 g contract, 15% for the others. For a kau contract a
 * price at or beyond the band is refused; for the others the ticket only warns.
 */
export const LIMIT_PRICE_BAND_PERCENT_DG001 = 10n;
export const LIMIT_PRICE_BAND_PERCENT = 15n;
const DG001_CODE = 'DG001';

export type LimitPriceBand = { readonly minSen: bigint; readonly maxSen: bigint };

export function limitPriceBandPercent(contract: Pick<ContractConfig, 'codeName'>): bigint {
  return contract.codeName === DG001_CODE
    ? LIMIT_PRICE_BAND_PERCENT_DG001
    : LIMIT_PRICE_BAND_PERCENT;
}

/** market × (1 − factor) and market × (1 + factor), rounded half up to the sen. */
export function limitPriceBand(
  contract: Pick<ContractConfig, 'codeName'>,
  marketPriceSen: bigint,
): LimitPriceBand {
  const percent = limitPriceBandPercent(contract);
  return {
    minSen: divideRoundHalfUp(marketPriceSen * (100n - percent), 100n),
    maxSen: divideRoundHalfUp(marketPriceSen * (100n + percent), 100n),
  };
}

/** True when the limit price is at or beyond either edge of the band. */
export function isLimitPriceFlagged(
  contract: Pick<ContractConfig, 'codeName'>,
  marketPriceSen: bigint,
  limitPriceSen: bigint,
): boolean {
  const { minSen, maxSen } = limitPriceBand(contract, marketPriceSen);
  return limitPriceSen <= minSen || limitPriceSen >= maxSen;
}

/** How far the limit price is from the market, hundredths of a percent, rounded half up. */
export function priceAwayBasisPoints(marketPriceSen: bigint, limitPriceSen: bigint): bigint {
  if (marketPriceSen <= 0n) return 0n;
  const gap =
    limitPriceSen > marketPriceSen
      ? limitPriceSen - marketPriceSen
      : marketPriceSen - limitPriceSen;
  return divideRoundHalfUp(gap * 10_000n, marketPriceSen);
}
