import { bankStatementEndpoints as calls } from '@emas/api';
import {
  IDR_ASSET,
  RECONCILIATION_CSV_HEADER,
  type ReconciliationLine,
  jakartaRangeMs,
  reconcileDay,
  reconciliationCsvRow,
  toDecimalString,
} from '@emas/domain';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { dayFigures } from './day-figures.ts';

export type ReconciliationDeskDeps = { readonly database: Database };

const ok = 200 as const;

/** Rupiah with 2 decimals for cash, grams with 3 for gold (mg). */
const amountOf = (asset: string, minor: bigint | null): string | null =>
  minor === null ? null : toDecimalString(minor, asset === IDR_ASSET ? 2 : 3);

const lineView = (line: ReconciliationLine) => ({
  item: line.item,
  asset: line.asset,
  books: toDecimalString(line.booksAmount, line.asset === IDR_ASSET ? 2 : 3),
  counterpart: amountOf(line.asset, line.counterpartAmount),
  difference: amountOf(line.asset, line.difference),
  count: line.count ?? null,
  flagged: line.flagged,
});

/** The day's lines, or ReconciliationDateInvalid for a date that is no real day. */
const reconciliationOf = async (deps: ReconciliationDeskDeps, date: string) => {
  const range = jakartaRangeMs({ dateStart: date, dateEnd: date });
  if (range?.fromMs === undefined || range.untilMs === undefined) {
    throw new AppError('ReconciliationDateInvalid');
  }
  const { figures, statementId } = await dayFigures(deps.database.db, {
    date,
    fromMs: range.fromMs,
    untilMs: range.untilMs,
  });
  return { statementId, lines: reconcileDay(figures) };
};

/**
 * The console's reconciliation desk (finance and compliance): one Jakarta day's books against
 * the bank's statement, the payouts and the vault, as JSON for the desk and as CSV to keep.
 */
export const reconciliationDesk = (app: FastifyInstance, deps: ReconciliationDeskDeps): void => {
  routeOf(app, calls.reconciliation, async (request) => {
    const { date } = request.query;
    const { statementId, lines } = await reconciliationOf(deps, date);
    return {
      status: ok,
      data: {
        date,
        statement_id: statementId,
        flagged_count: lines.filter((line) => line.flagged).length,
        lines: lines.map(lineView),
      },
    };
  });
  routeOf(app, calls.reconciliationCsv, async (request, reply) => {
    const { date } = request.query;
    const { lines } = await reconciliationOf(deps, date);
    const csv = stringify([
      [...RECONCILIATION_CSV_HEADER],
      ...lines.map((line) => reconciliationCsvRow(date, line)),
    ]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="reconciliation-${date}.csv"`)
      .send(csv) as never;
  });
};
