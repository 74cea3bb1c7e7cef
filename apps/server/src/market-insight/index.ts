/** Market insight, e-warrant and video upload. */
import type { Feature } from '../feature.ts';
import { withMarketInsightSources } from './content-sources.ts';
import { marketInsightOperatorDesk } from './operator-desk.ts';
import { type MarketInsightDeps, marketInsightRoutes } from './routes.ts';
import { marketInsightJobs } from './video-sweep.ts';

export const marketInsightFeature: Feature<MarketInsightDeps> = {
  name: 'market-insight',
  routes: marketInsightRoutes,
  consoleDesks: [marketInsightOperatorDesk],
  jobs: marketInsightJobs,
  contentSecurity: withMarketInsightSources,
};
