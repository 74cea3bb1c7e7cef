import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { accountControlFeature } from './account-control/index.ts';
import { accountsFeature } from './accounts/index.ts';
import { apiKeysFeature, signedRequestsPlugin } from './api-keys/index.ts';
import { type ApprovalGate, approvalsFeature, createApprovalGate } from './approvals/index.ts';
import { authFeature } from './auth/index.ts';
import { authenticatePlugin } from './auth/authenticate.ts';
import { bankAccountsFeature } from './bank-accounts/index.ts';
import { chatFeature } from './chat/index.ts';
import { confirmationFeature } from './confirmation/index.ts';
import { contentFeature } from './content/index.ts';
import { creditFeature } from './credit/index.ts';
import { brokerSettingsFeature } from './broker-settings/index.ts';
import { type ContentSecurityPolicy, type Feature, jobsOfRole, jobsRunner } from './feature.ts';
import { helpFeature } from './help/index.ts';
import { marketInsightFeature } from './market-insight/index.ts';
import { priceAlertsFeature } from './price-alerts/index.ts';
import { liveFeature } from './live/index.ts';
import { marketFeature } from './market/index.ts';
import { devMailboxFeature } from './notifications/index.ts';
import { systemFeature } from './system/index.ts';
import { operatorConsole } from './operator/index.ts';
import { portfolioFeature } from './portfolio/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { recordRoutes } from './plugins/endpoint-route.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { openApiOptions } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { bankStatementFeature } from './bank-statement/index.ts';
import { bullionFeature } from './bullion/index.ts';
import { registrationFeature } from './registration/index.ts';
import { reportsFeature } from './reports/index.ts';
import { reconciliationFeature } from './reconciliation/index.ts';
import { recurringBuysFeature } from './recurring-buys/index.ts';
import { rrsFeature } from './rrs/index.ts';
import { screeningFeature } from './screening/index.ts';
import type { Services } from './services.ts';
import { settingsFeature } from './settings/index.ts';
import { type ExchangePort, tradingFeature } from './trading/index.ts';
import { transactionReportsFeature } from './transaction-reports/index.ts';
import { webFeature } from './web/index.ts';
import { withdrawalFeature } from './withdrawal/index.ts';

/** Everything the app needs from outside, as createServices assembles it. */
export type AppDeps = Omit<Services, 'close'>;

/** What every feature is handed: the services, and what the app derives from them. */
type FeatureDeps = AppDeps & {
  readonly exchange: ExchangePort;
  /** Rupiah per US dollar now (the streaming rate). */
  rateIdrPerUsd(): bigint;
  /** Ends what this server holds (live sockets) for sessions just revoked. */
  onSessionsRevoked(sessionIds: readonly string[]): void;
  /** The second approver on money, which every money desk asks through. */
  readonly approvals: ApprovalGate;
};

/**
 * Every feature of the server, each as the one descriptor its index.ts hands over: its calls,
 * its console desks, its background jobs and its content sources.
 */
const FEATURES: readonly Feature<FeatureDeps>[] = [
  authFeature,
  accountsFeature,
  marketFeature,
  liveFeature,
  tradingFeature,
  confirmationFeature,
  reportsFeature,
  portfolioFeature,
  rrsFeature,
  withdrawalFeature,
  bankAccountsFeature,
  bullionFeature,
  creditFeature,
  bankStatementFeature,
  reconciliationFeature,
  approvalsFeature,
  accountControlFeature,
  brokerSettingsFeature,
  apiKeysFeature,
  registrationFeature,
  screeningFeature,
  transactionReportsFeature,
  recurringBuysFeature,
  helpFeature,
  priceAlertsFeature,
  chatFeature,
  contentFeature,
  marketInsightFeature,
  settingsFeature,
  devMailboxFeature,
  systemFeature,
  webFeature,
];

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
    contentSecurityPolicy: FEATURES.reduce<ContentSecurityPolicy>(
      (policy, feature) => feature.contentSecurity?.(policy, deps.config) ?? policy,
      contentSecurityPolicy,
    ),
    frameguard: { action: 'deny' },
  });
  await registerCompression(app);
  await app.register(swagger, openApiOptions);
  if (deps.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  const { liveHub, marketData, trading } = deps;
  const featureDeps: FeatureDeps = {
    ...deps,
    exchange: trading.exchange,
    rateIdrPerUsd: () => marketData.rateFeed.current().sellIdrPerUsd,
    onSessionsRevoked: liveHub.closeSessions,
    approvals: createApprovalGate(deps),
  };
  await app.register(authenticatePlugin, deps);
  await app.register(signedRequestsPlugin, deps);
  await trading.start();
  // The features' jobs start once every route is in place and stop before the exchange does.
  const jobs = jobsRunner(
    jobsOfRole(
      FEATURES.flatMap((feature) => feature.jobs ?? []),
      deps.config.processRole,
    ),
    featureDeps,
    deps.log,
  );
  app.addHook('onReady', jobs.start);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await marketData.stop();
    await trading.stop();
  });
  for (const feature of FEATURES) {
    if (feature.routes !== undefined) await app.register(feature.routes, featureDeps);
  }
  const desks = FEATURES.flatMap((feature) => feature.consoleDesks ?? []);
  const counts = FEATURES.flatMap((feature) => feature.deskCounts ?? []);
  await app.register(operatorConsole(desks, counts), featureDeps);
  return app;
};
