import { type FormProblems, type KycForm, kycFormProblems } from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { EMPTY_KYC, KYC_FIELD_OF_CODE, KycFields } from './kyc-fields.tsx';
import { type Progress, sendProfile } from './registration-calls.ts';
import { StepSubmit } from './step-submit.tsx';
import { refusalOf, useRegistrationTranslation } from './translation.ts';

type ProfileStepProps = { token: string; onProgress: (progress: Progress) => void };

/** What a broker must know (know your customer) and the risk questionnaire, checked as the server does. */
export function ProfileStep({ token, onProgress }: ProfileStepProps) {
  const { t, i18n } = useRegistrationTranslation();
  const [form, setForm] = useState(EMPTY_KYC);
  const [problems, setProblems] = useState<FormProblems<KycForm>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () =>
      sendProfile({
        registration_token: token,
        npwp: form.npwp,
        occupation: form.occupation,
        // The text names only "lainnya": another choice sends none, even if one was typed.
        occupation_other: form.occupation === 'other' ? form.occupationOther : '',
        source_of_funds: form.sourceOfFunds,
        account_purpose: form.accountPurpose,
        monthly_transaction: form.monthlyTransaction,
        risk_experience: form.experience,
        risk_horizon: form.horizon,
        risk_fall_reaction: form.fallReaction,
        risk_wealth_share: form.wealthShare,
        risk_gold_knowledge: form.goldKnowledge,
      }),
    onSuccess: (answer) => onProgress(answer.data),
    onError: (error) => {
      const refusal = refusalOf(error, i18n.language, t('failed'));
      const field = KYC_FIELD_OF_CODE[refusal.code ?? ''];
      if (field !== undefined && refusal.code !== null) setProblems({ [field]: refusal.code });
      else setServerError(refusal.text);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = kycFormProblems(form);
    setProblems(found);
    setServerError(null);
    if (Object.keys(found).length === 0) send.mutate();
  };

  return (
    <form className="registration-form registration-profile" onSubmit={submit} noValidate>
      <p className="registration-hint">{t('profileIntro')}</p>
      <KycFields
        form={form}
        problems={problems}
        onChange={(input, value) => {
          setForm((current) => ({ ...current, [input]: value }));
          setProblems((current) => ({ ...current, [input]: undefined }));
        }}
      />
      <StepSubmit error={serverError} sending={send.isPending} />
    </form>
  );
}
