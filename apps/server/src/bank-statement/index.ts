/** The bank statement import: the RPED account's deposits credited from the bank's file. */
import { bankStatementEndpoints } from '@emas/api';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import { type StatementDeskDeps, statementDesk } from './operator-desk.ts';

export const bankStatementFeature: Feature<StatementDeskDeps> = {
  name: 'bank-statement',
  consoleDesks: [statementDesk],
  deskCounts: [
    waitingOn(bankStatementEndpoints.statementLines, (db) =>
      db.selectFrom('bank_statement_lines').where('state', '=', 'unmatched'),
    ),
  ],
};
export { bankBalanceOn } from './statement-repository.ts';
