/** Market insight, e-warrant and video upload. */
export { type InsightDeps, insightRoutes } from './routes.ts';
export { insightOperatorDesk } from './operator-desk.ts';
export { withInsightSources } from './content-sources.ts';
