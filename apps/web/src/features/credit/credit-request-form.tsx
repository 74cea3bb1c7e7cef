import { creditEndpoints } from '@emas/api/credit';
import {
  CREDIT_REASON_LENGTH_MAX,
  MONEY_DECIMALS,
  checkCreditLimit,
  checkCreditReason,
  toDecimalString,
} from '@emas/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { useAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { type AmountText, amountOf } from '../../lib/amount-text.ts';
import { rupiahText } from '../../lib/decimal.ts';
import { call } from '../../lib/endpoint-call.ts';
import { failureAlert } from '../../lib/failure-alert.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { StoredSession } from '../../lib/session.ts';
import { useCreditTranslation } from './use-credit-translation.ts';

/** Asks the operators for a credit limit, with the reason; one request waits at a time. */
export function CreditRequestForm({ session }: { session: StoredSession }) {
  const { t } = useCreditTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const client = useQueryClient();
  const limitId = useId();
  const limitErrorId = useId();
  const [limit, setLimit] = useState<AmountText>({ text: '', locale: language });
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  const limitSen = amountOf(limit, MONEY_DECIMALS);
  const limitValid = limitSen !== null && limitSen > 0n && checkCreditLimit(limitSen).ok;
  const reasonValid = checkCreditReason(reason).ok;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!limitValid || !reasonValid || busy) return;
    setBusy(true);
    try {
      await call(creditEndpoints.request, {
        body: {
          user_id: session.userId,
          credit_limit: toDecimalString(limitSen, MONEY_DECIMALS),
          reason: reason.trim(),
        },
      });
      await alert.show({ type: 'success', title: t('creditRequested') });
      setLimit({ text: '', locale: language });
      setReason('');
      setShown(false);
    } catch (error) {
      await alert.show({ type: 'error', ...failureAlert(error, t, language) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: queryKeys.transfer });
    }
  };

  return (
    <form className="transfer-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{t('creditRequestTitle')}</h3>
      <div className="field">
        <label htmlFor={limitId}>{t('creditAsk')}</label>
        <AmountInput
          id={limitId}
          value={limit}
          scale={MONEY_DECIMALS}
          onChange={setLimit}
          describedBy={shown && !limitValid ? limitErrorId : undefined}
          formatAmount={(minor, locale) => rupiahText(minor, locale, 0)}
        />
        {shown && !limitValid ? (
          <p id={limitErrorId} className="field-error">
            {t('creditAskInvalid')}
          </p>
        ) : null}
      </div>
      <FormField
        label={t('creditReason')}
        value={reason}
        maxLength={CREDIT_REASON_LENGTH_MAX}
        error={shown && !reasonValid ? t('creditReasonInvalid') : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('sending') : t('creditSubmit')}
      </button>
    </form>
  );
}
