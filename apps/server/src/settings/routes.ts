import { settingsEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { LiveHub } from '../live/index.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Notifier } from '../notifications/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { changePassword } from './password-change.ts';
import { passwordChangedNotice } from './password-notice.ts';

export type SettingsDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  /** Closes the live sockets of the sessions a password change ended. */
  readonly liveHub: Pick<LiveHub, 'closeSessions'>;
};

const ok = 200 as const;

/**
 * Account settings (spec 002): the password change. The TRADING, ACCOUNT and PAYMENT tabs read
 * account_information and payment_information; the FEES and tax tabs are the domain's tables.
 */
export const settingsRoutes: FastifyPluginAsync<SettingsDeps> = async (app, deps) => {
  routeOf(app, calls.editPassword, async (request) => {
    const nowMs = deps.clock.now();
    const changed = await changePassword(deps.database, callerOf(request), request.body, nowMs);
    if (!changed.ok) throw AppError.from(changed);
    deps.liveHub.closeSessions(changed.value.revokedSessionIds);
    // The password has changed whatever happens to the notice: a mail outage must not undo it.
    await deps.notifier
      .send(passwordChangedNotice(changed.value.email, new Date(nowMs)))
      .catch((error: unknown) => request.log.warn({ err: error }, 'password notice not sent'));
    return {
      status: ok,
      message: 'Your password has been changed.',
      message_id: 'Password Anda telah diubah.',
    };
  });
};
