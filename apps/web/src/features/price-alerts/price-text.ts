import { type DisplayCurrency, type Locale, senToUsdMinor } from '@emas/domain';
import { decimalToMinor, dollarText, rupiahText, NO_FIGURE } from '../../lib/decimal.ts';

const USD_DECIMALS = 2;

/**
 * A price per lot as the page shows it: rupiah in the reader's notation (alerts are set in
 * rupiah, the trades' own currency), followed by its US dollar worth at the streaming rate
 * when the display currency is USD.
 */
export const alertPriceText = (
  price: string | null | undefined,
  currency: DisplayCurrency,
  locale: Locale,
  rateIdrPerUsd: bigint,
): { rupiah: string; usd: string | null } => {
  const sen = decimalToMinor(price, 2);
  if (sen === null) return { rupiah: NO_FIGURE, usd: null };
  const usd =
    currency === 'usd'
      ? dollarText(senToUsdMinor(sen, rateIdrPerUsd, USD_DECIMALS), USD_DECIMALS, locale)
      : null;
  return { rupiah: rupiahText(sen, locale), usd };
};
