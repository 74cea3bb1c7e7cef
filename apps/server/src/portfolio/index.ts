/** The client's portfolio home (issue 23): holdings now, P&L, cash, last fills, value over time. */
import type { Feature } from '../feature.ts';
import { type PortfolioDeps, portfolioRoutes } from './routes.ts';

export const portfolioFeature: Feature<PortfolioDeps> = {
  name: 'portfolio',
  routes: portfolioRoutes,
};
