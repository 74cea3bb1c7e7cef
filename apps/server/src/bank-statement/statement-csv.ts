import { type Result, type StatementRow, fail, headerColumns, ok } from '@emas/domain';
import { CsvError, parse } from 'csv-parse/sync';

/*
 * Splits a statement file into CSV rows with csv-parse. Banks export with commas (BCA, the
 * RPED format), semicolons (Mandiri and BNI in Indonesian, whose amounts carry decimal commas)
 * or tabs; the separator is the first whose rows hold a statement header, so a bank's preamble
 * (account, period) above the header does not mislead it.
 */

const DELIMITERS = [',', ';', '\t'] as const;

type Parsed = { info: { lines: number }; record: string[] };

const rowsWith = (text: string, delimiter: string): StatementRow[] =>
  (
    parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as unknown as Parsed[]
  ).map(({ info, record }) => ({ line: info.lines, cells: record }));

/** Where csv-parse stopped on a malformed file (an unclosed quote), 1 at worst. */
const lineOfError = (error: CsvError): number => {
  const lines = (error as { lines?: unknown }).lines;
  return typeof lines === 'number' && lines > 0 ? lines : 1;
};

/**
 * The rows of a statement file (UTF-8, a byte-order mark allowed), split by the first separator
 * that shows a header; with none, by commas, so the reader says what it misses. A file with
 * NUL bytes (a spreadsheet, a PDF) or a broken quote is StatementNotCsv with the line.
 */
export const statementRowsOf = (bytes: Buffer): Result<StatementRow[]> => {
  const nul = bytes.indexOf(0);
  if (nul >= 0)
    return fail('StatementNotCsv', { line: bytes.subarray(0, nul).toString().split('\n').length });
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  let first: StatementRow[] | null = null;
  for (const delimiter of DELIMITERS) {
    try {
      const rows = rowsWith(text, delimiter);
      if (rows.some((row) => headerColumns(row.cells) !== null)) return ok(rows);
      first ??= rows;
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      if (delimiter === DELIMITERS[0]) return fail('StatementNotCsv', { line: lineOfError(error) });
    }
  }
  return ok(first ?? []);
};
