/** Market insight, e-warrant and video upload. */
export { type InsightDeps, insightRoutes } from './routes.ts';
