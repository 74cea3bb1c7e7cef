import { randomUUID } from 'node:crypto';
import {
  type Result,
  type Statement,
  type StatementLine,
  jakartaDate,
  ok,
  readStatement,
} from '@emas/domain';
import { accountsCreditedBy } from '../accounts/index.ts';
import type { Db } from '../db/database.ts';
import type { BankStatementLineTable } from '../db/schema.ts';
import { type CreditingDeps, creditStatementLine } from './credit-statement-line.ts';
import { depositorsOf } from './depositor-accounts.ts';
import { statementRowsOf } from './statement-csv.ts';
import {
  type LineState,
  type StoredLine,
  closingBalanceBefore,
  insertStatement,
  linesOfStatement,
  referencesHeldOpen,
} from './statement-repository.ts';

export type ImportDeps = CreditingDeps & { readonly db: Db };

export type ImportedStatement = {
  readonly statementId: string;
  readonly fileName: string;
  readonly statement: Statement;
  readonly lines: StoredLine[];
};

type Outcome = { state: LineState; accountId: string | null };

/** What the import already knows of the statement's references, and learns as it goes. */
type Known = {
  /** Credited before this import, to this account. */
  readonly creditedTo: Map<string, string>;
  /** Held by an earlier import's line, still waiting or dismissed. */
  readonly heldOpen: ReadonlySet<string>;
  /** References of lines above in this file that were not credited (waiting or repeated). */
  readonly inThisFile: Set<string>;
};

/**
 * What becomes of one line: a debit; credited before (by an earlier import, the deposits desk
 * or a line above in this file); left to an earlier line that still waits; or credited now.
 */
const outcomeOf = async (
  deps: ImportDeps,
  line: StatementLine,
  depositor: { id: string; hin: string } | null,
  known: Known,
  operatorId: string,
): Promise<Outcome> => {
  if (line.amountSen <= 0n) return { state: 'debit', accountId: null };
  const creditedTo = known.creditedTo.get(line.reference);
  if (creditedTo !== undefined) return { state: 'already_credited', accountId: creditedTo };
  if (known.heldOpen.has(line.reference) || known.inThisFile.has(line.reference)) {
    return { state: 'repeated', accountId: null };
  }
  if (depositor === null) return { state: 'unmatched', accountId: null };
  const credited = await creditStatementLine(deps, line, depositor.hin, operatorId);
  if (!credited.ok) return { state: 'unmatched', accountId: null };
  return {
    state: credited.value.waiting ? 'awaiting_approval' : 'credited',
    accountId: depositor.id,
  };
};

/** Each line's outcome, in the file's order, each line knowing those above it. */
const outcomesOf = async (
  deps: ImportDeps,
  lines: readonly StatementLine[],
  operatorId: string,
) => {
  const references = lines.map((line) => line.reference);
  const depositors = await depositorsOf(deps.db, lines);
  const known: Known = {
    creditedTo: await accountsCreditedBy(deps.db, references),
    heldOpen: await referencesHeldOpen(deps.db, references),
    inThisFile: new Set(),
  };
  const outcomes: Outcome[] = [];
  for (const line of lines) {
    const outcome = await outcomeOf(deps, line, depositors.get(line) ?? null, known, operatorId);
    outcomes.push(outcome);
    if (outcome.state === 'credited' && outcome.accountId !== null) {
      known.creditedTo.set(line.reference, outcome.accountId);
    } else if (outcome.state !== 'debit') known.inThisFile.add(line.reference);
  }
  return outcomes;
};

/**
 * The statement's balances: as the bank wrote them, or, where it wrote none, carried on from
 * the previous statement's closing balance by this one's movements.
 */
const balancesOf = async (db: Db, statement: Statement, firstDate: string) => {
  const { openingBalanceSen, closingBalanceSen } = statement;
  if (closingBalanceSen !== null) return { openingBalanceSen, closingBalanceSen };
  const opening = openingBalanceSen ?? (await closingBalanceBefore(db, firstDate));
  if (opening === null) return { openingBalanceSen: null, closingBalanceSen: null };
  const movedSen = statement.lines.reduce((sum, line) => sum + line.amountSen, 0n);
  return { openingBalanceSen: opening, closingBalanceSen: opening + movedSen };
};

/**
 * Imports a statement file uploaded by an operator: the whole file is read first (a wrong line
 * refuses it all, before anything is credited), then each credit line naming one account is
 * credited once through the exchange, and the statement is stored with every line's outcome.
 * Crediting comes before storing, and is keyed by the bank reference, so an import cut short
 * and done again credits nothing twice.
 */
export const importStatement = async (
  deps: ImportDeps,
  upload: { fileName: string; bytes: Buffer; operatorId: string; nowMs: number },
): Promise<Result<ImportedStatement>> => {
  const rows = statementRowsOf(upload.bytes);
  if (!rows.ok) return rows;
  const yearNow = Number(jakartaDate(upload.nowMs).slice(0, 4));
  const read = readStatement(rows.value, yearNow);
  if (!read.ok) return read;
  const statement = read.value;
  const outcomes = await outcomesOf(deps, statement.lines, upload.operatorId);
  const statementId = randomUUID();
  const nowMs = BigInt(upload.nowMs);
  const stored = statement.lines.map((line, index): BankStatementLineTable => {
    const outcome = outcomes[index] ?? { state: 'unmatched', accountId: null };
    return {
      id: randomUUID(),
      statement_id: statementId,
      line_number: BigInt(line.line),
      booked_on: line.date,
      description: line.description,
      reference: line.reference,
      amount_sen: line.amountSen,
      state: outcome.state,
      account_id: outcome.accountId,
      dismiss_reason: null,
      settled_by: null,
      settled_at_ms: null,
      created_at_ms: nowMs,
    };
  });
  const dates = statement.lines.map((line) => line.date).sort();
  const balances = await balancesOf(deps.db, statement, dates[0] ?? '');
  await insertStatement(
    deps.db,
    {
      id: statementId,
      file_name: upload.fileName,
      uploaded_by: upload.operatorId,
      uploaded_at_ms: nowMs,
      first_date: dates[0] ?? '',
      last_date: dates.at(-1) ?? '',
      opening_balance_sen: balances.openingBalanceSen,
      closing_balance_sen: balances.closingBalanceSen,
    },
    stored,
  );
  const lines = await linesOfStatement(deps.db, statementId);
  return ok({
    statementId,
    fileName: upload.fileName,
    statement: { ...statement, ...balances },
    lines,
  });
};
