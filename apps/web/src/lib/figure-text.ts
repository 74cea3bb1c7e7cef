import type { DisplayCurrency, Locale } from '@emas/domain';
import { NO_FIGURE, decimalToMinor, dollarText, rupiahText } from './decimal.ts';
import { formatDecimal, senToUsdViewMinor } from '@emas/domain';

/**
 * A server's decimal string shown as money in the chosen currency and language
 * (Indonesian: Rp 1.100.000,50), or the no-figure dash when it is missing.
 */
export function moneyText(
  text: string | null | undefined,
  currency: DisplayCurrency,
  locale: Locale,
  decimals = 2,
): string {
  const minor = decimalToMinor(text, decimals);
  if (minor === null) return NO_FIGURE;
  return currency === 'usd'
    ? dollarText(minor, decimals, locale)
    : rupiahText(minor, locale, decimals);
}

/**
 * How money is shown: the display currency, the rupiah per US dollar that converts to it (the
 * live rate) and the language. The sen stay the record; dollars are only ever a view of them.
 */
export type MoneyView = {
  readonly currency: DisplayCurrency;
  readonly rateIdrPerUsd: bigint;
  readonly locale: Locale;
};

/**
 * Sen shown in the view's currency: rupiah as they are (Rp 1.100.000,50), dollars converted at
 * the view's rate and truncated to `decimals` ($67,70), as the balance's dollars are; the
 * no-figure dash when missing.
 */
export function senText(sen: bigint | null | undefined, view: MoneyView, decimals = 2): string {
  if (sen === null || sen === undefined) return NO_FIGURE;
  if (view.currency === 'idr') return rupiahText(sen, view.locale, decimals);
  return dollarText(senToUsdViewMinor(sen, view.rateIdrPerUsd, decimals), decimals, view.locale);
}

/** A server's rupiah decimal string shown in the view's currency (see senText). */
export function rupiahStringText(
  text: string | null | undefined,
  view: MoneyView,
  decimals = 2,
): string {
  return senText(decimalToMinor(text, 2), view, decimals);
}

/** A plain decimal (grams, lots) in the language's separators. */
export function numberText(text: string | null | undefined, locale: Locale, decimals = 2): string {
  const minor = decimalToMinor(text, decimals);
  return minor === null ? NO_FIGURE : formatDecimal(minor, decimals, locale);
}

/** An instant as a Jakarta date and time: 24/11/2026 10:00. */
export function dateTimeText(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: 'Asia/Jakarta',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A calendar day 'YYYY-MM-DD' as the language writes it: 24/11/2026. */
export function dayText(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: 'UTC',
    dateStyle: 'short',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
