import { recurringBuyEndpoints } from '@emas/api/recurring-buys';
import {
  LAST_DAY_OF_MONTH,
  MONEY_DECIMALS,
  MONTH_DAY_MAX,
  RECURRING_FREQUENCIES,
  RUN_TIME_DEFAULT,
  RUN_TIME_EARLIEST_MINUTES,
  RUN_TIME_LATEST_MINUTES,
  type RecurringFrequency,
  WEEKDAY_MAX,
  checkRecurringAmount,
  contracts,
  isContractOrderable,
  toDecimalString,
} from '@emas/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { AmountInput } from '../../components/amount-input.tsx';
import { Field } from '../../components/form-field.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { type AmountText, amountOf } from '../../lib/amount-text.ts';
import { rupiahText } from '../../lib/decimal.ts';
import { call } from '../../lib/endpoint-call.ts';
import { failureAlert } from '../../lib/failure-alert.ts';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { RECURRING_BUYS_KEY } from './recurring-buys-calls.ts';
import { useRecurringBuysTranslation } from './use-recurring-buys-translation.ts';

/** The contracts a client may buy by market order: what a schedule may buy. */
export const BUYABLE_CONTRACTS = contracts.filter((contract) =>
  isContractOrderable(contract, 'buy', 'market'),
);
const twoDigits = (value: number) => String(value).padStart(2, '0');
/** The run time in 24-hour WIB, from the hour the market day session opens: whatever the browser's locale. */
const HOURS = Array.from(
  { length: (RUN_TIME_LATEST_MINUTES - RUN_TIME_EARLIEST_MINUTES) / 60 + 1 },
  (_, index) => twoDigits(RUN_TIME_EARLIEST_MINUTES / 60 + index),
);
/** Minutes in steps of five: a schedule needs no finer time. */
const MINUTES = Array.from({ length: 12 }, (_, index) => twoDigits(index * 5));
const WEEKDAYS = Array.from({ length: WEEKDAY_MAX }, (_, index) => index + 1);
const MONTH_DAYS = Array.from({ length: MONTH_DAY_MAX }, (_, index) => index + 1);

/** The day a new schedule starts with for each frequency: Monday, the 1st. */
const FIRST_DAY: Record<RecurringFrequency, string> = { daily: '', weekly: '1', monthly: '1' };

const dayOfChoice = (frequency: RecurringFrequency, choice: string) =>
  frequency === 'daily' ? null : choice === LAST_DAY_OF_MONTH ? LAST_DAY_OF_MONTH : Number(choice);

/**
 * A new schedule: the contract, the rupiah amount of each buy, how often, on which day, at what
 * time in Jakarta. The rules are the server's, checked here first so a mistake shows at once.
 */
export function ScheduleForm() {
  const { t } = useRecurringBuysTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const client = useQueryClient();
  const amountId = useId();
  const amountErrorId = useId();
  const [contractId, setContractId] = useState(BUYABLE_CONTRACTS.at(-1)?.contractId ?? 0);
  const [amount, setAmount] = useState<AmountText>({ text: '', locale: language });
  const [frequency, setFrequency] = useState<RecurringFrequency>('daily');
  const [day, setDay] = useState('');
  const [time, setTime] = useState(RUN_TIME_DEFAULT);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  const amountSen = amountOf(amount, MONEY_DECIMALS);
  const amountValid = amountSen !== null && checkRecurringAmount(amountSen).ok;

  const chooseFrequency = (next: RecurringFrequency) => {
    setFrequency(next);
    setDay(FIRST_DAY[next]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!amountValid || busy) return;
    setBusy(true);
    try {
      const answer = await call(recurringBuyEndpoints.create, {
        body: {
          contract_id: contractId,
          amount_idr: toDecimalString(amountSen, MONEY_DECIMALS),
          frequency,
          day: dayOfChoice(frequency, day),
          time,
        },
      });
      const next = answer.body.next_run_at;
      await alert.show({
        type: 'success',
        title: t('form.created'),
        ...(next === null
          ? {}
          : { message: t('form.createdMessage', { when: dateTimeText(next, language) }) }),
      });
      setAmount({ text: '', locale: language });
      setShown(false);
    } catch (error) {
      await alert.show({ type: 'error', ...failureAlert(error, t, language) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: RECURRING_BUYS_KEY });
    }
  };

  return (
    <form
      className="recurring-card recurring-form"
      aria-labelledby="recurring-form-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="recurring-form-title">{t('form.heading')}</h2>
      <div className="recurring-form-grid">
        <Field label={t('form.contract')}>
          {(control) => (
            <select
              {...control}
              className="field-input"
              value={contractId}
              onChange={(event) => setContractId(Number(event.target.value))}
            >
              {BUYABLE_CONTRACTS.map((contract) => (
                <option key={contract.contractId} value={contract.contractId}>
                  {contract.tradeTicketName}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field">
          <label htmlFor={amountId}>{t('form.amount')}</label>
          <AmountInput
            id={amountId}
            value={amount}
            scale={MONEY_DECIMALS}
            onChange={setAmount}
            describedBy={shown && !amountValid ? amountErrorId : undefined}
            formatAmount={(minor, locale) => rupiahText(minor, locale)}
          />
          {shown && !amountValid ? (
            <p id={amountErrorId} className="field-error">
              {t('form.amountInvalid')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <span className="recurring-label" id="recurring-frequency-label">
            {t('form.frequency')}
          </span>
          <SegmentedControl
            label={t('form.frequency')}
            options={RECURRING_FREQUENCIES.map((value) => ({
              value,
              label: t(`frequencies.${value}`),
            }))}
            value={frequency}
            onChange={chooseFrequency}
          />
        </div>
        {frequency === 'daily' ? null : (
          <Field label={frequency === 'weekly' ? t('form.weekday') : t('form.monthDay')}>
            {(control) => (
              <select
                {...control}
                className="field-input"
                value={day}
                onChange={(event) => setDay(event.target.value)}
              >
                {frequency === 'weekly'
                  ? WEEKDAYS.map((weekday) => (
                      <option key={weekday} value={weekday}>
                        {t(`weekdays.${weekday}`)}
                      </option>
                    ))
                  : [
                      ...MONTH_DAYS.map((monthDay) => (
                        <option key={monthDay} value={monthDay}>
                          {monthDay}
                        </option>
                      )),
                      <option key="last" value={LAST_DAY_OF_MONTH}>
                        {t('form.lastDay')}
                      </option>,
                    ]}
              </select>
            )}
          </Field>
        )}
        <fieldset className="recurring-time">
          <legend>{t('form.time')}</legend>
          <Field label={t('form.hour')}>
            {(control) => (
              <select
                {...control}
                className="field-input"
                value={time.slice(0, 2)}
                onChange={(event) => setTime(`${event.target.value}${time.slice(2)}`)}
              >
                {HOURS.map((hour) => (
                  <option key={hour}>{hour}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.minute')}>
            {(control) => (
              <select
                {...control}
                className="field-input"
                value={time.slice(3)}
                onChange={(event) => setTime(`${time.slice(0, 3)}${event.target.value}`)}
              >
                {MINUTES.map((minute) => (
                  <option key={minute}>{minute}</option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
      </div>
      <p className="recurring-note">{t('form.hint')}</p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
