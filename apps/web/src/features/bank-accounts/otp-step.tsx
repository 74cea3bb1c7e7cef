import { isOtpCode } from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { OtpStep as OtpStepForm, resendCountdown, useOtpCode } from '../../components/otp-step.tsx';
import { useSession } from '../../lib/session.ts';
import { type OtpMode, resendCode, validateCode } from './bank-account-calls.ts';
import { useBankAccountTranslation } from './translation.ts';
import { useBankErrorDialog } from './use-bank-error.ts';

type OtpStepProps = {
  mode: OtpMode;
  requestKey: string;
  /** When another code may be asked for (epoch ms), from the answer that sent this one. */
  resendAtMs: number;
  /** The right code; for e-mail, the SMS code's resend time comes with it. */
  onVerified: (nextResendAtMs: number | null) => void;
};

/** One code of the add flow: six boxes, the 60 s countdown, then EXPIRED and Resend OTP. */
export function OtpStep({ mode, requestKey, resendAtMs, onVerified }: OtpStepProps) {
  const { t } = useBankAccountTranslation();
  const session = useSession();
  const showError = useBankErrorDialog();
  const titleId = useId();
  const otp = useOtpCode();
  const [deadline, setDeadline] = useState(resendAtMs);
  const [notice, setNotice] = useState<string | null>(null);
  const userId = session?.userId ?? '';
  const { code, clear: clearCode } = otp;

  const validate = useMutation({
    mutationFn: () => validateCode(mode, userId, requestKey, code),
    onSuccess: (answer) => {
      clearCode();
      // The e-mail code's answer carries the SMS code's timing; the SMS code's answer none.
      onVerified('resend_at' in answer.data ? Number(answer.data.resend_at) : null);
    },
    onError: async (error) => {
      await showError(error);
      clearCode();
    },
  });

  const resend = useMutation({
    mutationFn: () => resendCode(mode, userId, requestKey),
    onSuccess: ({ data }) => {
      setDeadline(data.resend_at);
      setNotice(t('resent'));
      clearCode();
    },
    onError: (error) => void showError(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpCode(code)) return setNotice(t('codeRequired'));
    setNotice(null);
    validate.mutate();
  };

  return (
    <OtpStepForm
      otp={otp}
      className="bank-form bank-otp"
      titleId={titleId}
      header={
        <>
          <h2 id={titleId}>{mode === 'email' ? t('otpTitleEmail') : t('otpTitleSms')}</h2>
          <p>{mode === 'email' ? t('otpSentEmail') : t('otpSentSms')}</p>
        </>
      }
      busy={validate.isPending}
      onSubmit={submit}
      countdown={resendCountdown(deadline, resend, t)}
    >
      {notice === null ? null : (
        <p role="status" className="bank-otp-notice">
          {notice}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={validate.isPending}>
        {t('next')}
      </button>
    </OtpStepForm>
  );
}
