import { operatorEndpoints } from '@emas/api/operator';
import { type FormEvent, useState } from 'react';
import { FormField, PasswordField } from '../../components/form-field.tsx';
import { FormEnd } from '../../components/form-end.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { sha256Hex } from '../../lib/sha256-hex.ts';
import { operatorErrorText } from './operator-errors.ts';
import { operatorCall, startOperatorSession } from './operator-session.ts';
import { useOperatorTranslation } from './translation.ts';

/** The console's own sign-in: staff e-mail and password, never an account's. */
export function OperatorSignIn() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
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
      const body = { email: email.trim(), password: await sha256Hex(password) };
      const answer = await operatorCall(operatorEndpoints.signIn, { body });
      startOperatorSession(answer.data);
    } catch (failure) {
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
