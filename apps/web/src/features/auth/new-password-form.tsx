import {
  checkNewPassword,
  checkPasswordConfirmation,
  signInErrors,
  passwordRuleTexts,
} from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { PasswordField } from '../../components/form-field.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { resetErrorMessage } from './auth-errors.ts';
import { FormStatusArea, idle, loading } from './form-status.tsx';
import { PasswordTips } from './password-tips.tsx';
import { resetPassword } from './recovery-calls.ts';
import { specTexts } from './spec-texts.ts';
import { useAuthTranslation } from './translation.ts';

type NewPasswordFormProps = {
  /** The OTP check's validate_token, which authorises this reset. */
  token: string;
  onSaved: () => void;
};

/** Sets the new password after a verified OTP, then returns to login. */
export function NewPasswordForm({ token, onSaved }: NewPasswordFormProps) {
  const { t } = useAuthTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState<string | undefined>();

  const save = useMutation({
    mutationFn: () => resetPassword(newPassword, confirmPassword, token),
    onSuccess: async () => {
      await alert.show({
        type: 'success',
        title: specTexts.resetSuccessTitle,
        message: specTexts.resetSuccessMessage,
      });
      setNewPassword('');
      setConfirmPassword('');
      onSaved();
    },
    onError: (error) =>
      void alert.show({ type: 'error', title: specTexts.error, message: resetErrorMessage(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(undefined);
    if (!checkNewPassword(newPassword).ok) {
      void alert.show({
        type: 'error',
        title: passwordRuleTexts.title,
        message: passwordRuleTexts.message,
      });
      return;
    }
    if (!checkPasswordConfirmation(newPassword, confirmPassword).ok) {
      setMismatch(signInErrors.PasswordMismatch[language]);
      return;
    }
    save.mutate();
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="reset-title">
      <header className="auth-form-header">
        <h1 id="reset-title" tabIndex={-1}>
          {t('reset.title')}
        </h1>
        <p>{t('reset.subtitle')}</p>
      </header>
      <PasswordTips />
      <PasswordField
        label={t('reset.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        error={mismatch}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <button type="submit" className="auth-button" disabled={save.isPending}>
        {specTexts.savePassword}
      </button>
      <FormStatusArea status={save.isPending ? loading : idle} loadingText={t('status.loading')} />
    </form>
  );
}
