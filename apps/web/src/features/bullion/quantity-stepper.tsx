import { cappedBullionQuantity } from '@emas/domain';
import { useId } from 'react';
import { useBullionTranslation } from './use-bullion-translation.ts';

/** Bars of one contract: − and + by 1, or typed; always capped to 0..available (spec 002 §5). */
export function QuantityStepper({
  name,
  value,
  available,
  onChange,
}: {
  name: string;
  value: number;
  available: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useBullionTranslation();
  const id = useId();
  const set = (typed: string | number) => onChange(cappedBullionQuantity(typed, available));
  return (
    <div className="bullion-stepper">
      <label htmlFor={id}>{t('quantityOf', { name })}</label>
      <div className="bullion-stepper-controls">
        <button
          type="button"
          aria-label={t('decrease', { name })}
          disabled={value <= 0}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          className="field-input"
          value={String(value)}
          onChange={(event) => set(event.target.value)}
        />
        <button
          type="button"
          aria-label={t('increase', { name })}
          disabled={value >= available}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      <p className="bullion-hint">{t('available', { count: available })}</p>
    </div>
  );
}
