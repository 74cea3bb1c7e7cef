import { staffEndpoints } from '@emas/api/staff';
import { type FormEvent, useState } from 'react';
import { AuthenticatorSecret } from '../../components/authenticator-secret.tsx';
import { FormField } from '../../components/form-field.tsx';
import { FormEnd } from '../../components/form-end.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { operatorErrorText } from './operator-errors.ts';
import { operatorCall, startOperatorSession, useOperatorSession } from './operator-session.ts';
import { useOperatorTranslation } from './translation.ts';

type Enrolment = { readonly secret: string; readonly otpauth_url: string };

/**
 * The operator's own two-factor set-up: a new secret as a QR code (and as text to type), then
 * a code from the app turns it on. Production opens here until it is on.
 */
export function TwoFactorPage() {
  const { t } = useOperatorTranslation();
  const session = useOperatorSession();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [language] = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment((await operatorCall(staffEndpoints.enrolTotp, {})).data);
    } catch (failure) {
      setError(operatorErrorText(failure, language));
    } finally {
      setBusy(false);
    }
  };
  const on = session?.totp_enabled === true;
  return (
    <section className="operator-card operator-form" aria-labelledby="two-factor-heading">
      <h1 id="two-factor-heading">{t('twoFactor.heading')}</h1>
      {session?.totp_enrolment_required === true ? (
        <p role="alert" className="operator-error">
          {t('twoFactor.required')}
        </p>
      ) : null}
      {on ? <p role="status">{t('twoFactor.on')}</p> : null}
      {!on && enrolment === null ? (
        <>
          <p className="operator-muted">{t('twoFactor.intro')}</p>
          {error === null ? null : (
            <p role="alert" className="operator-error">
              {error}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void start()}
          >
            {busy ? t('twoFactor.starting') : t('twoFactor.start')}
          </button>
        </>
      ) : null}
      {!on && enrolment !== null ? <ConfirmCode enrolment={enrolment} /> : null}
    </section>
  );
}

/** The QR code, the key as text, and the code that turns two-factor sign-in on. */
function ConfirmCode({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const session = useOperatorSession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('twoFactor.codeRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await operatorCall(staffEndpoints.confirmTotp, { body: { code: code.trim() } });
      if (session !== null) {
        startOperatorSession({ ...session, totp_enabled: true, totp_enrolment_required: false });
      }
    } catch (failure) {
      setError(operatorErrorText(failure, language));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="operator-muted">{t('twoFactor.intro')}</p>
      <AuthenticatorSecret
        otpauthUrl={enrolment.otpauth_url}
        secret={enrolment.secret}
        qrLabel={t('twoFactor.qr')}
        secretLabel={t('twoFactor.secret')}
        classNames={{ qr: 'operator-qr', note: 'operator-muted', secret: 'operator-secret' }}
      />
      <FormField
        label={t('twoFactor.code')}
        // It appears once the set-up started: the app's code is what to type next.
        autoFocus
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormEnd
        error={error}
        errorClassName="operator-error"
        busy={busy}
        submit={busy ? t('twoFactor.confirming') : t('twoFactor.confirm')}
      />
    </form>
  );
}
