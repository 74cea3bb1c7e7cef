/** The reports: orders, transactions, holdings, clients and cash history. */
import type { Feature } from '../feature.ts';
import { type ReportDeps, reportRoutes } from './routes.ts';

export { descendantsOf } from './scope.ts';

export const reportsFeature: Feature<ReportDeps> = { name: 'reports', routes: reportRoutes };
