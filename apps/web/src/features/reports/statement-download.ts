import { pathOf, queryStringOf } from '@emas/api/route';
import { reportEndpoints } from '@emas/api/reports';
import type { DateRange, Locale } from '@emas/domain';
import { saveFile } from '../../lib/save-file.ts';
import { streamedDownload } from './streamed-download.ts';

/** The name the server gives the PDF (Content-Disposition), or null when it gives none. */
const fileNameOf = (response: Response): string | null =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;

/**
 * Downloads the caller's account statement for the range, written in `language`, telling
 * `onProgress` the bytes received as the server streams the PDF, then hands it to the browser
 * under the server's file name. A refusal throws an ApiError with the server's message.
 */
export async function downloadStatement(
  range: DateRange,
  language: Locale,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const query = { from: range.dateStart, to: range.dateEnd, lang: language };
  const url = pathOf(reportEndpoints.accountStatement.path) + queryStringOf(query);
  const { parts, response } = await streamedDownload(url, onProgress, signal);
  const fileName = fileNameOf(response) ?? `statement-${range.dateStart}-${range.dateEnd}.pdf`;
  saveFile(new Blob(parts, { type: 'application/pdf' }), fileName);
}
