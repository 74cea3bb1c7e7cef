import type { AppName } from '@emas/api';
import { authEndpoints } from '@emas/api/auth';
import { queryStringOf } from '@emas/api/route';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormField, PasswordField } from '../../components/form-field.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { BrokerSelect, useRegisterPath } from './broker-select.tsx';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget.tsx';
import { FormStatusArea } from './form-status.tsx';
import { HelpDialog } from './help-dialog.tsx';
import type { CodeChallenge } from './login-chain.ts';
import { specTexts } from './spec-texts.ts';
import { useCaptchaMode } from './use-captcha-mode.ts';
import { useSignIn } from './use-sign-in.ts';
import { useAuthTranslation } from './translation.ts';

type LoginFormProps = {
  appName: AppName;
  onAppNameChange: (appName: AppName) => void;
  onForgotPassword: () => void;
  /** The password was right and two-factor sign-in is on: the code's step comes next. */
  onCodeRequired: (challenge: CodeChallenge) => void;
  /** Why the form is back (the code's step expired), until the next attempt. */
  notice?: string;
};

type FieldErrors = { userId?: string; password?: string };

/** The sign-in form: identifier, password, broker, captcha, and the login chain on submit. */
export function LoginForm({
  appName,
  onAppNameChange,
  onForgotPassword,
  onCodeRequired,
  notice,
}: LoginFormProps) {
  const { t } = useAuthTranslation();
  const [language] = useLanguage();
  const captchaMode = useCaptchaMode();
  const captcha = useRef<CaptchaHandle>(null);
  const { status, signIn, captchaStrength } = useSignIn(
    appName,
    captcha,
    captchaMode,
    onCodeRequired,
  );
  const challengeUrl =
    authEndpoints.captchaChallenge.path +
    queryStringOf(captchaStrength === 'strong' ? { strength: 'strong' } : {});
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const registerPath = useRegisterPath(appName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(userId.trim() === '' ? { userId: t('login.userIdRequired') } : {}),
      ...(password === '' ? { password: t('login.passwordRequired') } : {}),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) void signIn(userId, password);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <header className="auth-form-header">
        <h1 id="login-title" tabIndex={-1}>
          {t('login.title')}
        </h1>
        <p>{t('login.subtitle')}</p>
      </header>
      <FormField
        label={t('login.userId')}
        name="userId"
        autoComplete="username"
        placeholder={t('login.userIdPlaceholder')}
        required
        value={userId}
        error={fieldErrors.userId}
        onChange={(event) => setUserId(event.target.value)}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={fieldErrors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <BrokerSelect value={appName} onChange={onAppNameChange} />
      <div className="auth-form-row">
        <button type="button" className="auth-link" onClick={onForgotPassword}>
          {specTexts.forgotLink}
        </button>
        <HelpDialog />
      </div>
      {captchaMode === 'altcha' || captchaStrength === 'strong' ? (
        // A new key when the strength changes: the widget starts afresh on the new challenge.
        <CaptchaWidget
          key={captchaStrength}
          ref={captcha}
          challengeUrl={challengeUrl}
          language={language}
          label={t('login.captcha')}
        />
      ) : null}
      <button type="submit" className="auth-button" disabled={status.kind === 'loading'}>
        {specTexts.loginButton}
      </button>
      <FormStatusArea
        status={status.kind === 'idle' && notice ? { kind: 'notice', message: notice } : status}
        loadingText={t('status.loading')}
      />
      {registerPath ? (
        <p className="auth-register">
          {t('login.noAccount')} <Link to={registerPath}>{specTexts.registerLink}</Link>
        </p>
      ) : null}
    </form>
  );
}
