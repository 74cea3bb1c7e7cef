/** The daily reconciliation of the books with the bank, the payouts and the vault. */
import type { Feature } from '../feature.ts';
import { type ReconciliationDeskDeps, reconciliationDesk } from './operator-desk.ts';

export const reconciliationFeature: Feature<ReconciliationDeskDeps> = {
  name: 'reconciliation',
  consoleDesks: [reconciliationDesk],
};
