import { authEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import { routeOf } from '../plugins/endpoint-route.ts';
import { createCaptchaChallenge } from './captcha.ts';
import type { AuthDeps } from './deps.ts';
import { locate } from './geolocation.ts';

/** What the login screen asks for before signing in: location, captcha, settings. */
export const publicRoutes: FastifyPluginAsync<AuthDeps> = async (app, deps) => {
  routeOf(app, calls.geolocation, async (request) => locate(request.ip));

  routeOf(app, calls.captchaChallenge, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const challenge = await createCaptchaChallenge(
      deps.config.secret,
      deps.clock.now(),
      request.query.strength,
      deps.config.captchaWork,
    );
    return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
  });

  routeOf(app, calls.appConfig, async () => ({
    environment: deps.config.environment,
    captcha: deps.config.captcha,
    sessionIdleMs: deps.config.sessionIdleMs,
    tokenRefreshMs: deps.config.tokenRefreshMs,
    marketHours: deps.config.marketHours,
  }));
};
