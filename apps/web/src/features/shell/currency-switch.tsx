import type { DisplayCurrency } from '@emas/domain';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { displayCurrency } from '../../lib/preferences.ts';

const CURRENCIES: readonly DisplayCurrency[] = ['idr', 'usd'];

/** IDR or USD for every amount on screen; remembered, IDR by default. */
export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  return (
    <SegmentedControl
      label={t('currency.label')}
      value={displayCurrency.use()}
      onChange={displayCurrency.set}
      options={CURRENCIES.map((currency) => ({
        value: currency,
        label: t(`currency.${currency}`),
      }))}
    />
  );
}
