import { withdrawalEndpoints } from '@emas/api/withdrawal';
import { OTP_LENGTH, isOtpCode } from '@emas/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { OtpBoxes } from '../../components/otp-boxes.tsx';
import { call } from '../../lib/endpoint-call.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { withdrawalError } from './error-dialog.ts';
import { useWithdrawalTranslation } from './use-withdrawal-translation.ts';

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

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
  const [digits, setDigits] = useState(emptyDigits);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const firstBox = useRef<HTMLInputElement | null>(null);
  const code = digits.join('');
  const titleId = `withdrawal-otp-${step}`;

  const fail = async (error: unknown) => {
    const { title, resets } = withdrawalError(error, language, t('failedFallback'));
    await alert.show({ type: 'error', title });
    setDigits(emptyDigits());
    firstBox.current?.focus();
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
    <form
      className="withdrawal-card withdrawal-otp"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={titleId}>{step === 'email' ? t('emailTitle') : t('smsTitle')}</h2>
      <p className="withdrawal-note">{step === 'email' ? t('emailNote') : t('smsNote')}</p>
      <OtpBoxes
        digits={digits}
        onChange={setDigits}
        labelledBy={titleId}
        disabled={busy}
        firstBoxRef={(element) => (firstBox.current = element)}
      />
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
    </form>
  );
}
