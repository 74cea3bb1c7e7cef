import type { BrokerFees, BrokerRatesInput } from '@emas/api';
import { brokerSettingsEndpoints as calls } from '@emas/api/broker-settings';
import { type AppName } from '@emas/api';
import { jakartaDate, toDecimalString } from '@emas/domain';
import { type FormEvent, useId, useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { type AmountText, amountOf, amountTextOf } from '../../lib/amount-text.ts';
import { decimalToMinor } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  DeskMessageLine,
  type DeskMessage,
  operatorCall,
  operatorErrorText,
} from '../operator/index.ts';
import { useBrokerSettingsTranslation } from './messages.ts';
import { RATE_FIELDS, RATE_SCALE, type RateField, rateMinorText } from './rate-fields.ts';

type Typed = Record<RateField, AmountText>;

/** The form starts from the schedule in force, so a change is typed over what applies now. */
const typedOf = (inForce: BrokerFees['in_force'], locale: 'id' | 'en'): Typed =>
  Object.fromEntries(
    RATE_FIELDS.map((field) => [
      field,
      amountTextOf(
        inForce === null ? null : decimalToMinor(inForce[field], RATE_SCALE),
        RATE_SCALE,
        locale,
      ),
    ]),
  ) as Typed;

/** The typed rates as the API's decimal strings, or null while one is not a figure. */
const ratesOf = (typed: Typed): BrokerRatesInput | null => {
  const rates: Partial<BrokerRatesInput> = {};
  for (const field of RATE_FIELDS) {
    const minor = amountOf(typed[field], RATE_SCALE);
    if (minor === null) return null;
    rates[field] = toDecimalString(minor, RATE_SCALE);
  }
  return rates as BrokerRatesInput;
};

/** Adds a schedule from a date, today or later; the server refuses a backdated one. */
export function FeeScheduleForm({
  brokerId,
  label,
  inForce,
  onAdded,
}: {
  brokerId: AppName;
  label: string;
  inForce: BrokerFees['in_force'];
  onAdded: () => Promise<void>;
}) {
  const { t } = useBrokerSettingsTranslation();
  const [language] = useLanguage();
  const formId = useId();
  // The date the form opened on is the earliest it offers (the server checks it again).
  const [today] = useState(() => jakartaDate(Date.now()));
  const [date, setDate] = useState(today);
  const [typed, setTyped] = useState<Typed>(() => typedOf(inForce, language));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rates = ratesOf(typed);
    if (rates === null || date === '') {
      setMessage({ kind: 'failed', text: t('invalid') });
      return;
    }
    setBusy(true);
    try {
      await operatorCall(calls.addFees, {
        params: { id: brokerId },
        body: { ...rates, effective_date: date },
      });
      setMessage({ kind: 'done', text: t('added', { broker: label, date }) });
      await onAdded();
    } catch (failure) {
      setMessage({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="operator-card operator-form" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>{t('addHeading')}</h2>
      <p className="operator-muted">{t('addIntro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${formId}-date`}>{t('date')}</label>
          <input
            id={`${formId}-date`}
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="broker-rates-grid">
          {RATE_FIELDS.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${formId}-${field}`}>{t(`rates.${field}`)}</label>
              <AmountInput
                id={`${formId}-${field}`}
                value={typed[field]}
                scale={RATE_SCALE}
                onChange={(value) => setTyped((before) => ({ ...before, [field]: value }))}
                formatAmount={(minor, locale) => rateMinorText(field, minor, locale)}
              />
            </div>
          ))}
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('busy') : t('add')}
        </button>
      </form>
      <DeskMessageLine message={message} />
    </section>
  );
}
