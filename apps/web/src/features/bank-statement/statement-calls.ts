import {
  type StatementImport,
  bankStatementEndpoints as calls,
  statementImportResponseSchema,
} from '@emas/api/bank-statement';
import { pathOf, queryStringOf } from '@emas/api/route';
import { api } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

/**
 * The statement file as multipart (field `file`) with the operator's token, through the one
 * fetch wrapper; the answer checked against the contract's schema.
 */
export const importStatementFile = async (
  file: File,
  token: string | undefined,
): Promise<StatementImport> => {
  const form = new FormData();
  form.set('file', file, file.name);
  const json = await api<unknown>(calls.importStatement.path, {
    method: 'POST',
    body: form,
    auth: false,
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
  return statementImportResponseSchema.parse(json).data;
};

/** The day's reconciliation as the server writes it in CSV, saved as a download. */
export const downloadReconciliation = async (
  date: string,
  token: string | undefined,
): Promise<void> => {
  const response = await fetch(pathOf(calls.reconciliationCsv.path) + queryStringOf({ date }), {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`reconciliation export failed: ${response.status}`);
  saveFile(new Blob([await response.blob()], { type: 'text/csv' }), `reconciliation-${date}.csv`);
};
