/** The accounts feature's public surface: whose data a call may answer with. */
export { subjectOf } from './ownership.ts';
export { accountRoutes } from './routes.ts';
