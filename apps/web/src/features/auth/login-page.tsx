import type { AppName } from '@emas/api';
import { DEFAULT_BROKER_ID } from '@emas/domain';
import { useEffect, useRef, useState } from 'react';
import { setActiveBroker } from '../../lib/broker-theme.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import type { CodeChallenge } from './login-chain.ts';
import { LoginForm } from './login-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { OtpForm } from './otp-form.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';
import { loadPendingRecovery, type PendingRecovery } from './pending-recovery.ts';

/**
 * The four sub-forms of the login screen and what each carries (spec 000 section 2), and the
 * second step of a sign-in with two-factor sign-in on (issue 23).
 */
type Screen =
  | { form: 'login'; notice?: string }
  | { form: 'twoFactor'; challenge: CodeChallenge }
  | { form: 'forgotPassword'; email: string; notice: string | null }
  | { form: 'inputOtp'; pending: PendingRecovery }
  | { form: 'resetPassword'; token: string };

const initialScreen = (): Screen => {
  const pending = loadPendingRecovery();
  return pending ? { form: 'inputOtp', pending } : { form: 'login' };
};

/**
 * The login screen: login, then forgotPassword, inputOtp and resetPassword, and back to
 * login. A recovery whose OTP timer still runs is resumed after a reload.
 */
export function LoginPage() {
  const [screen, setScreen] = useState(initialScreen);
  const [appName, setAppName] = useState<AppName>(() =>
    screen.form === 'inputOtp' ? screen.pending.appName : DEFAULT_BROKER_ID,
  );
  const card = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);

  useEffect(() => setActiveBroker(appName), [appName]);

  // After a switch, focus the new form's title so keyboard and screen-reader users follow.
  useEffect(() => {
    if (arrived.current) card.current?.querySelector<HTMLElement>('h1')?.focus();
    arrived.current = true;
  }, [screen.form]);

  const toLogin = (notice?: string) => setScreen({ form: 'login', notice });
  const toForgot = (email: string, notice: string | null) =>
    setScreen({ form: 'forgotPassword', email, notice });

  return (
    <AuthLayout appName={appName} cardRef={card}>
      {screen.form === 'login' ? (
        <LoginForm
          appName={appName}
          onAppNameChange={setAppName}
          onForgotPassword={() => toForgot('', null)}
          onCodeRequired={(challenge) => setScreen({ form: 'twoFactor', challenge })}
          notice={screen.notice}
        />
      ) : null}
      {screen.form === 'twoFactor' ? (
        <TwoFactorForm challenge={screen.challenge} onRestart={toLogin} />
      ) : null}
      {screen.form === 'forgotPassword' ? (
        <ForgotPasswordForm
          appName={appName}
          onAppNameChange={setAppName}
          initialEmail={screen.email}
          notice={screen.notice}
          onCodeSent={(pending) => setScreen({ form: 'inputOtp', pending })}
          onBack={() => toLogin()}
        />
      ) : null}
      {screen.form === 'inputOtp' ? (
        <OtpForm
          pending={screen.pending}
          onVerified={(token) => setScreen({ form: 'resetPassword', token })}
          onResent={(pending) => setScreen({ form: 'inputOtp', pending })}
          onRestart={(notice) => toForgot(screen.pending.email, notice)}
          onLogin={() => toLogin()}
        />
      ) : null}
      {screen.form === 'resetPassword' ? (
        <NewPasswordForm token={screen.token} onSaved={() => toLogin()} />
      ) : null}
    </AuthLayout>
  );
}
