import { isOtpCode } from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { emptyOtp, OtpStep, resendCountdown, useOtpCode } from '../../components/otp-step.tsx';
import { type Progress, resendCode, validateCode } from './registration-calls.ts';
import { refusalOf, useRegistrationTranslation } from './translation.ts';

type CodeStepProps = {
  mode: 'email' | 'sms';
  progress: Progress;
  onProgress: (progress: Progress) => void;
};

/** One contact's code: six boxes, the 60 s countdown, then EXPIRED and Resend OTP. */
export function CodeStep({ mode, progress, onProgress }: CodeStepProps) {
  const { t, i18n } = useRegistrationTranslation();
  const titleId = useId();
  const otp = useOtpCode();
  const [deadline, setDeadline] = useState(progress.code?.resend_at ?? 0);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const token = progress.registration_token;
  const { code } = otp;

  const failed = (error: unknown) => {
    setNotice({ text: refusalOf(error, i18n.language, t('failed')).text, error: true });
    otp.clear();
  };

  const validate = useMutation({
    mutationFn: () => validateCode(mode, token, code),
    onSuccess: (answer) => onProgress(answer.data),
    onError: failed,
  });

  const resend = useMutation({
    mutationFn: () => resendCode(mode, token),
    onSuccess: ({ data }) => {
      setDeadline(data.code?.resend_at ?? 0);
      setNotice({ text: t('resent'), error: false });
      otp.setDigits(emptyOtp());
    },
    onError: failed,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpCode(code)) return setNotice({ text: t('codeRequired'), error: true });
    setNotice(null);
    validate.mutate();
  };

  const to = mode === 'email' ? progress.email : progress.phone_number;
  return (
    <OtpStep
      otp={otp}
      className="registration-form"
      titleId={titleId}
      header={
        <>
          <h2 id={titleId}>{mode === 'email' ? t('otpTitleEmail') : t('otpTitleSms')}</h2>
          <p>{mode === 'email' ? t('otpSentEmail', { to }) : t('otpSentSms', { to })}</p>
        </>
      }
      busy={validate.isPending}
      onSubmit={submit}
      countdown={resendCountdown(deadline, resend, t)}
    >
      {notice === null ? null : (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={notice.error ? 'registration-error' : undefined}
        >
          {notice.text}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={validate.isPending}>
        {t('next')}
      </button>
    </OtpStep>
  );
}
