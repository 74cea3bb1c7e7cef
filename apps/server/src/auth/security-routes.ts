import { authEndpoints as calls } from '@emas/api';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { valueOf } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { noStore } from '../plugins/no-store.ts';
import type { AuthDeps } from './deps.ts';
import { deviceSessionsOf, endDeviceSession } from './device-sessions.ts';
import { loginHistoryPage } from './login-history.ts';
import { originOf } from './request-headers.ts';
import { announceNewDevice, signedInAnswer } from './signed-in-answer.ts';
import { twoFactorChangedNotice } from './two-factor-notice.ts';
import {
  type CodeCall,
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactor,
  twoFactorState,
} from './two-factor-settings.ts';
import { completeSignIn } from './two-factor-sign-in.ts';
import { isoAt } from './time.ts';

const ok = 200 as const;

/** A Settings call that carries a code: who asks, the code, and where from. */
const codeCallOf = (request: FastifyRequest<{ Body: { code: string } }>): CodeCall => ({
  caller: callerOf(request),
  code: request.body.code,
  origin: originOf(request),
});

/**
 * The security a client controls (issue 23 items 6 and 7): two-factor sign-in (its set-up, its
 * second step, new recovery codes, turning it off), devices and sessions, the login history.
 */
export const securityRoutes: FastifyPluginAsync<AuthDeps> = async (app, deps) => {
  const { db } = deps.database;
  /** Tells the owner of a change to two-factor sign-in; the change stands whatever the mail. */
  const tellOwner = async (email: string, on: boolean, log: FastifyBaseLogger) => {
    await deps.notifier
      .send(twoFactorChangedNotice(email, on, new Date(deps.clock.now())))
      .catch((error: unknown) => log.warn({ err: error }, 'two-factor notice not sent'));
  };

  routeOf(app, calls.twoFactorStatus, async (request) => {
    const state = await twoFactorState(deps, callerOf(request).id);
    return {
      status: ok,
      enabled: state.enabledAtMs !== null,
      enabled_at: state.enabledAtMs === null ? null : isoAt(state.enabledAtMs),
      recovery_codes_left: state.recoveryCodesLeft,
    };
  });

  routeOf(app, calls.enrolTwoFactor, async (request) => {
    const { secret, otpauthUrl } = valueOf(await startTwoFactor(deps, callerOf(request)));
    return { status: ok, secret, otpauth_url: otpauthUrl };
  });

  routeOf(app, calls.confirmTwoFactor, async (request) => {
    const confirmed = valueOf(await confirmTwoFactor(deps, codeCallOf(request)));
    await tellOwner(confirmed.email, true, request.log);
    return { status: ok, recovery_codes: confirmed.codes };
  });

  routeOf(app, calls.renewRecoveryCodes, async (request) => {
    const renewed = valueOf(await renewRecoveryCodes(deps, codeCallOf(request)));
    return { status: ok, recovery_codes: renewed.value };
  });

  routeOf(app, calls.disableTwoFactor, async (request) => {
    const disabled = valueOf(await disableTwoFactor(deps, codeCallOf(request)));
    await tellOwner(disabled.email, false, request.log);
    return { status: ok, enabled: false as const };
  });

  routeOf(
    app,
    calls.verifyTwoFactor,
    async (request) => {
      const origin = originOf(request);
      const { challenge, code } = request.body;
      const signedIn = valueOf(await completeSignIn(deps, { challenge, code, origin }));
      await announceNewDevice(deps, signedIn, origin, request.log);
      return signedInAnswer(signedIn);
    },
    { onRequest: noStore },
  );

  routeOf(app, calls.sessions, async (request) => ({
    status: ok,
    data: { body: await deviceSessionsOf(db, callerOf(request), deps.clock.now()) },
  }));

  routeOf(app, calls.endSession, async (request) => {
    const ended = valueOf(
      await endDeviceSession(db, callerOf(request), request.params.id, deps.clock.now()),
    );
    deps.onSessionsRevoked?.([request.params.id]);
    return { status: ok, current: ended.current };
  });

  routeOf(app, calls.loginHistory, async (request) => ({
    status: ok,
    data: await loginHistoryPage(db, callerOf(request).id, request.query, deps.clock.now()),
  }));
};
