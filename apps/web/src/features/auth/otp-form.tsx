import { isOtpCode } from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { OtpStep, useOtpCode } from '../../components/otp-step.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { isOtpChallengeGone, recoveryErrorMessage } from './auth-errors.ts';
import { FormStatusArea, idle, loading, type FormStatus } from './form-status.tsx';
import { OtpCountdown } from './otp-countdown.tsx';
import {
  clearPendingRecovery,
  startPendingRecovery,
  type PendingRecovery,
} from './pending-recovery.ts';
import { requestOtp, verifyOtp } from './recovery-calls.ts';
import { specTexts } from './spec-texts.ts';
import { useAuthTranslation } from './translation.ts';

type OtpFormProps = {
  pending: PendingRecovery;
  onVerified: (validateToken: string) => void;
  onResent: (pending: PendingRecovery) => void;
  /** Back to the forgot form: the code expired or the server no longer knows it. */
  onRestart: (notice: string | null) => void;
  onLogin: () => void;
};

/**
 * The 'Kode OTP' form. Once the 60 s timer reads EXPIRED the user can send a new code here;
 * continuing with the expired code returns to the forgot form instead (spec 000 section 4).
 */
export function OtpForm({ pending, onVerified, onResent, onRestart, onLogin }: OtpFormProps) {
  const { t } = useAuthTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const otp = useOtpCode();
  const [status, setStatus] = useState<FormStatus>(idle);
  const { code, clear: clearCode } = otp;

  // The popups are awaited outside the mutations, so the boxes are enabled again when they close.
  const rejectCode = async (error: unknown) => {
    const message = recoveryErrorMessage(error, language);
    await alert.show({ type: 'error', title: specTexts.otpMismatchTitle, message });
    if (!isOtpChallengeGone(error)) return clearCode();
    clearPendingRecovery();
    onRestart(null);
  };

  const verify = useMutation({
    mutationFn: () => verifyOtp(pending.email, code, pending.appName),
    onSuccess: (token) => {
      clearPendingRecovery();
      onVerified(token);
    },
    onError: (error) => void rejectCode(error),
  });

  const failResend = async (error: unknown) => {
    await alert.show({ type: 'error', title: recoveryErrorMessage(error, language) });
    clearPendingRecovery();
    onLogin();
  };

  const resend = useMutation({
    mutationFn: () => requestOtp('resendOtp', pending.email, pending.appName),
    onSuccess: (answer) => {
      const message = language === 'en' ? answer.message : answer.message_id;
      onResent(startPendingRecovery({ email: pending.email, appName: pending.appName, message }));
      setStatus({ kind: 'notice', message: t('otp.resent') });
      clearCode();
    },
    onError: (error) => void failResend(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(idle);
    if (Date.now() >= pending.resendAt) return onRestart(t('forgot.expired'));
    verify.mutate();
  };

  return (
    <OtpStep
      otp={otp}
      className="auth-form"
      titleId="otp-title"
      formLabelledBy="otp-title"
      header={
        <header className="auth-form-header">
          <h1 id="otp-title" tabIndex={-1}>
            {specTexts.otpTitle}
          </h1>
          <p>{pending.message}</p>
          <p className="auth-muted">{t('otp.sentTo', { email: pending.email })}</p>
        </header>
      }
      busy={verify.isPending}
      onSubmit={submit}
    >
      <OtpCountdown
        key={pending.resendAt}
        resendAt={pending.resendAt}
        resending={resend.isPending}
        onResend={() => resend.mutate()}
      />
      <button type="submit" className="auth-button" disabled={!isOtpCode(code) || verify.isPending}>
        {specTexts.continue}
      </button>
      <FormStatusArea
        status={verify.isPending || resend.isPending ? loading : status}
        loadingText={t('status.loading')}
      />
      <button
        type="button"
        className="auth-link auth-back"
        onClick={() => (clearPendingRecovery(), onLogin())}
      >
        {t('forgot.back')}
      </button>
    </OtpStep>
  );
}
