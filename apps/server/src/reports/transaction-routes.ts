import { type TransactionsQuery, reportEndpoints as calls } from '@emas/api';
import { TRANSACTIONS_CSV_FILE_NAME } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { callerOf } from '../plugins/authenticate.ts';
import type { ReportFamily } from './scope.ts';
import { transactionsCsv } from './transaction-export.ts';
import { transactionFilterOf } from './transaction-filter.ts';
import { transactionCount, transactionRows } from './transaction-repository.ts';
import { type BidPerGram, transactionView } from './transaction-view.ts';

const TRANSACTION_CALLS = [
  [calls.transactions, 'own'],
  [calls.marketMakerTransactions, 'market-maker'],
  [calls.branchTransactions, 'branch'],
] as const;

const familyOf = (level: string): ReportFamily =>
  level === 'lp' ? 'market-maker' : level === 'client' ? 'own' : 'branch';

/** The transactions of spec 002 section 7 per level, and their CSV export. */
export const transactionRoutes = (
  app: FastifyInstance,
  database: Database,
  bidPerGram: BidPerGram,
): void => {
  const { db } = database;
  for (const [endpoint, family] of TRANSACTION_CALLS) {
    routeOf(app, endpoint, async (request) => {
      const query: TransactionsQuery = request.query;
      const filter = await transactionFilterOf(
        db,
        callerOf(request),
        family,
        query,
        request.body.user_id,
      );
      if (filter === null) {
        return { status: 200 as const, data: { body: [], count: 0, countCapped: false } };
      }
      const [rows, total] = await Promise.all([
        transactionRows(db, filter, { offset: query.offset, limit: query.limit }),
        transactionCount(db, filter),
      ]);
      return {
        status: 200 as const,
        data: {
          body: rows.map((row) => transactionView(row, bidPerGram)),
          count: total.count,
          countCapped: total.capped,
        },
      };
    });
  }

  routeOf(app, calls.transactionsExport, async (request, reply) => {
    const caller = callerOf(request);
    const { currency, ...query } = request.query;
    const filter = await transactionFilterOf(db, caller, familyOf(caller.level), query, undefined);
    // A stream skips the answer's serialiser: the CSV goes out as the rows are read.
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${TRANSACTIONS_CSV_FILE_NAME}"`)
      .send(transactionsCsv(database, filter, currency)) as never;
  });
};
