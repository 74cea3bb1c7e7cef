import { identityRuleTexts, idNumberProblem, motherNameProblem } from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormField } from '../../components/form-field.tsx';
import { useSession } from '../../lib/session.ts';
import { verifyIdentity } from './bank-account-calls.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { FlowSteps } from './flow-steps.tsx';
import { readPendingRequest, savePendingRequest } from './pending-request.ts';
import { useBankAccountTranslation } from './translation.ts';
import { useBankErrorDialog } from './use-bank-error.ts';
import './bank-accounts.css';

type Errors = { idNumber?: string; motherName?: string };

/** Step 2 (Validasi Identitas): KTP and mother's name; needs a request key, else step 1. */
export function IdentityVerificationPage() {
  const pending = readPendingRequest();
  if (pending === null) return <Navigate to="/add-bank-account" replace />;
  return <IdentityForm />;
}

function IdentityForm() {
  const { t } = useBankAccountTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const showError = useBankErrorDialog();
  const [pending] = useState(readPendingRequest);
  const [idNumber, setIdNumber] = useState('');
  const [motherName, setMotherName] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const verify = useMutation({
    mutationFn: () =>
      verifyIdentity(session?.userId ?? '', pending?.requestKey ?? '', idNumber, motherName.trim()),
    onSuccess: ({ data }) => {
      if (pending !== null)
        savePendingRequest({ ...pending, validationString: data.validation_string });
      void navigate('/add-bank-account/take-photo');
    },
    onError: async (error) => {
      const shown = await showError(error);
      if (shown.code === 'IdNumberUnmatch') setErrors({ idNumber: shown.text });
      if (shown.code === 'MotherNameUnmatch') setErrors({ motherName: shown.text });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const idProblem = idNumberProblem(idNumber);
    const motherProblem = motherNameProblem(motherName);
    const next: Errors = {
      ...(idProblem === null ? {} : { idNumber: identityRuleTexts[idProblem] }),
      ...(motherProblem === null ? {} : { motherName: identityRuleTexts[motherProblem] }),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) verify.mutate();
  };

  return (
    <section className="bank-page" aria-labelledby="identity-title">
      <Breadcrumbs
        crumbs={[{ label: t('crumbAdd'), to: '/add-bank-account' }, { label: t('crumbIdentity') }]}
      />
      <h1 id="identity-title">{t('identityTitle')}</h1>
      <FlowSteps current={1} />
      {pending === null ? null : (
        <p className="bank-found">
          {t('accountFound', {
            bank: pending.bankName,
            number: pending.accountNo,
            name: pending.accountName,
          })}
        </p>
      )}
      <form className="bank-form" onSubmit={submit} noValidate>
        <FormField
          label={t('idNumber')}
          error={errors.idNumber}
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          value={idNumber}
          onChange={(event) => setIdNumber(event.target.value)}
        />
        <FormField
          label={t('motherName')}
          error={errors.motherName}
          autoComplete="off"
          maxLength={100}
          value={motherName}
          onChange={(event) => setMotherName(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={verify.isPending}>
          {t('next')}
        </button>
      </form>
    </section>
  );
}
