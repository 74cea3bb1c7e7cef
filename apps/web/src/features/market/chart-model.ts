import type { Candle } from '@emas/api';
import {
  senToUsdMinor,
  toDecimalString,
  type DisplayCurrency,
  type FillMarker,
  type Locale,
} from '@emas/domain';
import { decimalToMinor, dollarText, NO_FIGURE, rupiahText } from '../../lib/decimal.ts';

/**
 * The chart's figures in the display currency: a rupiah chart (the reference in IDR, a
 * contract's trades) is drawn in US dollars per gram at the streaming rate when the top bar's
 * switch says USD; the dollar reference stays dollars. Figures stay decimal strings and bigint.
 */

const IDR_SCALE = 2;
/** Dollars per gram with cents, as the XAUUSDG chart's axis. */
export const USD_CHART_SCALE = 2;

export type ChartCurrency = { readonly currency: DisplayCurrency; readonly rateIdrPerUsd: bigint };

const priceInUsd = (text: string, rate: bigint): string => {
  const sen = decimalToMinor(text, IDR_SCALE) ?? 0n;
  return toDecimalString(senToUsdMinor(sen, rate, USD_CHART_SCALE), USD_CHART_SCALE);
};

/** A rupiah chart's candles in the display currency (unchanged when it is rupiah). */
export function candlesInCurrency(
  candles: readonly Candle[],
  { currency, rateIdrPerUsd }: ChartCurrency,
): readonly Candle[] {
  if (currency === 'idr') return candles;
  return candles.map((candle) => ({
    time: candle.time,
    open: priceInUsd(candle.open, rateIdrPerUsd),
    high: priceInUsd(candle.high, rateIdrPerUsd),
    low: priceInUsd(candle.low, rateIdrPerUsd),
    close: priceInUsd(candle.close, rateIdrPerUsd),
  }));
}

/** A chart price (decimal string) as the language writes it in the chart's currency. */
export function chartPriceText(
  text: string | undefined,
  currency: DisplayCurrency,
  locale: Locale,
  usdScale = USD_CHART_SCALE,
): string {
  const scale = currency === 'usd' ? usdScale : IDR_SCALE;
  const minor = decimalToMinor(text, scale);
  if (minor === null) return NO_FIGURE;
  return currency === 'usd' ? dollarText(minor, scale, locale) : rupiahText(minor, locale);
}

/** A candle's start as Jakarta wall-clock time: a date for daily candles, else date and time. */
export function candleTimeText(timeSeconds: number, daily: boolean, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: 'Asia/Jakarta',
    dateStyle: 'short',
    ...(daily ? {} : { timeStyle: 'short' }),
  }).format(new Date(timeSeconds * 1000));
}

/** The candle at `time`, or the newest when there is no such candle (or no time). */
export function candleAt(candles: readonly Candle[], time: number | null): Candle | undefined {
  const found = time === null ? undefined : candles.find((candle) => candle.time === time);
  return found ?? candles[candles.length - 1];
}

const MS_PER_SECOND = 1_000;

/** A fill marker's candle start in epoch seconds, as a candle's `time`. */
export const markerTime = (marker: FillMarker): number =>
  Math.floor(marker.startMs / MS_PER_SECOND);
