import { pathOf, queryStringOf } from '@emas/api/route';
import { reportEndpoints } from '@emas/api/reports';
import { TRANSACTIONS_CSV_FILE_NAME } from '@emas/domain';
import { saveFile } from '../../lib/save-file.ts';
import { getSession } from '../../lib/session.ts';

/**
 * Downloads the transactions CSV the server streams, telling `onProgress` the bytes received so
 * far, then hands the whole file to the browser as Transactions.csv. Streaming is why this
 * reads the body itself instead of going through the JSON wrapper.
 */
export async function exportTransactions(
  query: Record<string, unknown>,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const endpoint = reportEndpoints.transactionsExport;
  const token = getSession()?.token;
  const response = await fetch(pathOf(endpoint.path) + queryStringOf(query), {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.ok || response.body === null) throw new Error(`export failed: ${response.status}`);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  saveFile(new Blob(parts, { type: 'text/csv' }), TRANSACTIONS_CSV_FILE_NAME);
}

/** 1.5 MB, 320 KB: how much has arrived. */
export const sizeText = (bytes: number): string =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
