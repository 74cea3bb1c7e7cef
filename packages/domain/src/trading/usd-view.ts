import { powerOfTen } from '../rounding.ts';

/**
 * Sen shown as US dollars in minor units of `scale` decimals at whole rupiah per dollar,
 * truncated toward zero: a dollar view never shows more than its rupiah buy, as the balance's
 * dollars do (spec 000 section 9), so every dollar figure on a screen agrees with the top bar's.
 * The sen stay the record; this is only how they are shown.
 */
export function senToUsdViewMinor(sen: bigint, rateIdrPerUsd: bigint, scale: number): bigint {
  if (rateIdrPerUsd <= 0n) throw new RangeError('the rate must be above zero');
  return (sen * powerOfTen(scale)) / (100n * rateIdrPerUsd);
}
