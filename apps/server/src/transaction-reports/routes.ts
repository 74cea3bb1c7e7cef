import { transactionReportEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { audited, operatorOf, pageAnswer } from '../operator/index.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { TransactionReportDeps } from './deps.ts';
import { itemsPage, reportCsv, reviewItem } from './report-items.ts';

const ok = 200 as const;

/**
 * The Transaction reports desk (compliance): the large and unusual transactions the daily
 * report found, each reviewed or reported with a note (audited), and a day's CSV for PPATK.
 */
export const transactionReportDesk = (app: FastifyInstance, deps: TransactionReportDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.items, async (request) => ({
    status: ok,
    data: await pageAnswer(itemsPage(db, request.query)),
  }));
  routeOf(app, calls.review, async (request) => {
    const { id } = request.params;
    const { outcome, note } = request.body;
    const operatorId = operatorOf(request).id;
    const entry = { action: `transaction-report.${outcome}`, subject: id, input: { note } };
    const data = await audited(deps, request, entry, () =>
      reviewItem(db, id, { outcome, note, operatorId, nowMs: deps.clock.now() }),
    );
    return { status: ok, data };
  });
  routeOf(app, calls.export, async (request, reply) => {
    const { day } = request.params;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transactions-${day}.csv"`)
      .send(await reportCsv(db, day)) as never;
  });
};
