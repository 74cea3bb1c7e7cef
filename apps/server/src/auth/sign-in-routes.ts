import { type AppName, authEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routeOf } from '../plugins/endpoint-route.ts';
import { AppError } from '../plugins/app-error.ts';
import { noStore } from '../plugins/no-store.ts';
import { findAccountBy, notFoundCode } from './account-repository.ts';
import { takeOrRefuse } from './address-rate-limit.ts';
import { addressRateLimitFor } from './shared-address-rate-limit.ts';
import type { AuthDeps } from './deps.ts';
import { identifierOf } from './identifier.ts';
import { ACCOUNT_LOOKUP_RULE } from './limits.ts';
import type { GeolocationHeaders } from './login-audit.ts';
import { sessionExpiresAtMs } from './session-policy.ts';
import { signIn } from './sign-in.ts';
import { isoAt } from './time.ts';

const headerText = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? null : text.trim();
};

/** The location headers the login form sends; null when any is missing (spec 000 section 5). */
const geolocationOf = (request: FastifyRequest): GeolocationHeaders | null => {
  const latitude = headerText(request, 'latitude');
  const longitude = headerText(request, 'longitude');
  const city = headerText(request, 'city');
  const region = headerText(request, 'region');
  const country = headerText(request, 'country');
  const reportedIp = headerText(request, 'ip-address');
  if (latitude === null || longitude === null || city === null) return null;
  if (region === null || country === null || reportedIp === null) return null;
  return { latitude, longitude, city, region, country, reportedIp };
};

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
      const result = await signIn(deps, {
        identifier: identifierOf(request.body),
        passwordSha256Hex: request.body.password,
        appName: request.body.app_name,
        captchaPayload: request.body.clientCaptchaKey,
        ip: request.ip,
        userAgent: headerText(request, 'user-agent') ?? '',
        geolocation: geolocationOf(request),
      });
      if (!result.ok) throw AppError.from(result);
      const { account, token, times } = result.value;
      return {
        status: 200 as const,
        iserror: false as const,
        token,
        user_id: account.id,
        broker_id: account.broker_id,
        bank_type: account.bank_type,
        app_name: account.broker_id as AppName,
        email: account.email,
        phone_number: account.phone_number,
        fullname: account.fullname,
        level: account.level,
        hin: account.hin,
        session_expires_at: isoAt(sessionExpiresAtMs(times)),
      };
    },
    { onRequest: noStore },
  );
};
