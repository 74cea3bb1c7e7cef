import type { ApiKeyScope } from '@emas/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import { noStore } from '../plugins/no-store.ts';
import { apiKeyRateLimit } from './rate-limit.ts';
import { secretBox } from './secret-box.ts';
import { SIGNED_HEADERS, verifySignedRequest } from './verify-signed-request.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body's bytes as received, which a signed request's HMAC covers. */
    rawBody?: Buffer;
  }
}

export type SignedRequestsDeps = {
  readonly config: Pick<Config, 'secret' | 'apiKeyRequestsPerMinute' | 'processRole'>;
  readonly database: Database;
  readonly clock: Clock;
};

/**
 * JSON bodies are parsed by Fastify's own parser, as before, from bytes kept on the request:
 * a signature is checked over exactly what the caller sent, never over re-serialised JSON.
 */
const keepRawJsonBodies = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    parseJson(request, bytes.toString('utf8'), done);
  });
};

/**
 * Default deny: a request that carries an API key reaches only the calls the contract marks
 * with a key scope (and the public ones, which need no identity). Every other call refuses it
 * before reading its body, whatever else the request carries (a session token included).
 */
const refuseKeysWhereUnmarked = async (request: FastifyRequest): Promise<void> => {
  if (request.headers[SIGNED_HEADERS.key] === undefined) return;
  const { keyScope, auth } = request.routeOptions.config;
  if (keyScope === undefined && auth !== 'none') throw new AppError('ApiKeyScopeNotAllowed');
};

/** Signed requests with API keys (issue 23 item 12): raw bodies, the guard, default deny. */
export const signedRequestsPlugin = fp(
  async (app: FastifyInstance, deps: SignedRequestsDeps) => {
    keepRawJsonBodies(app);
    app.addHook('onRequest', refuseKeysWhereUnmarked);
    // A keyed call's answer is as private as a session's: no cache keeps it, refusals included.
    app.addHook('onRoute', (route) => {
      if (route.config?.keyScope === undefined) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), noStore];
    });
    const verifyDeps = {
      database: deps.database,
      clock: deps.clock,
      box: secretBox(deps.config.secret),
      rateLimit: apiKeyRateLimit(deps),
    };
    app.decorate('authenticateSigned', (scope: ApiKeyScope): preHandlerAsyncHookHandler => {
      const verify: preHandlerAsyncHookHandler = async function (request, reply) {
        if (request.headers[SIGNED_HEADERS.key] === undefined) {
          return app.authenticate.call(this, request, reply);
        }
        request.account = await verifySignedRequest(verifyDeps, request, reply, scope);
      };
      return verify;
    });
  },
  { name: 'emas-signed-requests', dependencies: ['emas-authenticate'] },
);
