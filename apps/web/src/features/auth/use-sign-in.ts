import type { AppName, CaptchaStrength } from '@emas/api';
import { firstPagePath } from '@emas/domain';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../lib/i18n.ts';
import { raiseLanding } from '../../lib/landing.ts';
import { takeNextUrl } from '../../lib/session.ts';
import type { CaptchaHandle } from './captcha-widget.tsx';
import { idle, loading, type FormStatus } from './form-status.tsx';
import { type CodeChallenge, runLoginChain, type SignedInOutcome } from './login-chain.ts';

type CaptchaMode = 'altcha' | 'off' | 'unknown';

/**
 * Runs the login chain for the form and lands the user (`useLanding`); with two-factor sign-in
 * on, hands the challenge on. The status is what the form's response area shows. Once
 * the server asks for the strong captcha (an account with many failed sign-ins),
 * `captchaStrength` turns strong, and the form shows that captcha even when the configuration
 * turns captchas off.
 */
export function useSignIn(
  appName: AppName,
  captcha: RefObject<CaptchaHandle | null>,
  captchaMode: CaptchaMode,
  onCodeRequired: (challenge: CodeChallenge) => void,
) {
  const [language] = useLanguage();
  const land = useLanding();
  const [status, setStatus] = useState<FormStatus>(idle);
  const [captchaStrength, setCaptchaStrength] = useState<CaptchaStrength>('normal');

  const captchaKey = async (): Promise<string> => {
    if (captchaMode !== 'altcha' && captchaStrength !== 'strong') return '';
    if (!captcha.current) throw new Error('captcha not mounted');
    return captcha.current.payload();
  };

  const signIn = async (userId: string, password: string) => {
    setStatus(loading);
    const outcome = await runLoginChain({ userId, password, appName, captchaKey }, language);
    captcha.current?.reset();
    if (!outcome.ok) {
      if (outcome.captchaRequired) setCaptchaStrength('strong');
      return setStatus({ kind: 'error', message: outcome.message });
    }
    if ('codeChallenge' in outcome) return onCodeRequired(outcome.codeChallenge);
    land(outcome);
  };

  return { status, signIn, captchaStrength };
}

/**
 * Lands a signed-in user: the stored next URL, else a client's portfolio or everyone else's
 * Trade, with the shell's landing banner raised.
 */
export function useLanding(): (signedIn: SignedInOutcome) => void {
  const navigate = useNavigate();
  return ({ auth, account }) => {
    raiseLanding(account.first_name);
    navigate(takeNextUrl() ?? firstPagePath(auth.level), { replace: true });
  };
}
