import { authEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import { routeOf } from '../plugins/endpoint-route.ts';
import { AppError } from '../plugins/app-error.ts';
import { noStore } from '../plugins/no-store.ts';
import { findAccountBy, notFoundCode } from './account-repository.ts';
import { takeOrRefuse } from './address-rate-limit.ts';
import { addressRateLimitFor } from './shared-address-rate-limit.ts';
import type { AuthDeps } from './deps.ts';
import { identifierOf } from './identifier.ts';
import { ACCOUNT_LOOKUP_RULE } from './limits.ts';
import { originOf } from './request-headers.ts';
import { signIn } from './sign-in.ts';
import { announceNewDevice, signedInAnswer } from './signed-in-answer.ts';

/** POST /v2/user/check_user and POST /v2/user/auth. */
export const signInRoutes: FastifyPluginAsync<AuthDeps> = async (app, deps) => {
  const checkUserLimit = addressRateLimitFor(deps, 'check-user', ACCOUNT_LOOKUP_RULE);

  routeOf(app, calls.checkUser, async (request) => {
    await takeOrRefuse(checkUserLimit, request.ip, deps.clock.now());
    const identifier = identifierOf(request.body);
    const account = await findAccountBy(deps.database.db, identifier);
    if (account === null) throw new AppError(await notFoundCode(deps.database.db, identifier));
    return { status: 200 as const, exists: true as const, user_status: account.status };
  });

  routeOf(
    app,
    calls.signIn,
    async (request) => {
      const origin = originOf(request);
      const result = await signIn(deps, {
        identifier: identifierOf(request.body),
        passwordSha256Hex: request.body.password,
        appName: request.body.app_name,
        captchaPayload: request.body.clientCaptchaKey,
        ...origin,
      });
      if (!result.ok) throw AppError.from(result);
      const answer = result.value;
      if (answer.kind === 'challenge') {
        return {
          status: 200 as const,
          two_factor_required: true as const,
          challenge: answer.challenge,
        };
      }
      await announceNewDevice(deps, answer, origin, request.log);
      return signedInAnswer(answer);
    },
    { onRequest: noStore },
  );
};
