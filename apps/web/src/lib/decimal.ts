import { formatDecimal, parseDecimalString, rescaleHalfUp, type Locale } from '@emas/domain';

/**
 * Decimal strings from the server as bigint minor units, and minor units as text. Parsing only:
 * every rule stays in @emas/domain.
 */

/**
 * A decimal string as minor units of `scale` decimals; more decimals than that are rounded half
 * away from zero. Null for anything that is not a plain decimal (or is missing).
 */
export function decimalToMinor(text: string | null | undefined, scale: number): bigint | null {
  if (text === null || text === undefined) return null;
  const match = /^-?\d+(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return null;
  const decimals = match[1]?.length ?? 0;
  const exact = parseDecimalString(text, decimals);
  return exact === null ? null : rescaleHalfUp(exact, decimals, scale);
}

/** A decimal string truncated (floored toward zero) to `scale` decimals, as minor units. */
export function decimalFloorToMinor(text: string | null | undefined, scale: number): bigint | null {
  if (text === null || text === undefined) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const minor = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return sign === '-' ? -minor : minor;
}

/** Rupiah text: 'Rp 1.192.800,00' (id), with `decimals` decimals of sen (scale 2). */
export function rupiahText(sen: bigint, locale: Locale, decimals = 2): string {
  const body = formatDecimal(sen, 2, locale, decimals);
  return body.startsWith('-') ? `-Rp ${body.slice(1)}` : `Rp ${body}`;
}

/** US dollar text with the minor units' own decimals: '$85,1234' (id, scale 4). */
export function dollarText(minor: bigint, scale: number, locale: Locale): string {
  const body = formatDecimal(minor, scale, locale);
  return body.startsWith('-') ? `-$${body.slice(1)}` : `$${body}`;
}

/** What the app shows for a figure it does not have: never an invented number. */
export const NO_FIGURE = '—';
