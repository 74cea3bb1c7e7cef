/** Cash withdrawals: to RPED and by bank transfer, held by the exchange until paid out. */
export { type WithdrawalDeps, withdrawalRoutes } from './routes.ts';
