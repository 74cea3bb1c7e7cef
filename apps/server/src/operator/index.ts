/** The operator console: staff sign-in, the back office's actions and their audit log. */
export { type OperatorDeps, operatorRoutes } from './routes.ts';
export { DEMO_OPERATOR, seedDemoOperator } from './seed-operator.ts';
