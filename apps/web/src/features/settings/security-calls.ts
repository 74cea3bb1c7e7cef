import { authEndpoints } from '@emas/api/auth';
import { LOGIN_HISTORY_PAGE_SIZE } from '@emas/domain';
import { ApiError } from '../../lib/api-client.ts';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import type { Language } from '../../lib/i18n.ts';
import { SETTINGS_KEY } from './settings-calls.ts';

/** The 2FA and SESSIONS tabs' reads, under the settings' key. */
export const TWO_FACTOR_KEY = [SETTINGS_KEY, 'two-factor'] as const;
export const SESSIONS_KEY = [SETTINGS_KEY, 'sessions'] as const;

/** GET /v2/user/2fa: on or off, since when, the recovery codes left. */
export const twoFactorStatusQuery = () =>
  endpointQuery(TWO_FACTOR_KEY, authEndpoints.twoFactorStatus, {});

/** GET /v2/user/sessions: the live sessions, the caller's own marked. */
export const deviceSessionsQuery = () =>
  endpointQuery([...SESSIONS_KEY, 'live'], authEndpoints.sessions, {});

/** GET /v2/user/login_history: a page of the 90 days' sign-ins, newest first. */
export const loginHistoryQuery = (page: number) =>
  endpointQuery([...SESSIONS_KEY, 'history', page], authEndpoints.loginHistory, {
    query: {
      offset: String(page * LOGIN_HISTORY_PAGE_SIZE),
      limit: String(LOGIN_HISTORY_PAGE_SIZE),
    },
  });

/** The server's message for a refused call, in the reader's language, or the fallback. */
export const refusalText = (error: unknown, language: Language, fallback: string): string => {
  if (!(error instanceof ApiError) || error.body === null) return fallback;
  return language === 'en' ? error.body.err_message : error.body.err_message_id;
};
