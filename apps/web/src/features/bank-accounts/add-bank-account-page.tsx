import { accountNumberProblem, identityRuleTexts } from '@emas/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field, FormField } from '../../components/form-field.tsx';
import { useSession } from '../../lib/session.ts';
import { addBankAccount, banksQuery } from './bank-account-calls.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { FlowSteps } from './flow-steps.tsx';
import { clearPendingRequest, savePendingRequest } from './pending-request.ts';
import { useBankAccountTranslation } from './translation.ts';
import { useBankErrorDialog } from './use-bank-error.ts';
import './bank-accounts.css';

/** Step 1 (Tambah Rekening Bank): the bank and the account number, looked up by the server. */
export function AddBankAccountPage() {
  const { t } = useBankAccountTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const showError = useBankErrorDialog();
  const banks = useQuery(banksQuery());
  const [bankCode, setBankCode] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [errors, setErrors] = useState<{ bank?: string; accountNo?: string }>({});

  const add = useMutation({
    mutationFn: () => addBankAccount(session?.userId ?? '', bankCode, accountNo.trim()),
    onSuccess: ({ data }) => {
      savePendingRequest({
        requestKey: data.request_key,
        expiresAtMs: data.expired_at,
        bankName: data.bank_name,
        accountNo: data.account_no,
        accountName: data.account_name,
        validationString: null,
      });
      void navigate('/add-bank-account/identity-verification');
    },
    onError: (error) => void showError(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = accountNumberProblem(accountNo);
    const next = {
      ...(bankCode === '' ? { bank: t('chooseBankError') } : {}),
      ...(problem === null ? {} : { accountNo: identityRuleTexts[problem] }),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    clearPendingRequest();
    add.mutate();
  };

  return (
    <section className="bank-page" aria-labelledby="add-bank-title">
      <Breadcrumbs
        crumbs={[
          { label: t('crumbManage'), to: '/settings/rekening-penarikan' },
          { label: t('crumbAdd') },
        ]}
      />
      <h1 id="add-bank-title">{t('addTitle')}</h1>
      <FlowSteps current={0} />
      <form className="bank-form" onSubmit={submit} noValidate>
        <Field label={t('bank')} error={errors.bank}>
          {(control) => (
            <select
              {...control}
              className="field-input"
              value={bankCode}
              onChange={(event) => setBankCode(event.target.value)}
            >
              <option value="">{t('chooseBank')}</option>
              {(banks.data?.data ?? []).map((bank) => (
                <option key={bank.bank_code} value={bank.bank_code}>
                  {bank.bank_name} ({bank.bank_code})
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormField
          label={t('accountNumber')}
          error={errors.accountNo}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={accountNo}
          onChange={(event) => setAccountNo(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {t('next')}
        </button>
      </form>
    </section>
  );
}
