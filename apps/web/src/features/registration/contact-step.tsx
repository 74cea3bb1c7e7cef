import type { AppName } from '@emas/api';
import { type ContactForm, type FormProblems, contactFormProblems } from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField, PasswordField } from '../../components/form-field.tsx';
import { sha256Hex } from '../../lib/sha256-hex.ts';
import { StepSubmit } from './step-submit.tsx';
import { type Progress, startRegistration } from './registration-calls.ts';
import { refusalOf, ruleText, useRegistrationTranslation } from './translation.ts';

const EMPTY: ContactForm = { email: '', phoneNumber: '', password: '', retypePassword: '' };

/** Which field a refusal of the start belongs under; others show above the button. */
const FIELD_OF_CODE: Partial<Record<string, keyof ContactForm>> = {
  RegistrationEmailInvalid: 'email',
  RegistrationEmailTaken: 'email',
  RegistrationPhoneInvalid: 'phoneNumber',
  RegistrationPhoneTaken: 'phoneNumber',
};

type ContactStepProps = { appName: AppName; onStarted: (progress: Progress) => void };

/** E-mail, mobile number, password and its retype; the start e-mails the first code. */
export function ContactStep({ appName, onStarted }: ContactStepProps) {
  const { t, i18n } = useRegistrationTranslation();
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<FormProblems<ContactForm>>({});
  const [serverError, setServerError] = useState<{
    field: keyof ContactForm | null;
    text: string;
  } | null>(null);

  const start = useMutation({
    mutationFn: async () =>
      startRegistration({
        app_name: appName,
        email: form.email.trim(),
        phone_number: form.phoneNumber.trim(),
        password: await sha256Hex(form.password),
      }),
    onSuccess: (answer) => onStarted(answer.data),
    onError: (error) => {
      const refusal = refusalOf(error, i18n.language, t('failed'));
      setServerError({ field: FIELD_OF_CODE[refusal.code ?? ''] ?? null, text: refusal.text });
    },
  });

  const errorOf = (field: keyof ContactForm): string | undefined => {
    const code = problems[field];
    if (code !== undefined) return ruleText(code, i18n.language);
    return serverError?.field === field ? serverError.text : undefined;
  };

  const change = (field: keyof ContactForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactFormProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0) start.mutate();
  };

  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      <FormField
        label={t('email')}
        type="email"
        autoComplete="email"
        value={form.email}
        error={errorOf('email')}
        onChange={(event) => change('email')(event.target.value)}
      />
      <FormField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        placeholder={t('phoneHint')}
        value={form.phoneNumber}
        error={errorOf('phoneNumber')}
        onChange={(event) => change('phoneNumber')(event.target.value)}
      />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        value={form.password}
        error={errorOf('password')}
        onChange={(event) => change('password')(event.target.value)}
      />
      <p className="registration-hint">{t('passwordRule')}</p>
      <PasswordField
        label={t('retypePassword')}
        autoComplete="new-password"
        value={form.retypePassword}
        error={errorOf('retypePassword')}
        onChange={(event) => change('retypePassword')(event.target.value)}
      />
      <StepSubmit
        error={serverError !== null && serverError.field === null ? serverError.text : null}
        sending={start.isPending}
      />
    </form>
  );
}
