import { bankStatementEndpoints as calls } from '@emas/api';
import { ok as succeeded } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ApprovalDeps } from '../approvals/index.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { audited, operatorOf, pageAnswer, recordOperatorAction } from '../operator/index.ts';
import { valueOf } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { ExchangePort } from '../trading/index.ts';
import { importStatement } from './import-statement.ts';
import { assignLine, dismissLine } from './settle-line.ts';
import { linesPage } from './statement-repository.ts';
import { readStatementUpload, statementMultipart } from './statement-upload.ts';
import { importView, lineView } from './statement-view.ts';

export type StatementDeskDeps = ApprovalDeps & {
  readonly database: Database;
  readonly clock: Clock;
  readonly exchange: ExchangePort;
};

const ok = 200 as const;

/**
 * The console's statement desk (finance): the RPED account's statement imported, its lines
 * waiting for a person listed, assigned to a HIN or dismissed; every action in the audit log.
 */
export const statementDesk = (app: FastifyInstance, deps: StatementDeskDeps): void => {
  const { db } = deps.database;
  /** What crediting a line needs: the database and the second-approver gate. */
  const crediting = { db, approvals: deps.approvals };
  void app.register(async (scope) => {
    await scope.register(...statementMultipart);
    routeOf(scope, calls.importStatement, async (request) => {
      const upload = valueOf(await readStatementUpload(request));
      const operatorId = operatorOf(request).id;
      const nowMs = deps.clock.now();
      const imported = importView(
        valueOf(await importStatement(crediting, { ...upload, operatorId, nowMs })),
      );
      // The audit keeps the outcome's counts; the lines themselves are stored with the statement.
      const { statement_id: statementId, file_name: fileName, counts } = imported;
      await recordOperatorAction(
        db,
        {
          operatorId,
          action: 'statement.import',
          subject: statementId,
          detail: { fileName, counts },
        },
        nowMs,
      );
      return { status: ok, data: imported };
    });
  });
  routeOf(app, calls.statementLines, async (request) => ({
    status: ok,
    data: await pageAnswer(
      linesPage(db, request.query).then((page) => ({ ...page, rows: page.rows.map(lineView) })),
    ),
  }));
  routeOf(app, calls.assignStatementLine, async (request) => {
    const { id } = request.params;
    const { hin } = request.body;
    const line = await audited(
      deps,
      request,
      { action: 'statement.assign', subject: id, input: { hin } },
      async () => {
        const settled = await assignLine(crediting, {
          id,
          hin,
          operatorId: operatorOf(request).id,
          nowMs: deps.clock.now(),
        });
        return settled.ok ? succeeded(lineView(settled.value)) : settled;
      },
    );
    return { status: ok, data: line };
  });
  routeOf(app, calls.dismissStatementLine, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const line = await audited(
      deps,
      request,
      { action: 'statement.dismiss', subject: id, input: { reason } },
      async () => {
        const settled = await dismissLine(db, {
          id,
          reason,
          operatorId: operatorOf(request).id,
          nowMs: deps.clock.now(),
        });
        return settled.ok ? succeeded(lineView(settled.value)) : settled;
      },
    );
    return { status: ok, data: line };
  });
};
