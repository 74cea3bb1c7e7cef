import { formatDecimal, senToUsdMinor, type DisplayCurrency } from '@emas/domain';
import { dollarText, NO_FIGURE, rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { rateIdrPerUsd, useStreamRate } from '../market/index.ts';

/**
 * Rupiah figures of the trading screen (tiles, book, trades, the ticket's figures) in the top
 * bar's display currency: US dollars at the streaming rate, with cents, when it says USD. The
 * server's figures stay rupiah; only what is shown is converted, in bigint.
 */

/** Cents: a price per lot or per gram in dollars reads to the cent. */
export const USD_DISPLAY_SCALE = 2;
const SEN_SCALE = 2;

export type DisplayMoney = {
  readonly currency: DisplayCurrency;
  readonly rateIdrPerUsd: bigint;
  /** 'Rp 1.195.000,00' or '$85,36'; the dash for no figure. */
  readonly text: (sen: bigint | null | undefined, idrDecimals?: number) => string;
  /** The figure alone, without its currency ('1.195.000,00', '85,36'). */
  readonly figure: (sen: bigint | null | undefined, idrDecimals?: number) => string;
};

export function useDisplayMoney(): DisplayMoney {
  const currency = displayCurrency.use();
  const [language] = useLanguage();
  const rate = rateIdrPerUsd(useStreamRate().data);
  const usd = (sen: bigint) => senToUsdMinor(sen, rate, USD_DISPLAY_SCALE);
  return {
    currency,
    rateIdrPerUsd: rate,
    text: (sen, idrDecimals = SEN_SCALE) => {
      if (sen === null || sen === undefined) return NO_FIGURE;
      return currency === 'usd'
        ? dollarText(usd(sen), USD_DISPLAY_SCALE, language)
        : rupiahText(sen, language, idrDecimals);
    },
    figure: (sen, idrDecimals = SEN_SCALE) => {
      if (sen === null || sen === undefined) return NO_FIGURE;
      return currency === 'usd'
        ? formatDecimal(usd(sen), USD_DISPLAY_SCALE, language)
        : formatDecimal(sen, SEN_SCALE, language, idrDecimals);
    },
  };
}
