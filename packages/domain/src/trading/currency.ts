import { divideRoundHalfUp, powerOfTen } from '../rounding.ts';

/** USD figures of trading views carry 4 decimals, so a fee of a few cents stays visible. */
export const TRADING_USD_DECIMALS = 4;

/**
 * Sen to US dollars in minor units of `scale` decimals at a rate of whole rupiah per dollar,
 * rounded half up: usd = sen / 100 / rate.
 */
export function senToUsdMinor(sen: bigint, rateIdrPerUsd: bigint, scale: number): bigint {
  if (rateIdrPerUsd <= 0n) throw new RangeError('the rate must be above zero');
  return divideRoundHalfUp(sen * powerOfTen(scale), 100n * rateIdrPerUsd);
}
