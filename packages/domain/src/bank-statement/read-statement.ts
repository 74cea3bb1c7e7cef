import { type Result, fail, ok } from '../result.ts';
import { type ColumnPlaces, headerColumns } from './statement-columns.ts';
import { directionOfMarker, parseStatementAmount } from './statement-amount.ts';
import { parseStatementDate, yearIn } from './statement-date.ts';

/**
 * A bank statement export, read from its CSV rows (the server's CSV parser splits the cells;
 * this reads what they mean). Rows before the header are the bank's preamble (account, period,
 * sometimes the opening balance); after it come the movements and the bank's summary rows
 * (Saldo Awal / Opening Balance, Saldo Akhir / Closing Balance, totals). Only a movement with
 * a date and an amount is a line; any other row after the header is refused with its line
 * number, so a file is taken whole or not at all.
 */

/** One CSV row and its line in the file (1 is the first). */
export type StatementRow = { readonly line: number; readonly cells: readonly string[] };

/** One movement on the RPED account: positive sen came in (a credit), negative went out. */
export type StatementLine = {
  readonly line: number;
  readonly date: string;
  readonly description: string;
  /** The bank's reference, or, where the export has none, the date and running balance. */
  readonly reference: string;
  readonly amountSen: bigint;
  readonly balanceSen: bigint | null;
};

export type Statement = {
  readonly lines: readonly StatementLine[];
  /** The balance before the first line and after the last, where the file tells them. */
  readonly openingBalanceSen: bigint | null;
  readonly closingBalanceSen: bigint | null;
};

/** Movements one statement may hold: a day of a broker's RPED account is far below it. */
export const STATEMENT_LINES_MAX = 5_000;

const OPENING = /^(saldo awal|opening balance|beginning balance)/i;
const CLOSING = /^(saldo akhir|closing balance|ending balance)/i;
const SUMMARY = /^(mutasi (kredit|debet|debit)|total|jumlah|saldo)/i;

const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/** The amount of a summary row: after its label's colon, or in the first cell that is one. */
const summaryAmount = (cells: readonly string[]): bigint | null => {
  const [label = '', ...rest] = cells;
  const afterColon = label.includes(':') ? label.slice(label.indexOf(':') + 1) : '';
  for (const cell of [afterColon, ...rest]) {
    const amount = parseStatementAmount(cell);
    if (amount !== null) return amount;
  }
  return null;
};

type Columns = Required<Pick<ColumnPlaces, 'date' | 'description'>> & ColumnPlaces;

const cellAt = (cells: readonly string[], place: number | undefined): string =>
  place === undefined ? '' : (cells[place] ?? '').trim();

/** The signed amount of a movement row: one amount column (signed or marked) or credit − debit. */
const amountOf = (cells: readonly string[], columns: Columns): bigint | null => {
  if (columns.amount !== undefined) {
    const amount = parseStatementAmount(cellAt(cells, columns.amount));
    const direction = directionOfMarker(cellAt(cells, columns.marker));
    if (amount === null || direction === null) return null;
    return direction === -1 ? -amount : amount;
  }
  const credit = cellAt(cells, columns.credit);
  const debit = cellAt(cells, columns.debit);
  const creditSen = credit === '' ? 0n : parseStatementAmount(credit);
  const debitSen = debit === '' ? 0n : parseStatementAmount(debit);
  if (creditSen === null || debitSen === null || (credit === '' && debit === '')) return null;
  return creditSen - (debitSen < 0n ? -debitSen : debitSen);
};

const movementOf = (row: StatementRow, columns: Columns, year: number): Result<StatementLine> => {
  const { cells, line } = row;
  const dateCell = cellAt(cells, columns.date);
  const date = parseStatementDate(dateCell, year);
  if (date === null) return fail('StatementDateInvalid', { line, value: dateCell });
  const amountSen = amountOf(cells, columns);
  if (amountSen === null) return fail('StatementAmountInvalid', { line });
  const balanceCell = cellAt(cells, columns.balance);
  const balanceSen = balanceCell === '' ? null : parseStatementAmount(balanceCell);
  if (balanceCell !== '' && balanceSen === null) return fail('StatementAmountInvalid', { line });
  const written = cellAt(cells, columns.reference);
  const reference = written !== '' ? written : balanceSen === null ? null : `${date}/${balanceSen}`;
  if (reference === null) return fail('StatementReferenceMissing', { line });
  const description = cellAt(cells, columns.description).replace(/\s+/g, ' ');
  return ok({ line, date, description, reference, amountSen, balanceSen });
};

type Reading = { lines: StatementLine[]; opening: bigint | null; closing: bigint | null };

/** Reads the rows after the header into `reading`; the first wrong row stops it. */
const readBody = (
  rows: readonly StatementRow[],
  columns: Columns,
  year: number,
  reading: Reading,
): Result<Reading> => {
  for (const row of rows) {
    if (isBlank(row.cells)) continue;
    const label = (row.cells.find((cell) => cell.trim() !== '') ?? '').trim();
    if (OPENING.test(label)) reading.opening = summaryAmount(row.cells);
    else if (CLOSING.test(label)) reading.closing = summaryAmount(row.cells);
    else if (!SUMMARY.test(label)) {
      const movement = movementOf(row, columns, year);
      if (!movement.ok) return movement;
      reading.lines.push(movement.value);
      if (reading.lines.length > STATEMENT_LINES_MAX) {
        return fail('StatementTooManyLines', { max: STATEMENT_LINES_MAX });
      }
    }
  }
  return ok(reading);
};

/** What the running balances tell when the bank wrote no summary rows. */
const balancesOf = (reading: Reading): Statement => {
  const first = reading.lines[0];
  const last = reading.lines.at(-1);
  const opening =
    reading.opening ??
    (first?.balanceSen === null || first === undefined ? null : first.balanceSen - first.amountSen);
  return {
    lines: reading.lines,
    openingBalanceSen: opening,
    closingBalanceSen: reading.closing ?? last?.balanceSen ?? null,
  };
};

/**
 * A statement from its CSV rows, or the first thing wrong with it: no header
 * (StatementHeaderMissing), a row whose date, amount or reference cannot be read (with its
 * line), no movement at all (StatementEmpty), too many. `fallbackYear` completes dates written
 * without a year when the preamble names none.
 */
export const readStatement = (
  rows: readonly StatementRow[],
  fallbackYear: number,
): Result<Statement> => {
  if (rows.every((row) => isBlank(row.cells))) return fail('StatementEmpty');
  const headerAt = rows.findIndex((row) => headerColumns(row.cells) !== null);
  if (headerAt < 0) return fail('StatementHeaderMissing');
  const columns = headerColumns(rows[headerAt]?.cells ?? []) as Columns;
  const preamble = rows.slice(0, headerAt);
  const year =
    preamble.map((row) => yearIn(row.cells.join(' '))).find((found) => found !== null) ??
    fallbackYear;
  const opening = preamble.find((row) => OPENING.test((row.cells[0] ?? '').trim()));
  const reading: Reading = {
    lines: [],
    opening: opening === undefined ? null : summaryAmount(opening.cells),
    closing: null,
  };
  const read = readBody(rows.slice(headerAt + 1), columns, year, reading);
  if (!read.ok) return read;
  if (read.value.lines.length === 0) return fail('StatementEmpty');
  return ok(balancesOf(read.value));
};
