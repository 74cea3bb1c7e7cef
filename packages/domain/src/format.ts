import { jakartaParts } from './market-hours.ts';
import { rescaleHalfUp } from './rounding.ts';

/**
 * Display formatting of amounts, prices, times and percentages. Amounts arrive as bigint minor
 * units and never pass through a float. Indonesian groups thousands with '.' and uses ',' for
 * the decimal point; English the other way round. A negative value starts with '-'.
 */
export type Locale = 'id' | 'en';
export type DisplayCurrency = 'idr' | 'usd';

/** Balances and running prices show 2 decimals (spec 000 section 9). */
export const MONEY_DECIMALS = 2;
const IDR_SCALE = 2;
const USD_SCALE = 2;

const separators: Record<Locale, { group: string; point: string }> = {
  id: { group: '.', point: ',' },
  en: { group: ',', point: '.' },
};

const groupThousands = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * `minor` units with `scale` decimals, shown with `decimals` decimals (default: all of them) and
 * thousands separators. Fewer decimals round half away from zero; more pad with zeros.
 * 123456789n, 3, 'en', 2 → '123,456.79'.
 */
export function formatDecimal(
  minor: bigint,
  scale: number,
  locale: Locale,
  decimals: number = scale,
): string {
  const rounded = rescaleHalfUp(minor, scale, decimals);
  const digits = (rounded < 0n ? -rounded : rounded).toString().padStart(decimals + 1, '0');
  const { group, point } = separators[locale];
  const whole = groupThousands(digits.slice(0, digits.length - decimals), group);
  const body = decimals === 0 ? whole : `${whole}${point}${digits.slice(digits.length - decimals)}`;
  return rounded < 0n ? `-${body}` : body;
}

const withSymbol = (symbol: string, text: string): string =>
  text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;

/** Sen as rupiah with 2 decimals: 100000000000n → 'Rp 1.000.000.000,00' (id). */
export function formatIdr(sen: bigint, locale: Locale): string {
  return withSymbol('Rp ', formatDecimal(sen, IDR_SCALE, locale, MONEY_DECIMALS));
}

/** Cents as dollars with 2 decimals: 123456n → '$1,234.56' (en). */
export function formatUsd(cents: bigint, locale: Locale): string {
  return withSymbol('$', formatDecimal(cents, USD_SCALE, locale, MONEY_DECIMALS));
}

/** A balance in the display currency chosen by the currency switch. */
export function formatMoney(minor: bigint, currency: DisplayCurrency, locale: Locale): string {
  return currency === 'idr' ? formatIdr(minor, locale) : formatUsd(minor, locale);
}

/** Hundredths of a percent (basis points) with 2 decimals: 1234n → '12.34%' (en). */
export function formatPercent(basisPoints: bigint, locale: Locale): string {
  return `${formatDecimal(basisPoints, 2, locale)}%`;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The Jakarta wall-clock time of an instant as 'HH:MM:SS' (the last price update time). */
export function formatClockJakarta(epochMs: number): string {
  const { hour, minute, second } = jakartaParts(epochMs);
  return `${twoDigits(hour)}:${twoDigits(minute)}:${twoDigits(second)}`;
}

/**
 * Remaining whole seconds as 'MM:SS' (the OTP resend countdown). A fraction of a second is
 * dropped; zero, negative or non-finite input shows '00:00'. Minutes may pass 59 ('61:01').
 */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}
