import { useAppConfig } from '../../lib/app-config.ts';

/**
 * Whether the login form shows the captcha: not until the configuration is known, and on
 * when it cannot be read, since the server is then the one to decide.
 */
export function useCaptchaMode(): 'altcha' | 'off' | 'unknown' {
  const config = useAppConfig();
  if (config.isPending) return 'unknown';
  return config.data?.captcha ?? 'altcha';
}
