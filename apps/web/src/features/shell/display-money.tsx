import { formatDecimal } from '@emas/domain';
import { type MoneyView, rupiahStringText, senText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { rateIdrPerUsd, useStreamRate } from '../market/index.ts';
import { useShellTranslation } from './translation.ts';

/**
 * The currency switch's choice for every figure the server sends in rupiah: the chosen currency,
 * the live USD/IDR rate (the stream's, 14000 until it is known) and the language.
 */
export function useMoneyView(): MoneyView {
  const [locale] = useLanguage();
  const rate = useStreamRate();
  return {
    currency: displayCurrency.use(),
    rateIdrPerUsd: rateIdrPerUsd(rate.data),
    locale,
  };
}

/** Text makers for sen and for rupiah decimal strings, in the chosen currency. */
export function useMoneyText() {
  const view = useMoneyView();
  return {
    view,
    sen: (sen: bigint | null | undefined, decimals = 2) => senText(sen, view, decimals),
    rupiah: (text: string | null | undefined, decimals = 2) =>
      rupiahStringText(text, view, decimals),
  };
}

/**
 * While dollars are shown, says at which rate they were converted and that the account stays in
 * rupiah: a dollar figure here is a view, never a record.
 */
export function ConversionNote({ className = 'conversion-note' }: { className?: string }) {
  const { t } = useShellTranslation();
  const view = useMoneyView();
  if (view.currency !== 'usd') return null;
  const rate = `Rp ${formatDecimal(view.rateIdrPerUsd, 0, view.locale)}`;
  return <p className={className}>{t('currency.converted', { rate })}</p>;
}
