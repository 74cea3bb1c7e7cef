import { withdrawalEndpoints } from '@emas/api/withdrawal';
import { isOtpCode } from '@emas/domain';
import { useState, type FormEvent } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { OtpStep as OtpStepForm, useOtpCode } from '../../components/otp-step.tsx';
import { call } from '../../lib/endpoint-call.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { withdrawalError } from './error-dialog.ts';
import { useWithdrawalTranslation } from './use-withdrawal-translation.ts';

/**
 * One code step of a bank withdrawal: the e-mail code, then the SMS code. A wrong code shows
 * its dialog and clears the boxes with focus back on the first; an error that ends the flow
 * (no open code, too many tries) sends the user back to the form.
 */
export function OtpStep({
  step,
  requestKey,
  onVerified,
  onRestart,
}: {
  step: 'email' | 'sms';
  requestKey: string;
  onVerified: () => void;
  onRestart: () => void;
}) {
  const { t } = useWithdrawalTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const otp = useOtpCode();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const { code } = otp;
  const titleId = `withdrawal-otp-${step}`;

  const fail = async (error: unknown) => {
    const { title, resets } = withdrawalError(error, language, t('failedFallback'));
    await alert.show({ type: 'error', title });
    otp.clear();
    if (resets) onRestart();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpCode(code) || busy) return;
    setBusy(true);
    try {
      const endpoint =
        step === 'email' ? withdrawalEndpoints.validateEmail : withdrawalEndpoints.validateSms;
      await call(endpoint, { body: { request_key: requestKey, code } });
      onVerified();
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setNotice('');
    try {
      await call(withdrawalEndpoints.resendOtp, {
        body: { request_key: requestKey, mode: step },
      });
      setNotice(t('resent'));
    } catch (error) {
      await fail(error);
    }
  };

  return (
    <OtpStepForm
      otp={otp}
      className="withdrawal-card withdrawal-otp"
      titleId={titleId}
      header={
        <>
          <h2 id={titleId}>{step === 'email' ? t('emailTitle') : t('smsTitle')}</h2>
          <p className="withdrawal-note">{step === 'email' ? t('emailNote') : t('smsNote')}</p>
        </>
      }
      busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <p className="withdrawal-note" aria-live="polite">
        {notice}
      </p>
      <div className="withdrawal-actions">
        <button type="submit" className="button button-primary" disabled={!isOtpCode(code) || busy}>
          {t('verify')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void resend()}>
          {t('resend')}
        </button>
        <button type="button" className="button button-secondary" onClick={onRestart}>
          {t('cancel')}
        </button>
      </div>
    </OtpStepForm>
  );
}
