/** Withdrawal bank accounts: the list, the add flow with identity checks, delete. */
export { type BankAccountDeps, bankAccountRoutes } from './routes.ts';
