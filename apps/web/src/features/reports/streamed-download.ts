import type { ErrorBody } from '@emas/api';
import { ApiError } from '../../lib/api-client.ts';
import { expireSession, getSession } from '../../lib/session.ts';

/** The body status of an ended session (spec 000 section 4). */
const SESSION_EXPIRED = 498;

const errorBodyOf = async (response: Response): Promise<ErrorBody | null> => {
  const json: unknown = await response.json().catch(() => null);
  return typeof json === 'object' && json !== null && 'err_message' in json
    ? (json as ErrorBody)
    : null;
};

/**
 * Fetches a file the server streams (a CSV export, a PDF statement) with the session's token,
 * telling `onProgress` the bytes received so far, and answers its pieces and the response.
 * A refusal throws an ApiError with the server's error body (an ended session ends here too);
 * no answer at all throws an offline ApiError. Streaming is why this reads the body itself
 * instead of going through the JSON wrapper.
 */
export async function streamedDownload(
  url: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<{ parts: Uint8Array<ArrayBuffer>[]; response: Response }> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
      signal,
    });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    throw new ApiError(0, null, true);
  }
  if (!response.ok || response.body === null) {
    const body = await errorBodyOf(response);
    if (body?.status === SESSION_EXPIRED) expireSession('server');
    throw new ApiError(response.status, body);
  }
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
  return { parts, response };
}

/** 1.5 MB, 320 KB: how much has arrived. */
export const sizeText = (bytes: number): string =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
