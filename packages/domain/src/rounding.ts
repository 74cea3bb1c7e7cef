/**
 * Integer rounding for bigint minor units. "Half-up" here rounds the magnitude half-up and keeps
 * the sign (half away from zero), so a negative amount shows the mirror of its positive.
 */

const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/** numerator / denominator rounded half away from zero. The denominator must not be zero. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = abs(numerator);
  const d = abs(denominator);
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** 10^exponent as a bigint; the exponent is a non-negative integer. */
export function powerOfTen(exponent: number): bigint {
  if (!Number.isInteger(exponent) || exponent < 0) {
    throw new RangeError(`exponent must be a non-negative integer, got ${exponent}`);
  }
  return 10n ** BigInt(exponent);
}

/**
 * Minor units with `fromScale` decimals to minor units with `toScale` decimals: exact when the
 * scale grows, rounded half away from zero when it shrinks. 12345n, 3 → 2 gives 1235n.
 */
export function rescaleHalfUp(minor: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return minor * powerOfTen(toScale - fromScale);
  return divideRoundHalfUp(minor, powerOfTen(fromScale - toScale));
}
