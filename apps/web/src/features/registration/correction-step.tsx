import {
  type ApplicantForms,
  type FormProblems,
  correctionInputs,
  jakartaDateOf,
  kycFormProblems,
  personalDetailsProblems,
} from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { FormEnd } from '../../components/form-end.tsx';
import { DETAILS_FIELD_OF_CODE, DetailsFields, EMPTY_DETAILS } from './details-step.tsx';
import { EMPTY_KYC, KYC_FIELD_OF_CODE, KycFields } from './kyc-fields.tsx';
import { type Progress, sendCorrection } from './registration-calls.ts';
import { refusalOf, useRegistrationTranslation } from './translation.ts';

type CorrectionStepProps = {
  progress: Progress & { correction: NonNullable<Progress['correction']> };
  onProgress: (progress: Progress) => void;
};

const EMPTY: ApplicantForms = { ...EMPTY_DETAILS, ...EMPTY_KYC };

/** The problems of the inputs asked for only: the others stay as compliance reviewed them. */
const problemsOf = (form: ApplicantForms, asked: ReadonlySet<string>) => {
  const all: FormProblems<ApplicantForms> = {
    ...personalDetailsProblems(form, jakartaDateOf(Date.now())),
    ...kycFormProblems(form),
  };
  return Object.fromEntries(
    Object.entries(all).filter(([input]) => asked.has(input)),
  ) as FormProblems<ApplicantForms>;
};

/**
 * Compliance sent the application back: its note, then only the inputs it asked about, typed
 * again, and the application goes back to the desk.
 */
export function CorrectionStep({ progress, onProgress }: CorrectionStepProps) {
  const { t, i18n } = useRegistrationTranslation();
  const { fields, note } = progress.correction;
  const asked = useMemo(() => new Set<string>(correctionInputs(fields)), [fields]);
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<FormProblems<ApplicantForms>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () => {
      const inputs = Object.fromEntries(Object.entries(form).filter(([input]) => asked.has(input)));
      return sendCorrection(progress.registration_token, inputs);
    },
    onSuccess: (answer) => onProgress(answer.data),
    onError: (error) => {
      const refusal = refusalOf(error, i18n.language, t('failed'));
      const code = refusal.code ?? '';
      const field = DETAILS_FIELD_OF_CODE[code] ?? KYC_FIELD_OF_CODE[code];
      if (field !== undefined && refusal.code !== null) setProblems({ [field]: refusal.code });
      else setServerError(refusal.text);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(form, asked);
    setProblems(found);
    setServerError(null);
    if (Object.keys(found).length === 0) send.mutate();
  };
  const change = (input: keyof ApplicantForms, value: string) => {
    setForm((current) => ({ ...current, [input]: value }));
    setProblems((current) => ({ ...current, [input]: undefined }));
  };

  return (
    <form className="registration-form registration-correction" onSubmit={submit} noValidate>
      <h2>{t('correctionTitle')}</h2>
      <p>{t('correctionIntro')}</p>
      <ul className="registration-correction-fields">
        {fields.map((field) => (
          <li key={field}>{t(`fields.${field}`)}</li>
        ))}
      </ul>
      <blockquote className="registration-correction-note">
        <strong>{t('correctionNote')}:</strong> {note}
      </blockquote>
      <DetailsFields form={form} problems={problems} onChange={change} only={asked} />
      <KycFields form={form} problems={problems} onChange={change} only={asked} />
      <FormEnd
        error={serverError}
        errorClassName="registration-error"
        busy={send.isPending}
        submit={send.isPending ? t('sending') : t('correctionSend')}
      />
    </form>
  );
}
