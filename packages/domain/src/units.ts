import { MG_PER_GRAM } from './contracts.ts';
import { toDecimalString } from './money.ts';
import { divideRoundHalfUp, powerOfTen, rescaleHalfUp } from './rounding.ts';

/**
 * Gold weights. Gold is held in milligrams; the spec's gram-to-troy-ounce factor 0.0321507 is
 * kept as the exact rational 321507 / 10^7 troy ounces per gram.
 */
export const TROY_OUNCES_PER_GRAM_NUMERATOR = 321_507n;
export const TROY_OUNCES_PER_GRAM_DENOMINATOR = 10_000_000n;
/** Ounces show 10 decimals (spec 001 section 9). */
export const TROY_OUNCE_DECIMALS = 10;
const GRAM_SCALE = 3;

/**
 * Milligrams to troy ounces in minor units of `scale` decimals, rounded half away from zero.
 * 1000n mg (1 g), scale 10 → 321507000n (0.0321507000 oz).
 */
export function milligramsToTroyOunceMinor(mg: bigint, scale: number): bigint {
  return divideRoundHalfUp(
    mg * TROY_OUNCES_PER_GRAM_NUMERATOR * powerOfTen(scale),
    TROY_OUNCES_PER_GRAM_DENOMINATOR * MG_PER_GRAM,
  );
}

/** Milligrams to troy ounces as a plain decimal string with `scale` decimals: 1000n, 7 → '0.0321507'. */
export function milligramsToTroyOunces(mg: bigint, scale: number): string {
  return toDecimalString(milligramsToTroyOunceMinor(mg, scale), scale);
}

/**
 * Milligrams as grams, a plain decimal string with `decimals` decimals, rounded half away from
 * zero: 1500n, 1 → '1.5'; 10n (the 0.01 g contract), 2 → '0.01'.
 */
export function gramsText(mg: bigint, decimals: number): string {
  return toDecimalString(rescaleHalfUp(mg, GRAM_SCALE, decimals), decimals);
}
