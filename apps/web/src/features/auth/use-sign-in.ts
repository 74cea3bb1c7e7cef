import type { AppName } from '@emas/api';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { takeNextUrl } from '../../lib/session.ts';
import type { CaptchaHandle } from './captcha-widget.tsx';
import { idle, loading, type FormStatus } from './form-status.tsx';
import { runLoginChain } from './login-chain.ts';

type CaptchaMode = 'altcha' | 'off' | 'unknown';

/**
 * Runs the login chain for the form and lands the user: the stored next URL or Trade, with
 * a welcome notice. The status is what the form's response area shows.
 */
export function useSignIn(
  appName: AppName,
  captcha: RefObject<CaptchaHandle | null>,
  captchaMode: CaptchaMode,
) {
  const { t } = useTranslation('auth');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const alert = useAlert();
  const [status, setStatus] = useState<FormStatus>(idle);

  const captchaKey = async (): Promise<string> => {
    if (captchaMode !== 'altcha') return '';
    if (!captcha.current) throw new Error('captcha not mounted');
    return captcha.current.payload();
  };

  const signIn = async (userId: string, password: string) => {
    setStatus(loading);
    const outcome = await runLoginChain({ userId, password, appName, captchaKey }, language);
    captcha.current?.reset();
    if (!outcome.ok) return setStatus({ kind: 'error', message: outcome.message });
    navigate(takeNextUrl() ?? '/', { replace: true });
    void alert.show({
      type: 'success',
      title: t('login.landingTitle', { name: outcome.account.first_name }),
      message: t('login.landingMessage'),
    });
  };

  return { status, signIn };
}
