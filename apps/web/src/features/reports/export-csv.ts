import { pathOf, queryStringOf } from '@emas/api/route';
import { reportEndpoints } from '@emas/api/reports';
import { TRANSACTIONS_CSV_FILE_NAME } from '@emas/domain';
import { saveFile } from '../../lib/save-file.ts';
import { streamedDownload } from './streamed-download.ts';

export { sizeText } from './streamed-download.ts';

/**
 * Downloads the transactions CSV the server streams, telling `onProgress` the bytes received so
 * far, then hands the whole file to the browser as Transactions.csv.
 */
export async function exportTransactions(
  query: Record<string, unknown>,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const url = pathOf(reportEndpoints.transactionsExport.path) + queryStringOf(query);
  const { parts } = await streamedDownload(url, onProgress, signal);
  saveFile(new Blob(parts, { type: 'text/csv' }), TRANSACTIONS_CSV_FILE_NAME);
}
