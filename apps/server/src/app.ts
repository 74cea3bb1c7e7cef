import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type ZodTypeProvider,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { authenticatePlugin } from './auth/authenticate.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { devRoutes } from './notifications/dev-routes.ts';
import type { Notifier } from './notifications/notifier.ts';
import { marketRoutes } from './market/routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { webRoutes } from './web/routes.ts';

/** Everything the app needs from outside; tests pass their own. */
export type AppDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
};

const BODY_BYTES_MAX = 1_048_576;

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  },
};

/** Builds the whole app without listening, so tests can `inject()` into it. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: deps.config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: BODY_BYTES_MAX,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(helmet, { contentSecurityPolicy, frameguard: { action: 'deny' } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Emas API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  await app.register(authenticatePlugin, deps);
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(marketRoutes, deps);
  if (deps.config.environment === 'development') await app.register(devRoutes, deps);
  await app.register(webRoutes, deps);
  return app;
};
