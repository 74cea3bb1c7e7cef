import { formatIdr, type OrderDirection, type PlacedOrderType } from '@emas/domain';
import { useId } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import type { AmountText } from '../../lib/amount-text.ts';
import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { checkText } from './check-text.ts';
import { stopPriceRefusal } from './stop-order-model.ts';
import { LIMIT_PRICE_SCALE } from './ticket-model.ts';
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
  const id = useId();
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const refusal =
    priceSen === null ? null : stopPriceRefusal(direction, priceSen, lastPriceSen, language);
  const becomes = orderType === 'stop_limit' ? t('stop.becomesLimit') : t('stop.becomesMarket');
  return (
    <div className="order-field field stop-price-field">
      <label className="field-label" htmlFor={id}>
        {t('stop.price')}
      </label>
      <AmountInput
        id={id}
        value={value}
        scale={LIMIT_PRICE_SCALE}
        onChange={onChange}
        formatAmount={formatIdr}
        describedBy={refusal === null ? hintId : `${hintId} ${warningId}`}
      />
      <p id={hintId} className="field-hint">
        {lastPriceSen === null
          ? t('stop.noLastPrice')
          : t('stop.lastPrice', { price: rupiahText(lastPriceSen, language) })}{' '}
        {t(direction === 'buy' ? 'stop.triggerBuy' : 'stop.triggerSell', { becomes })}
      </p>
      {refusal === null ? null : (
        <p id={warningId} className="field-warning" role="status">
          {checkText(refusal.code, refusal.params, language)}
        </p>
      )}
    </div>
  );
}
