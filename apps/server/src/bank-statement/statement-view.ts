import type { StatementImport, StatementLineView } from '@emas/api';
import { toDecimalString } from '@emas/domain';
import type { ImportedStatement } from './import-statement.ts';
import type { StoredLine } from './statement-repository.ts';

const idrOf = (sen: bigint | null): string | null =>
  sen === null ? null : toDecimalString(sen, 2);

export const lineView = (line: StoredLine): StatementLineView => ({
  id: line.id,
  line: Number(line.line_number),
  date: line.booked_on,
  description: line.description,
  reference: line.reference,
  amount_idr: toDecimalString(BigInt(line.amount_sen), 2),
  state: line.state,
  hin: line.hin,
  fullname: line.fullname,
  dismiss_reason: line.dismiss_reason,
});

/** The import's answer: the balances the bank wrote, each line, and how many of each outcome. */
export const importView = (imported: ImportedStatement): StatementImport => {
  const count = (...states: StoredLine['state'][]) =>
    imported.lines.filter((line) => states.includes(line.state)).length;
  return {
    statement_id: imported.statementId,
    file_name: imported.fileName,
    opening_balance_idr: idrOf(imported.statement.openingBalanceSen),
    closing_balance_idr: idrOf(imported.statement.closingBalanceSen),
    counts: {
      matched: count('credited', 'awaiting_approval', 'already_credited'),
      credited: count('credited'),
      awaiting_approval: count('awaiting_approval'),
      already_credited: count('already_credited'),
      unmatched: count('unmatched'),
      repeated: count('repeated'),
      debit: count('debit'),
    },
    lines: imported.lines.map(lineView),
  };
};
