import { type ContractConfig, MG_PER_GRAM, type Rational } from './contracts.ts';
import { divideRoundHalfUp } from './rounding.ts';

/**
 * The % change of a contract tile (spec 000 section 9, spec 001 section 9):
 *   (contract buy price / weight correction - open) / open × 100, shown with 2 decimals.
 * Prices are bigint minor units of one currency and scale (both the same); the weight correction
 * is an exact ratio (100 → 100/1, 0.01 → 1/100) so no float enters.
 */
export type PercentChangeInput = {
  contractBuyPriceMinor: bigint;
  openMinor: bigint;
  weightCorrection: Rational;
};

/**
 * The change in hundredths of a percent (basis points), rounded half away from zero:
 * 1234n means 12.34 %, -5n means -0.05 %. Format with `formatPercent`. Null when the open is
 * zero or the weight correction is not a positive ratio, since no percentage exists then.
 */
export function percentChangeBasisPoints({
  contractBuyPriceMinor,
  openMinor,
  weightCorrection: { numerator, denominator },
}: PercentChangeInput): bigint | null {
  if (openMinor === 0n || numerator <= 0n || denominator <= 0n) return null;
  // price / (n/d) - open = (price·d - open·n) / n; divided by open and scaled by 100 × 100.
  return divideRoundHalfUp(
    (contractBuyPriceMinor * denominator - openMinor * numerator) * 10_000n,
    openMinor * numerator,
  );
}

/**
 * A tile's % change from a contract price per lot and the day's open per gram. The spec's
 * weight correction turns a lot's price into a gram's; we divide by the lot's weight in grams
 * instead, which is the same for every contract but KAU, whose configured correction (100)
 * would show its 1 g lot at a hundredth of the gram price (docs/decisions.md).
 */
export function tilePercentChangeBasisPoints(
  contract: Pick<ContractConfig, 'weightMg'>,
  contractBuyPriceSen: bigint,
  openPerGramSen: bigint,
): bigint | null {
  return percentChangeBasisPoints({
    contractBuyPriceMinor: contractBuyPriceSen,
    openMinor: openPerGramSen,
    weightCorrection: { numerator: contract.weightMg, denominator: MG_PER_GRAM },
  });
}
