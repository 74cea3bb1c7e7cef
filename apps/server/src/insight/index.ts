/** Market insight, e-warrant and video upload. */
import type { Feature } from '../feature.ts';
import { withInsightSources } from './content-sources.ts';
import { insightOperatorDesk } from './operator-desk.ts';
import { type InsightDeps, insightRoutes } from './routes.ts';

export const insightFeature: Feature<InsightDeps> = {
  name: 'insight',
  routes: insightRoutes,
  consoleDesks: [insightOperatorDesk],
  contentSecurity: withInsightSources,
};
