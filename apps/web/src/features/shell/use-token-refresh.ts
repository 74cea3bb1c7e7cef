import { DATA_LOAD_RETRY_MS } from '@emas/domain';
import { authEndpoints } from '@emas/api/auth';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/endpoint-call.ts';
import { replaceToken, tokenRefreshDueAtMs } from '../../lib/session.ts';

/**
 * Refreshes the token when it falls due (90 s after sign-in, then at every refresh interval)
 * while signed in: POST /v2/user/refresh_token, and the new token replaces the old one. A
 * refresh that gets no answer is tried again after 5 s; a 498 ends the session in the client.
 */
export function useTokenRefresh(userId: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const refresh = async () => {
      // Another tab may have refreshed the shared token since this timer was set.
      const dueAtMs = tokenRefreshDueAtMs();
      if (dueAtMs !== null && dueAtMs > Date.now()) return schedule();
      try {
        const answer = await call(authEndpoints.refreshToken, { body: { user_id: userId } });
        if (!stopped) replaceToken(answer.token);
        schedule();
      } catch (error) {
        const canRetry = error instanceof ApiError && (error.offline || error.httpStatus >= 500);
        if (canRetry && !stopped) timer = setTimeout(() => void refresh(), DATA_LOAD_RETRY_MS);
      }
    };
    const schedule = () => {
      const dueAtMs = tokenRefreshDueAtMs();
      if (stopped || dueAtMs === null) return;
      timer = setTimeout(() => void refresh(), Math.max(0, dueAtMs - Date.now()));
    };

    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [userId]);
}
