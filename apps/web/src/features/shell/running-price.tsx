import { formatClockJakarta } from '@emas/domain';
import { NO_FIGURE } from '../../lib/decimal.ts';
import { useGoldPrices } from '../market/index.ts';
import { useMoneyText } from './display-money.tsx';
import { useShellTranslation } from './translation.ts';

/** Running prices are per gram with 2 decimals (spec 000 section 9), in either currency. */
const RUNNING_PRICE_DECIMALS = 2;

/**
 * The top bar's running price: the reference buy and sell price per gram from the gold prices,
 * in the chosen currency (dollars at the live rate), and the Jakarta time (HH:MM:SS) they last
 * reloaded or were pushed. A dash until they arrive.
 */
export function RunningPrice() {
  const { t } = useShellTranslation();
  const money = useMoneyText();
  const golds = useGoldPrices();
  const entry = golds.data?.[0];
  const text = (value: string | undefined) => money.rupiah(value, RUNNING_PRICE_DECIMALS);
  const updatedAt =
    entry && golds.dataUpdatedAt > 0 ? formatClockJakarta(golds.dataUpdatedAt) : null;
  return (
    <div className="running-price" role="group" aria-label={t('price.label')}>
      <span className="running-price-side">
        <span className="running-price-tag running-price-buy">{t('price.buy')}</span>
        <span className="top-bar-figure">{text(entry?.runningPriceBuy)}</span>
      </span>
      <span className="running-price-side">
        <span className="running-price-tag running-price-sell">{t('price.sell')}</span>
        <span className="top-bar-figure">{text(entry?.runningPriceSell)}</span>
      </span>
      <span className="running-price-meta">
        <span>{t('price.perGram')}</span>
        <time aria-label={t('price.updated', { time: updatedAt ?? NO_FIGURE })}>
          {updatedAt ?? NO_FIGURE}
        </time>
      </span>
    </div>
  );
}
