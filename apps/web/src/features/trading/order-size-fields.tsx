import { formatDecimal, formatIdr, quantityStepMg, type ContractConfig } from '@emas/domain';
import { useId, type ReactNode } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  GRAM_SCALE,
  RUPIAH_SCALE,
  SIZE_MODES,
  type OrderSize,
  type SizedQuantity,
} from './order-size.ts';
import { gramDecimals, lotsDisplay, tenthsOf, type Quantity } from './ticket-model.ts';
import { useScreenTranslation } from './use-screen-translation.ts';

type OrderSizeFieldsProps = {
  config: ContractConfig;
  size: OrderSize;
  onSize: (size: OrderSize) => void;
  /** What a rupiah or gram size places; null by lot. */
  sized: SizedQuantity | null;
  /** The quantity the ticket will send (after a sell's cap). */
  quantity: Quantity;
  quantityMg: bigint;
  /** The spec's lot fields, shown when sizing by lot. */
  lotFields: ReactNode;
};

const gramsText = (mg: bigint, config: ContractConfig, locale: 'id' | 'en') =>
  formatDecimal(mg, GRAM_SCALE, locale, gramDecimals(config));

/**
 * Lot, Rupiah or Gram: by lot the spec's fields; by rupiah or grams an amount, and before review
 * the lots it places and what is left over, read out as it changes.
 */
export function OrderSizeFields({
  config,
  size,
  onSize,
  sized,
  quantity,
  quantityMg,
  lotFields,
}: OrderSizeFieldsProps) {
  const { t } = useScreenTranslation();
  const [language] = useLanguage();
  const id = useId();
  const resultId = `${id}-result`;
  const stepGrams = gramsText(quantityStepMg(config), config, language);

  const result = (() => {
    if (sized === null) return null;
    if (sized.waiting === 'amount') return null;
    if (sized.waiting === 'price') return t('size.noPrice');
    if (sized.quantityMg === 0n) return t('size.tooSmall', { step: stepGrams });
    const places = t('size.places', {
      lots: lotsDisplay(tenthsOf(quantity), language),
      grams: gramsText(quantityMg, config, language),
    });
    const { unit, value } = sized.leftover;
    const leftover =
      value === 0n
        ? t('size.noLeftover')
        : unit === 'sen'
          ? t('size.leftoverRupiah', { amount: rupiahText(value, language) })
          : t('size.leftoverGram', {
              grams: formatDecimal(value, GRAM_SCALE, language),
              step: stepGrams,
            });
    return `${places} · ${leftover}`;
  })();

  return (
    <div className="order-size">
      <SegmentedControl
        label={t('size.mode')}
        className="order-size-mode"
        value={size.mode}
        onChange={(mode) => onSize({ ...size, mode })}
        options={SIZE_MODES.map((mode) => ({ value: mode, label: t(`size.${mode}`) }))}
      />
      {size.mode === 'lot' ? (
        lotFields
      ) : (
        <div className="order-field field">
          <label className="field-label" htmlFor={`${id}-amount`}>
            {size.mode === 'rupiah' ? t('size.amount') : t('size.grams')}
          </label>
          {size.mode === 'rupiah' ? (
            <AmountInput
              id={`${id}-amount`}
              value={size.amount}
              scale={RUPIAH_SCALE}
              onChange={(amount) => onSize({ ...size, amount })}
              formatAmount={formatIdr}
              describedBy={resultId}
            />
          ) : (
            <AmountInput
              id={`${id}-amount`}
              value={size.grams}
              scale={GRAM_SCALE}
              onChange={(grams) => onSize({ ...size, grams })}
              formatAmount={(mg, locale) => `${formatDecimal(mg, GRAM_SCALE, locale)} g`}
              describedBy={resultId}
            />
          )}
          <p id={resultId} className="order-size-result" role="status">
            {result}
          </p>
          <p className="field-hint">{t('size.sentInLots')}</p>
        </div>
      )}
    </div>
  );
}
