import type { FastifyPluginAsync } from 'fastify';
import type { MarketViewDeps } from './market-routes.ts';
import { holdingRoutes } from './holding-routes.ts';
import { marketViewRoutes } from './market-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { tapeRoutes } from './tape-routes.ts';

/** The trading feature's calls: orders, the market's prices and depth, holdings, the tape. */
export const tradingRoutes: FastifyPluginAsync<MarketViewDeps> = async (app, deps) => {
  await app.register(orderRoutes, deps);
  await app.register(marketViewRoutes, deps);
  await app.register(holdingRoutes, deps);
  await app.register(tapeRoutes, deps);
};
