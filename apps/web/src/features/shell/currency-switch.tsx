import type { DisplayCurrency } from '@emas/domain';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { displayCurrency } from '../../lib/preferences.ts';
import { useShellTranslation } from './translation.ts';

const CURRENCIES: readonly DisplayCurrency[] = ['idr', 'usd'];

/** IDR or USD for every amount on screen; remembered, IDR by default. */
export function CurrencySwitch() {
  const { t } = useShellTranslation();
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
