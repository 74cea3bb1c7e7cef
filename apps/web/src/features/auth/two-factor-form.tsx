import { isTotpCodeShaped, normalizedRecoveryCode } from '@emas/domain';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { FormStatusArea, idle, loading, type FormStatus } from './form-status.tsx';
import { type CodeChallenge, runCodeStep } from './login-chain.ts';
import { useAuthTranslation } from './translation.ts';
import { useLanding } from './use-sign-in.ts';

type TwoFactorFormProps = {
  challenge: CodeChallenge;
  /** Back to the password, with why (the challenge expired) or without. */
  onRestart: (notice?: string) => void;
};

type Mode = 'app' | 'recovery';

/**
 * The second step of a sign-in with two-factor sign-in on: the six digits the authenticator
 * app shows, or (the phone lost) one of the recovery codes. A wrong code may be typed again;
 * an expired sign-in goes back to the password.
 */
export function TwoFactorForm({ challenge, onRestart }: TwoFactorFormProps) {
  const { t } = useAuthTranslation();
  const [language] = useLanguage();
  const land = useLanding();
  const [mode, setMode] = useState<Mode>('app');
  // The page focuses the title on arrival; after a switch, the new field takes the focus.
  const [switched, setSwitched] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [status, setStatus] = useState<FormStatus>(idle);

  const shapeError = (typed: string): string | undefined => {
    if (typed.trim() === '') return t('twoFactor.required');
    if (mode === 'app' && !isTotpCodeShaped(typed.replace(/\s/g, '')))
      return t('twoFactor.appShape');
    if (mode === 'recovery' && normalizedRecoveryCode(typed) === null)
      return t('twoFactor.recoveryShape');
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = shapeError(code);
    setFieldError(problem);
    if (problem !== undefined) return;
    setStatus(loading);
    const outcome = await runCodeStep({ ...challenge, code: code.trim() }, language);
    if (outcome.ok) return land(outcome);
    if (outcome.challengeGone) return onRestart(outcome.message);
    setCode('');
    setStatus({ kind: 'error', message: outcome.message });
  };

  const switchMode = () => {
    setMode((shown) => (shown === 'app' ? 'recovery' : 'app'));
    setSwitched(true);
    setCode('');
    setFieldError(undefined);
    setStatus(idle);
  };

  return (
    <form
      className="auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="two-factor-title"
    >
      <header className="auth-form-header">
        <h1 id="two-factor-title" tabIndex={-1}>
          {t('twoFactor.title')}
        </h1>
        <p>{mode === 'app' ? t('twoFactor.appIntro') : t('twoFactor.recoveryIntro')}</p>
      </header>
      <FormField
        // A new field for each mode: its label, keyboard and autofill differ.
        key={mode}
        label={mode === 'app' ? t('twoFactor.appCode') : t('twoFactor.recoveryCode')}
        name="code"
        autoFocus={switched}
        inputMode={mode === 'app' ? 'numeric' : 'text'}
        autoComplete={mode === 'app' ? 'one-time-code' : 'off'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={mode === 'app' ? 7 : 16}
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="auth-button" disabled={status.kind === 'loading'}>
        {t('twoFactor.submit')}
      </button>
      <FormStatusArea status={status} loadingText={t('status.loading')} />
      <div className="auth-form-row">
        <button type="button" className="auth-link" onClick={switchMode}>
          {mode === 'app' ? t('twoFactor.useRecovery') : t('twoFactor.useApp')}
        </button>
        <button type="button" className="auth-link" onClick={() => onRestart()}>
          {t('forgot.back')}
        </button>
      </div>
    </form>
  );
}
