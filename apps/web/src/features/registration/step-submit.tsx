import { FormEnd } from '../../components/form-end.tsx';
import { useRegistrationTranslation } from './translation.ts';

/** A step's end: what the server refused, if anything, then Next (Sending… while it is sent). */
export function StepSubmit({ error, sending }: { error: string | null; sending: boolean }) {
  const { t } = useRegistrationTranslation();
  return (
    <FormEnd
      error={error}
      errorClassName="registration-error"
      busy={sending}
      submit={sending ? t('sending') : t('next')}
    />
  );
}
