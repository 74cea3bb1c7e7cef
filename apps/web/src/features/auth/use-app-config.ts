import type { AppConfig } from '@emas/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The public settings the login screen needs (is the captcha on?), read once per visit. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: () => api<AppConfig>('/v2/app/config', { auth: false }),
    staleTime: Infinity,
  });
}

/**
 * Whether the login form shows the captcha: not until the configuration is known, and on
 * when it cannot be read, since the server is then the one to decide.
 */
export function useCaptchaMode(): 'altcha' | 'off' | 'unknown' {
  const config = useAppConfig();
  if (config.isPending) return 'unknown';
  return config.data?.captcha ?? 'altcha';
}
