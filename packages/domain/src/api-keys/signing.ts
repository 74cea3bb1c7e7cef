import { API_KEY_TIMESTAMP_WINDOW_MS } from './api-key-rules.ts';

/**
 * What a signed request's HMAC covers (issue 23 item 12): the method, the path with its query
 * exactly as sent, and the timestamp header, joined with nothing between, then the raw body's
 * bytes. This is the text part; the server appends the body as the bytes it received, so a
 * body is never re-encoded before it is checked.
 */
export const signingPrefixOf = (method: string, pathWithQuery: string, timestamp: string): string =>
  `${method.toUpperCase()}${pathWithQuery}${timestamp}`;

/** The whole signed text of a request whose body is text (a client signing before it sends). */
export const signingBaseOf = (
  method: string,
  pathWithQuery: string,
  timestamp: string,
  body: string,
): string => `${signingPrefixOf(method, pathWithQuery, timestamp)}${body}`;

/** X-Emas-Timestamp: epoch milliseconds, digits only (13 of them until the year 2286). */
const TIMESTAMP = /^\d{1,15}$/;

/** Why a timestamp header is refused, or null when it is within the window of `nowMs`. */
export const timestampProblem = (
  header: string,
  nowMs: number,
  windowMs: number = API_KEY_TIMESTAMP_WINDOW_MS,
): 'malformed' | 'stale' | null => {
  if (!TIMESTAMP.test(header)) return 'malformed';
  return Math.abs(Number(header) - nowMs) <= windowMs ? null : 'stale';
};

/** X-Emas-Signature: the HMAC-SHA256 as 64 hex digits (either case). */
export const isSignatureHex = (header: string): boolean => /^[0-9a-fA-F]{64}$/.test(header);
