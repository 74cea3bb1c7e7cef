import type { DisplayCurrency } from '@emas/domain';
import { useTranslation } from 'react-i18next';
import { displayCurrency } from '../../lib/preferences.ts';

const CURRENCIES: readonly DisplayCurrency[] = ['idr', 'usd'];

/** IDR or USD for every amount on screen; remembered, IDR by default. */
export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  const current = displayCurrency.use();
  return (
    <div className="segmented" role="group" aria-label={t('currency.label')}>
      {CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="button"
          aria-pressed={current === currency}
          onClick={() => displayCurrency.set(currency)}
        >
          {t(`currency.${currency}`)}
        </button>
      ))}
    </div>
  );
}
