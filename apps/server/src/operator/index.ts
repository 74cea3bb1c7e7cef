/**
 * The operator console, a kit the features' desks plug into: staff sign-in, the console's
 * routes (which register the desks the app hands in), the audit log and the helpers every
 * decision desk shares. It imports no feature that has a desk.
 */
export { operatorConsole } from './routes.ts';
export { DEMO_OPERATOR, DEMO_OPERATORS, seedDemoOperator } from './seed-operator.ts';
export { bearerTokenOf, operatorOf } from './authenticate-operator.ts';
export { recordOperatorAction } from './audit-log.ts';
export { audited, pageAnswer } from './decision-desk.ts';
export { liveOperatorSessionIdsAmong, operatorOfToken } from './operator-sessions.ts';
export { createOperator } from './create-operator.ts';
export { countRows, waitingOn } from './desk-counts.ts';
