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
import { type LiveHub, createLiveHub, liveRoutes } from './live/index.ts';
import { type MarketData, createMarketData, marketRoutes } from './market/index.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { type Trading, createTrading, tradingRoutes } from './trading/index.ts';
import { webRoutes } from './web/routes.ts';

/** Everything the app needs from outside; tests pass their own. */
export type AppDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  /** The live sockets; a fresh hub when left out. */
  readonly liveHub?: LiveHub;
  /** Reference price, rate and candles; when left out, a set that is never started (tests). */
  readonly marketData?: MarketData;
  /** The exchange and its helpers; built and started here when left out. */
  readonly trading?: Trading;
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
  registerSecurityHeaders(app, { contentSecurityPolicy, frameguard: { action: 'deny' } });
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
  const liveHub = deps.liveHub ?? createLiveHub();
  const marketData =
    deps.marketData ??
    createMarketData({
      ...deps,
      publish: liveHub.broadcast,
      onError: (error) => app.log.error({ err: error }, 'market data'),
    });
  app.addHook('onClose', () => marketData.stop());
  await app.register(marketRoutes, { ...deps, marketData });
  await app.register(liveRoutes, { ...deps, liveHub });
  const trading = deps.trading ?? createTrading({ ...deps, marketData, liveHub, log: app.log });
  await trading.start();
  app.addHook('onClose', () => trading.stop());
  await app.register(tradingRoutes, { ...deps, marketData, exchange: trading.exchange });
  if (deps.config.environment === 'development') await app.register(devRoutes, deps);
  await app.register(webRoutes, deps);
  return app;
};
