/** The operator console: staff sign-in, the back office's actions and their audit log. */
export { type OperatorDeps, type OperatorDesk, operatorRoutes } from './routes.ts';
export { DEMO_OPERATOR, seedDemoOperator } from './seed-operator.ts';
export { operatorOf } from './authenticate-operator.ts';
export { recordOperatorAction } from './audit-log.ts';
export { audited } from './desks.ts';
export { operatorOfToken } from './operator-sessions.ts';
