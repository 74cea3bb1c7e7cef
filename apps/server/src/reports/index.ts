/** The reports feature's public surface. */
export { type ReportDeps, reportRoutes } from './routes.ts';
export { descendantsOf } from './scope.ts';
