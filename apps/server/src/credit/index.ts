/** Credit lines: the limit buy orders may draw on, requested by clients and set by operators. */
export { creditDesk, creditRoutes } from './routes.ts';
export type { CreditDeps } from './deps.ts';
export { creditFiguresOf, creditLimitOf } from './credit-lines.ts';
