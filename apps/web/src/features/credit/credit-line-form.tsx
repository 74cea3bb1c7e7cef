import { creditEndpoints } from '@emas/api/credit';
import { toDecimalString } from '@emas/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { FormField } from '../../components/form-field.tsx';
import { type AmountText, amountOf } from '../../lib/amount-text.ts';
import { rupiahText } from '../../lib/decimal.ts';
import { numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  type DeskMessage,
  DeskMessageLine,
  operatorCall,
  operatorErrorText,
} from '../operator/index.ts';
import { useCreditDeskTranslation } from './credit-desk-messages.ts';

const SEN_SCALE = 2;
const REASON_LENGTH_MIN = 3;

/** Sets a holder's credit limit by HIN; the exchange refuses one below the credit drawn. */
export function CreditLineForm({ refreshKey }: { refreshKey: readonly unknown[] }) {
  const { t } = useCreditDeskTranslation();
  const [language] = useLanguage();
  const client = useQueryClient();
  const limitId = useId();
  const [hin, setHin] = useState('');
  const [limit, setLimit] = useState<AmountText>({ text: '', locale: language });
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sen = amountOf(limit, SEN_SCALE);
    if (hin.trim() === '' || sen === null || reason.trim().length < REASON_LENGTH_MIN) {
      setMessage({ kind: 'failed', text: t('credit.lineInvalid') });
      return;
    }
    setBusy(true);
    try {
      const body = {
        hin: hin.trim(),
        credit_limit: toDecimalString(sen, SEN_SCALE),
        reason: reason.trim(),
      };
      const { data } = await operatorCall(creditEndpoints.setLine, { body });
      setMessage({
        kind: 'done',
        text: t('credit.lineSet', {
          name: data.fullname,
          hin: data.hin,
          limit: numberText(data.credit_limit, language),
          available: numberText(data.available_credit, language),
        }),
      });
      setReason('');
    } catch (failure) {
      setMessage({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: refreshKey });
    }
  };

  return (
    <section className="operator-card operator-form" aria-labelledby="credit-line-heading">
      <h2 id="credit-line-heading">{t('credit.lineHeading')}</h2>
      <p className="operator-muted">{t('credit.lineIntro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('deposits.hin')}
          value={hin}
          autoComplete="off"
          onChange={(event) => setHin(event.target.value)}
        />
        <div className="field">
          <label htmlFor={limitId}>{t('credit.limit')}</label>
          <AmountInput
            id={limitId}
            value={limit}
            scale={SEN_SCALE}
            onChange={setLimit}
            formatAmount={(minor, locale) => rupiahText(minor, locale)}
          />
        </div>
        <FormField
          label={t('desk.reason')}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('desk.busy') : t('credit.lineSubmit')}
        </button>
      </form>
      <DeskMessageLine message={message} />
    </section>
  );
}
