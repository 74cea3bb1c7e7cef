import { staffEndpoints } from '@emas/api/staff';
import { checkNewPassword } from '@emas/domain';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../components/form-field.tsx';
import { FormEnd } from '../../components/form-end.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { sha256Hex } from '../../lib/sha256-hex.ts';
import { operatorErrorText } from './operator-errors.ts';
import { operatorCall } from './operator-session.ts';
import { useOperatorTranslation } from './translation.ts';

/**
 * /operator/set-password?token=…: where a new operator, from the link an admin's invitation
 * e-mailed them, sets their password (the account password rule), once.
 */
export function SetPasswordPage() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkNewPassword(password).ok) return setError(t('setPassword.rule'));
    if (password !== repeat) return setError(t('setPassword.mismatch'));
    setBusy(true);
    setError(null);
    try {
      const body = { token, password: await sha256Hex(password) };
      await operatorCall(staffEndpoints.setPassword, { body });
      setDone(true);
    } catch (failure) {
      setError(operatorErrorText(failure, language));
      setBusy(false);
    }
  };

  return (
    <main className="operator-sign-in">
      <form className="operator-card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="operator-sign-in-top">
          <h1>{t('setPassword.heading')}</h1>
          <LanguageSwitch />
        </div>
        {done ? (
          <>
            <p role="status">{t('setPassword.done')}</p>
            <Link className="button button-primary" to="/operator">
              {t('setPassword.signIn')}
            </Link>
          </>
        ) : token.length < 16 ? (
          <p role="alert" className="operator-error">
            {t('setPassword.noToken')}
          </p>
        ) : (
          <>
            <p className="operator-muted">{t('setPassword.intro')}</p>
            <p className="operator-muted">{t('setPassword.rule')}</p>
            <PasswordField
              label={t('setPassword.password')}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordField
              label={t('setPassword.confirm')}
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
            <FormEnd
              error={error}
              errorClassName="operator-error"
              busy={busy}
              submit={busy ? t('setPassword.busy') : t('setPassword.submit')}
            />
          </>
        )}
      </form>
    </main>
  );
}
