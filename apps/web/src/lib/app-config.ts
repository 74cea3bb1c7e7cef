import type { AppConfig } from '@emas/api';
import { authEndpoints } from '@emas/api/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from './endpoint-call.ts';
import { configureSessionTiming } from './session.ts';

/** The same cache entry as the sign-in screens' reading of the app config. */
export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;

/** GET /v2/app/config: environment, captcha, session timing and market hours, read once. */
export function useAppConfig() {
  const query = useQuery({
    ...endpointQuery(APP_CONFIG_QUERY_KEY, authEndpoints.appConfig, {}),
    staleTime: Infinity,
  });
  const { data } = query;
  useEffect(() => {
    if (data)
      configureSessionTiming({
        sessionIdleMs: data.sessionIdleMs,
        tokenRefreshMs: data.tokenRefreshMs,
      });
  }, [data]);
  return query;
}

/**
 * The environment for the development-only guards: null while unknown. A configuration that
 * cannot be read counts as production, so development screens never open by accident.
 */
export function useEnvironment(): AppConfig['environment'] | null {
  const config = useAppConfig();
  if (config.isPending) return null;
  return config.data?.environment ?? 'production';
}
