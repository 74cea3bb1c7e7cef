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
import { confirmationRoutes } from './confirmation/index.ts';
import { devRoutes } from './notifications/dev-routes.ts';
import { liveRoutes } from './live/index.ts';
import { marketRoutes } from './market/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { recordRoutes } from './plugins/endpoint-route.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { reportRoutes } from './reports/index.ts';
import { rrsRoutes } from './rrs/index.ts';
import type { Services } from './services.ts';
import { tradingRoutes } from './trading/index.ts';
import { webRoutes } from './web/routes.ts';
import { withdrawalRoutes } from './withdrawal/index.ts';
import { bankAccountRoutes } from './bank-accounts/index.ts';
import { poslogRoutes } from './poslog/index.ts';
import { operatorRoutes } from './operator/index.ts';
import { creditDesk, creditRoutes } from './credit/index.ts';
import { settingsOperatorDesk, settingsRoutes } from './settings/index.ts';
import { contentOperatorDesk, contentRoutes } from './content/index.ts';
import { helpRoutes } from './help/index.ts';
import { helpOperatorDesk } from './help/operator-desk.ts';
import { chatOperatorDesk, chatRoutes, withChatWidget } from './chat/index.ts';
import { registrationOperatorDesk, registrationRoutes } from './registration/index.ts';
import { insightOperatorDesk, insightRoutes, withInsightSources } from './insight/index.ts';

/** Everything the app needs from outside, as createServices assembles it. */
export type AppDeps = Omit<Services, 'close'>;

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
    loggerInstance: deps.log,
    bodyLimit: BODY_BYTES_MAX,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: withInsightSources(
      withChatWidget(contentSecurityPolicy, deps.config),
      deps.config,
    ),
    frameguard: { action: 'deny' },
  });
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Emas API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (deps.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  const { liveHub, marketData, trading } = deps;
  await app.register(authenticatePlugin, deps);
  await app.register(authRoutes, { ...deps, onSessionsRevoked: liveHub.closeSessions });
  app.addHook('onClose', () => marketData.stop());
  await app.register(accountRoutes, {
    ...deps,
    rateIdrPerUsd: () => marketData.rateFeed.current().sellIdrPerUsd,
  });
  await app.register(marketRoutes, { ...deps, marketData });
  await app.register(liveRoutes, { ...deps, liveHub });
  await trading.start();
  app.addHook('onClose', () => trading.stop());
  await app.register(tradingRoutes, { ...deps, marketData, exchange: trading.exchange });
  await app.register(confirmationRoutes, deps);
  await app.register(reportRoutes, {
    ...deps,
    exchange: trading.exchange,
    rateIdrPerUsd: () => marketData.rateFeed.current().sellIdrPerUsd,
  });
  await app.register(rrsRoutes, {
    ...deps,
    rateIdrPerUsd: () => marketData.rateFeed.current().sellIdrPerUsd,
  });
  const moneyOut = { ...deps, marketData, exchange: trading.exchange };
  await app.register(withdrawalRoutes, moneyOut);
  await app.register(bankAccountRoutes, moneyOut);
  await app.register(poslogRoutes, moneyOut);
  await app.register(creditRoutes, moneyOut);
  const desks = [
    creditDesk,
    registrationOperatorDesk,
    helpOperatorDesk,
    chatOperatorDesk,
    contentOperatorDesk,
    insightOperatorDesk,
    settingsOperatorDesk,
  ];
  await app.register(operatorRoutes, { ...moneyOut, desks });
  await app.register(settingsRoutes, moneyOut);
  await app.register(contentRoutes, moneyOut);
  await app.register(helpRoutes, moneyOut);
  await app.register(chatRoutes, moneyOut);
  await app.register(registrationRoutes, moneyOut);
  await app.register(insightRoutes, moneyOut);
  if (deps.config.environment === 'development') await app.register(devRoutes, deps);
  await app.register(webRoutes, deps);
  return app;
};
