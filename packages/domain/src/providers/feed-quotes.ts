import { parseDecimalString } from '../money.ts';
import { rescaleHalfUp } from '../rounding.ts';

/**
 * Prices from outside feeds arrive as decimal text (a JSON number's own digits, never a float).
 * These rules turn that text into our integer units, rounded half up, and refuse what cannot be
 * a price: a sign, an exponent, a zero, or more digits than any real quote carries.
 */

/** The most decimals a feed's figure may carry; feeds send at most a handful. */
export const FEED_DECIMALS_MAX = 12;

/** A positive decimal text, to minor units with `scale` decimals (rounded half up); else null. */
export function feedDecimalToMinor(text: string, scale: number): bigint | null {
  const fraction = /^\d+(?:\.(\d+))?$/.exec(text.trim());
  if (fraction === null) return null;
  const decimals = fraction[1]?.length ?? 0;
  if (decimals > FEED_DECIMALS_MAX) return null;
  const exact = parseDecimalString(text, decimals);
  if (exact === null) return null;
  const minor = rescaleHalfUp(exact, decimals, scale);
  return minor > 0n ? minor : null;
}

const CENTS_SCALE = 2;

/** A gold feed's XAU/USD (US dollars per troy ounce, e.g. "2650.355") as US cents per ounce. */
export function xauUsdCentsOfFeedPrice(text: string): bigint | null {
  return feedDecimalToMinor(text, CENTS_SCALE);
}

/** A rate feed's USD/IDR (rupiah per US dollar, e.g. "16234.5") as whole rupiah per dollar. */
export function idrPerUsdOfFeedRate(text: string): bigint | null {
  return feedDecimalToMinor(text, 0);
}
