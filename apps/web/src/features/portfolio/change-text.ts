import type { PortfolioChange } from '@emas/api';
import { formatDecimal, type Locale } from '@emas/domain';
import { decimalToMinor, NO_FIGURE } from '../../lib/decimal.ts';

/** Which way a change went, for its colour (never its only sign: the text carries + or -). */
export type Trend = 'up' | 'down' | 'flat';

const PERCENT_SCALE = 2;

export const trendOf = (amountText: string | null | undefined): Trend => {
  const minor = decimalToMinor(amountText, 2);
  return minor === null || minor === 0n ? 'flat' : minor > 0n ? 'up' : 'down';
};

/** A gain with its plus sign; a loss already carries its minus. */
const signed = (text: string, trend: Trend): string => (trend === 'up' ? `+${text}` : text);

/**
 * A change as "+Rp 80.000,00 (+0,67%)": the amount in the chosen currency by `money`, the
 * percent in the language's separators, left out when there is none.
 */
export function changeText(
  change: PortfolioChange | null,
  money: (rupiah: string) => string,
  locale: Locale,
): string {
  if (change === null) return NO_FIGURE;
  const trend = trendOf(change.amount);
  const amount = signed(money(change.amount), trend);
  const percent = decimalToMinor(change.percent, PERCENT_SCALE);
  if (percent === null) return amount;
  return `${amount} (${signed(formatDecimal(percent, PERCENT_SCALE, locale), trend)}%)`;
}
