import { withdrawalEndpoints } from '@emas/api/withdrawal';
import {
  MONEY_DECIMALS,
  errorMessages,
  toDecimalString,
  transferFormProblems,
  withdrawalDescriptionVerdict,
} from '@emas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { Field, FormField } from '../../components/form-field.tsx';
import { amountOf } from '../../lib/amount-text.ts';
import { call } from '../../lib/endpoint-call.ts';
import { failureAlert } from '../../lib/failure-alert.ts';
import { type Language, useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { bankAccountsQuery } from '../bank-accounts/index.ts';
import { rateIdrPerUsd, useStreamRate } from '../market/index.ts';
import { type Amounts, LinkedAmounts } from './linked-amounts.tsx';
import { TRANSFER_KEY } from './transfer-calls.ts';
import { useTransferTranslation } from './use-transfer-translation.ts';

const emptyAmounts = (language: Language): Amounts => ({
  idr: { text: '', locale: language },
  usd: { text: '', locale: language },
});

/**
 * The withdraw form: the destination, one of the holder's verified withdrawal accounts (the main
 * one first and chosen; money never goes to a typed number), IDR and USD amounts linked by the
 * sell rate, an optional description, then the confirmation with the bank-fee warning.
 * Success and failure are shown, then the screen refreshes (balance, history, a clean form).
 */
export function WithdrawForm({ session }: { session: StoredSession }) {
  const { t } = useTransferTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const client = useQueryClient();
  const verified = (useQuery(bankAccountsQuery()).data?.data ?? []).filter(
    (account) => account.status === 'ACCEPTED',
  );
  const rate = rateIdrPerUsd(useStreamRate().data);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = verified.find((account) => account._id === chosenId) ?? verified[0];
  const [amounts, setAmounts] = useState(() => emptyAmounts(language));
  const [description, setDescription] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const amountSen = amountOf(amounts.idr, MONEY_DECIMALS);
  const problems = transferFormProblems({
    destination: chosen?._id ?? '',
    accountNumber: chosen?.account_no ?? '',
    amountSen,
  });
  const describedAs = withdrawalDescriptionVerdict(description);
  const descriptionError = describedAs.ok ? undefined : errorMessages(describedAs.code)[language];
  const valid = Object.keys(problems).length === 0 && describedAs.ok;

  const reset = () => {
    setChosenId(null);
    setAmounts(emptyAmounts(language));
    setDescription('');
    setShown(false);
    setRequestKey(crypto.randomUUID());
    void client.invalidateQueries({ queryKey: [TRANSFER_KEY] });
    void client.invalidateQueries({ queryKey: ['reports'] });
  };

  const send = async () => {
    setBusy(true);
    try {
      await call(withdrawalEndpoints.requestWithdrawal, {
        body: {
          user_id: session.userId,
          amount_idr: toDecimalString(amountSen ?? 0n, MONEY_DECIMALS),
          // The main withdrawal account is the server's default; an added one is named.
          ...(chosen?.can_delete === true ? { bank_account_id: chosen._id } : {}),
          request_key: requestKey,
          ...(describedAs.ok && describedAs.value !== undefined
            ? { description: describedAs.value }
            : {}),
        },
      });
      await alert.show({ type: 'success', title: t('success') });
    } catch (error) {
      await alert.show({ type: 'error', ...failureAlert(error, t, language) });
    } finally {
      setBusy(false);
      reset();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!valid || busy) return;
    const outcome = await alert.show({
      type: 'confirm',
      title: t('confirmTitle'),
      message: t('bankFee'),
    });
    if (outcome === 'confirm') await send();
  };

  return (
    <section className="transfer-card" aria-labelledby="withdraw-title">
      <h2 id="withdraw-title">{t('withdrawTitle')}</h2>
      <form className="transfer-form" noValidate onSubmit={(event) => void submit(event)}>
        <Field label={t('destination')} error={shown ? problems.destination : undefined}>
          {(control) => (
            <select
              {...control}
              className="field-input"
              value={chosen?._id ?? ''}
              onChange={(event) => setChosenId(event.target.value)}
            >
              {chosen === undefined && <option value="">{t('noVerifiedAccount')}</option>}
              {verified.map((account) => (
                <option key={account._id} value={account._id}>
                  {account.bank_name} · {account.account_no} · {account.account_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <LinkedAmounts
          amounts={amounts}
          onChange={setAmounts}
          sellIdrPerUsd={rate}
          idrError={shown ? problems.amount : undefined}
        />
        <FormField
          label={t('description')}
          error={descriptionError}
          value={description}
          maxLength={60}
          onChange={(event) => setDescription(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
