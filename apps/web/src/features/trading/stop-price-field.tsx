import type { OrderDirection, PlacedOrderType } from '@emas/domain';
import type { AmountText } from '../../lib/amount-text.ts';
import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { checkText } from './check-text.ts';
import { stopPriceRefusal } from './stop-order-model.ts';
import { PriceField } from './order-fields.tsx';
import { useTradingTranslation } from './use-trading-translation.ts';

type StopPriceFieldProps = {
  orderType: PlacedOrderType;
  direction: OrderDirection;
  value: AmountText;
  onChange: (value: AmountText) => void;
  /** The typed stop price in sen per lot, or null while it is not a price. */
  priceSen: bigint | null;
  /** The contract's last trade price per lot, sen; null before the first trade. */
  lastPriceSen: bigint | null;
};

/**
 * The stop price (rupiah per lot, step 0.01) in the user's notation, with the last trade price
 * it fires on, what it fires into, and a warning while it is on the wrong side of the last
 * price (a buy's must be above it, a sell's below), in the catalogue's words.
 */
export function StopPriceField({
  orderType,
  direction,
  value,
  onChange,
  priceSen,
  lastPriceSen,
}: StopPriceFieldProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const refusal =
    priceSen === null ? null : stopPriceRefusal(direction, priceSen, lastPriceSen, language);
  const becomes = orderType === 'stop_limit' ? t('stop.becomesLimit') : t('stop.becomesMarket');
  return (
    <PriceField
      className="stop-price-field"
      label={t('stop.price')}
      value={value}
      onChange={onChange}
      hint={
        <>
          {lastPriceSen === null
            ? t('stop.noLastPrice')
            : t('stop.lastPrice', { price: rupiahText(lastPriceSen, language) })}{' '}
          {t(direction === 'buy' ? 'stop.triggerBuy' : 'stop.triggerSell', { becomes })}
        </>
      }
      warning={refusal === null ? null : checkText(refusal.code, refusal.params, language)}
    />
  );
}
