import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  assignStatementLineRequestSchema,
  reconciliationQuerySchema,
  reconciliationResponseSchema,
  statementImportResponseSchema,
  statementLineParamsSchema,
  statementLineResponseSchema,
  statementLinesQuerySchema,
  statementLinesResponseSchema,
} from './schemas.ts';
import { operatorReasonRequestSchema } from '../operator/schemas.ts';

/**
 * The back office's bank side: finance imports the RPED account's statement (its deposits
 * credited once, the rest waiting for a person) and finance or compliance read the day's
 * reconciliation of the books with the bank, the payouts and the vault.
 */
export const bankStatementEndpoints = {
  importStatement: endpoint({
    method: 'POST',
    path: '/v2/operator/deposits/statement',
    response: statementImportResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'Import a bank statement',
    description:
      'multipart: file (CSV of the RPED account). Credits once, by bank reference, each line naming a HIN or virtual account',
  }),
  statementLines: endpoint({
    method: 'GET',
    path: '/v2/operator/deposits/statement/lines',
    query: statementLinesQuerySchema,
    response: statementLinesResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'List imported statement lines',
    description: 'The credit lines of imported statements, those waiting for a person first',
  }),
  assignStatementLine: endpoint({
    method: 'POST',
    path: '/v2/operator/deposits/statement/lines/:id/assign',
    params: statementLineParamsSchema,
    body: assignStatementLineRequestSchema,
    response: statementLineResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'Credit an unmatched statement line to a HIN',
  }),
  dismissStatementLine: endpoint({
    method: 'POST',
    path: '/v2/operator/deposits/statement/lines/:id/dismiss',
    params: statementLineParamsSchema,
    body: operatorReasonRequestSchema,
    response: statementLineResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'Dismiss an unmatched statement line',
  }),
  reconciliation: endpoint({
    method: 'GET',
    path: '/v2/operator/reconciliation',
    query: reconciliationQuerySchema,
    response: reconciliationResponseSchema,
    auth: 'operator',
    roles: ['finance', 'compliance'],
    tag: 'operator',
    summary: "Get a day's reconciliation",
    description: 'The books against the bank, the payouts and the vault; differences flagged',
  }),
  reconciliationCsv: endpoint({
    method: 'GET',
    path: '/v2/operator/reconciliation/export',
    query: reconciliationQuerySchema,
    response: z.string(),
    auth: 'operator',
    roles: ['finance', 'compliance'],
    tag: 'operator',
    summary: "Export a day's reconciliation (CSV)",
  }),
};
