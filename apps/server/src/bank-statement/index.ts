/** The bank statement import: the RPED account's deposits credited from the bank's file. */
import type { Feature } from '../feature.ts';
import { type StatementDeskDeps, statementDesk } from './operator-desk.ts';

export const bankStatementFeature: Feature<StatementDeskDeps> = {
  name: 'bank-statement',
  consoleDesks: [statementDesk],
};
export { bankBalanceOn } from './statement-repository.ts';
