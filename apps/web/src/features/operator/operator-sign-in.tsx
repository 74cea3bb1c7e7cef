import { operatorEndpoints } from '@emas/api/operator';
import { type FormEvent, useState } from 'react';
import { FormField, PasswordField } from '../../components/form-field.tsx';
import { FormEnd } from '../../components/form-end.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { sha256Hex } from '../../lib/sha256-hex.ts';
import { operatorErrorText } from './operator-errors.ts';
import { operatorCall, startOperatorSession } from './operator-session.ts';
import { useOperatorTranslation } from './translation.ts';

/** Whether the server asks for the second factor: the form then shows the code's field. */
const asksForCode = (failure: unknown): boolean =>
  failure instanceof ApiError &&
  (failure.body?.code === 'TotpRequired' || failure.body?.code === 'TotpInvalid');

/**
 * The console's own sign-in: staff e-mail and password, never an account's; and the
 * authenticator's code once the server says the operator has two-factor sign-in on.
 */
export function OperatorSignIn() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError(t('signIn.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const code = totp === null || totp.trim() === '' ? {} : { totp: totp.trim() };
      const body = { email: email.trim(), password: await sha256Hex(password), ...code };
      const answer = await operatorCall(operatorEndpoints.signIn, { body });
      startOperatorSession(answer.data);
    } catch (failure) {
      if (asksForCode(failure)) setTotp('');
      setError(operatorErrorText(failure, language));
      setBusy(false);
    }
  };

  return (
    <main className="operator-sign-in">
      <form className="operator-card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="operator-sign-in-top">
          <h1>{t('signIn.heading')}</h1>
          <LanguageSwitch />
        </div>
        <p className="operator-muted">{t('signIn.intro')}</p>
        <FormField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {totp === null ? null : (
          <FormField
            label={t('signIn.totp')}
            // It appears once the password checked out: the code is what to type next.
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={totp}
            onChange={(event) => setTotp(event.target.value)}
          />
        )}
        <FormEnd
          error={error}
          errorClassName="operator-error"
          busy={busy}
          submit={busy ? t('signIn.busy') : t('signIn.submit')}
        />
      </form>
    </main>
  );
}
