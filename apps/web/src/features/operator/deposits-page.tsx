import { operatorEndpoints } from '@emas/api/operator';
import { toDecimalString } from '@emas/domain';
import { type FormEvent, useId, useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { FormField } from '../../components/form-field.tsx';
import { rupiahText } from '../../lib/decimal.ts';
import { amountOf, type AmountText } from '../../lib/amount-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { numberText } from '../../lib/figure-text.ts';
import { operatorErrorText } from './operator-errors.ts';
import { operatorCall } from './operator-session.ts';
import { useOperatorTranslation } from './translation.ts';

const SEN_SCALE = 2;
const REFERENCE_LENGTH_MIN = 3;

type Outcome = { kind: 'credited' | 'failed'; text: string };

/** Credits money that reached an RPED account to the holder's cash, through the exchange. */
export function DepositsPage() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const amountId = useId();
  const [hin, setHin] = useState('');
  const [amount, setAmount] = useState<AmountText>({ text: '', locale: language });
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sen = amountOf(amount, SEN_SCALE);
    if (
      hin.trim() === '' ||
      sen === null ||
      sen <= 0n ||
      reference.trim().length < REFERENCE_LENGTH_MIN
    ) {
      setOutcome({ kind: 'failed', text: t('deposits.invalid') });
      return;
    }
    setBusy(true);
    try {
      const body = {
        hin: hin.trim(),
        amount_idr: toDecimalString(sen, SEN_SCALE),
        reference: reference.trim(),
      };
      const { data } = await operatorCall(operatorEndpoints.deposit, { body });
      setOutcome({
        kind: 'credited',
        text: t('deposits.credited', {
          amount: numberText(data.amount_idr, language),
          name: data.fullname,
          hin: data.hin,
          balance: numberText(data.balance_idr, language),
        }),
      });
      setAmount({ text: '', locale: language });
      setReference('');
    } catch (failure) {
      setOutcome({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="operator-card operator-form" aria-labelledby="deposits-heading">
      <h1 id="deposits-heading">{t('deposits.heading')}</h1>
      <p className="operator-muted">{t('deposits.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('deposits.hin')}
          value={hin}
          autoComplete="off"
          onChange={(event) => setHin(event.target.value)}
        />
        <div className="field">
          <label htmlFor={amountId}>{t('deposits.amount')}</label>
          <AmountInput
            id={amountId}
            value={amount}
            scale={SEN_SCALE}
            onChange={setAmount}
            formatAmount={(minor, locale) => rupiahText(minor, locale)}
          />
        </div>
        <FormField
          label={t('deposits.reference')}
          value={reference}
          maxLength={80}
          onChange={(event) => setReference(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('deposits.busy') : t('deposits.submit')}
        </button>
      </form>
      {outcome === null ? null : (
        <p
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          className={`operator-${outcome.kind}`}
        >
          {outcome.text}
        </p>
      )}
    </section>
  );
}
