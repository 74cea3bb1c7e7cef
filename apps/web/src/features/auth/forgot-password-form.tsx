import type { AppName } from '@emas/api';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { recoveryErrorMessage } from './auth-errors.ts';
import { BrokerSelect } from './broker-select.tsx';
import { FormStatusArea, idle, loading, type FormStatus } from './form-status.tsx';
import { requestOtp } from './recovery-calls.ts';
import { startPendingRecovery, type PendingRecovery } from './pending-recovery.ts';
import { useAuthTranslation } from './translation.ts';

type ForgotPasswordFormProps = {
  appName: AppName;
  onAppNameChange: (appName: AppName) => void;
  /** The e-mail to start from, when recovery restarts after an expired code. */
  initialEmail: string;
  /** A note to show on arrival (the code expired). */
  notice: string | null;
  onCodeSent: (pending: PendingRecovery) => void;
  onBack: () => void;
};

/** Asks for the account's e-mail and sends it a recovery OTP code. */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const { appName, onAppNameChange, initialEmail, notice, onCodeSent, onBack } = props;
  const { t } = useAuthTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<FormStatus>(
    notice ? { kind: 'notice', message: notice } : idle,
  );
  const forgot = useMutation({
    mutationFn: () => requestOtp('forgotPassword', email.trim(), appName),
    onSuccess: (answer) => {
      const message = language === 'en' ? answer.message : answer.message_id;
      onCodeSent(startPendingRecovery({ email: email.trim(), appName, message }));
    },
    onError: (error) => {
      setStatus(idle);
      void alert.show({ type: 'error', title: recoveryErrorMessage(error, language) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setStatus({ kind: 'error', message: t('forgot.emailRequired') });
      return;
    }
    setStatus(idle);
    forgot.mutate();
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <header className="auth-form-header">
        <h1 id="forgot-title" tabIndex={-1}>
          {t('forgot.title')}
        </h1>
        <p>{t('forgot.copy')}</p>
      </header>
      <FormField
        label={t('forgot.email')}
        name="emailForgotPass"
        type="email"
        autoComplete="email"
        placeholder={t('forgot.emailPlaceholder')}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <BrokerSelect value={appName} onChange={onAppNameChange} />
      <button type="submit" className="auth-button" disabled={forgot.isPending}>
        {t('forgot.submit')}
      </button>
      <FormStatusArea
        status={forgot.isPending ? loading : status}
        loadingText={t('status.loading')}
      />
      <button type="button" className="auth-link auth-back" onClick={onBack}>
        {t('forgot.back')}
      </button>
    </form>
  );
}
