import {
  appConfigResponseSchema,
  captchaChallengeQuerySchema,
  captchaChallengeResponseSchema,
  geolocationResponseSchema,
} from '@emas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptchaChallenge } from './captcha.ts';
import type { AuthDeps } from './deps.ts';
import { locate } from './geolocation.ts';
import { AUTH_TAGS, answers } from './route-schemas.ts';

/** What the login screen asks for before signing in: location, captcha, settings. */
export const publicRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.get(
    '/v2/geolocation',
    {
      schema: {
        tags: AUTH_TAGS,
        summary: 'Where the caller is, from the request address (offline GeoIP)',
        response: answers(geolocationResponseSchema),
      },
    },
    async (request) => locate(request.ip),
  );

  app.get(
    '/v2/captcha/challenge',
    {
      schema: {
        tags: AUTH_TAGS,
        summary:
          'A proof-of-work challenge for the login captcha (valid 10 minutes, usable once); strong: five times the work',
        querystring: captchaChallengeQuerySchema,
        response: answers(captchaChallengeResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await createCaptchaChallenge(
        deps.config.secret,
        deps.clock.now(),
        request.query.strength,
      );
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },
  );

  app.get(
    '/v2/app/config',
    {
      schema: {
        tags: AUTH_TAGS,
        summary: 'Public settings the web app needs before sign-in',
        response: answers(appConfigResponseSchema),
      },
    },
    async () => ({
      environment: deps.config.environment,
      captcha: deps.config.captcha,
      sessionIdleMs: deps.config.sessionIdleMs,
      tokenRefreshMs: deps.config.tokenRefreshMs,
      marketHours: deps.config.marketHours,
    }),
  );
};
