/** Account information, balances, holdings and the catalogue; deposits and adjustments on the console. */
import type { Feature } from '../feature.ts';
import { type DepositDeskDeps, depositDesk } from './operator-desk.ts';
import { type AccountRouteDeps, accountRoutes } from './routes.ts';

export const accountsFeature: Feature<AccountRouteDeps & DepositDeskDeps> = {
  name: 'accounts',
  routes: accountRoutes,
  consoleDesks: [depositDesk],
};
export { type CreditedDeposit, accountsCreditedBy, creditDeposit } from './deposit.ts';
export { openLotsOf } from './account-repository.ts';
