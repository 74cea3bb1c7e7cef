import { withdrawalEndpoints } from '@emas/api/withdrawal';
import {
  MONEY_DECIMALS,
  type TransferType,
  errorMessages,
  formatIdr,
  toDecimalString,
  withdrawalAmountVerdict,
  withdrawalDescriptionVerdict,
} from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { AmountInput } from '../../components/amount-input.tsx';
import { Field, FormField } from '../../components/form-field.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { type AmountText, amountOf } from '../../lib/amount-text.ts';
import { call } from '../../lib/endpoint-call.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { withdrawalError } from './error-dialog.ts';
import { useWithdrawalTranslation } from './use-withdrawal-translation.ts';
import { destinationQuery } from './withdrawal-calls.ts';

/**
 * The bank-transfer withdrawal's request: BI-FAST or ETB to the main withdrawal account, an
 * amount (Rp 10.000 at least; at most Rp 250.000.000 by BI-FAST) and an optional description,
 * confirmed, then sent; the answer's request key opens the e-mail code step.
 */
export function RequestForm({
  session,
  onRequested,
}: {
  session: StoredSession;
  onRequested: (requestKey: string) => void;
}) {
  const { t } = useWithdrawalTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const destination = useQuery(destinationQuery(session.userId)).data?.body.withdrawal_acc[0];
  const [transferType, setTransferType] = useState<TransferType>('bifast');
  const [amount, setAmount] = useState<AmountText>({ text: '', locale: language });
  const [description, setDescription] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [requestKey] = useState(() => crypto.randomUUID());
  const amountSen = amountOf(amount, MONEY_DECIMALS);
  const amountVerdict = withdrawalAmountVerdict(transferType, amountSen ?? 0n);
  const describedAs = withdrawalDescriptionVerdict(description);
  const messageOf = (verdict: { ok: boolean; code?: string }) =>
    verdict.ok
      ? undefined
      : errorMessages(verdict.code as Parameters<typeof errorMessages>[0])[language];

  const send = async () => {
    setBusy(true);
    try {
      const answer = await call(withdrawalEndpoints.bankWithdrawal, {
        body: {
          transfer_type: transferType,
          amount: toDecimalString(amountSen ?? 0n, MONEY_DECIMALS),
          request_key: requestKey,
          ...(describedAs.ok && describedAs.value !== undefined
            ? { description: describedAs.value }
            : {}),
        },
      });
      onRequested(answer.transaction.request_key);
    } catch (error) {
      await alert.show({
        type: 'error',
        title: withdrawalError(error, language, t('failedFallback')).title,
      });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!amountVerdict.ok || !describedAs.ok || busy) return;
    if ((await alert.show({ type: 'confirm', title: t('confirm') })) === 'confirm') await send();
  };

  return (
    <form
      className="withdrawal-card withdrawal-form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="withdrawal-method">
        <span className="withdrawal-note" aria-hidden="true">
          {t('transferType')}
        </span>
        <SegmentedControl
          label={t('transferType')}
          options={[
            { value: 'bifast', label: t('bifast') },
            { value: 'etb', label: t('etb') },
          ]}
          value={transferType}
          onChange={setTransferType}
        />
      </div>
      <div className="withdrawal-destination">
        <span className="withdrawal-note">{t('destination')}</span>
        {destination === undefined ? (
          <span>{t('noDestination')}</span>
        ) : (
          <strong>
            {destination.account_name} · {destination.account_number} ({destination.bank_code})
          </strong>
        )}
      </div>
      <Field label={t('amount')} error={shown ? messageOf(amountVerdict) : undefined}>
        {(control) => (
          <AmountInput
            id={control.id}
            value={amount}
            scale={MONEY_DECIMALS}
            onChange={setAmount}
            formatAmount={formatIdr}
            {...(control['aria-describedby'] === undefined
              ? {}
              : { describedBy: control['aria-describedby'] })}
          />
        )}
      </Field>
      <FormField
        label={t('description')}
        error={messageOf(describedAs)}
        value={description}
        maxLength={60}
        onChange={(event) => setDescription(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
