import type { Language } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';
import { specTexts } from './messages.ts';

/*
 * How a refused bank-account call is told (spec 000 section 8): the server's text of the named
 * code in the chosen language, the HTTP-type names when there is no body, and the spec's
 * fallbacks. Some codes also reset the flow to Add Bank Account.
 */

/** Codes after which the flow starts again from Add Bank Account, once the dialog closes. */
const RESET_CODES: ReadonlySet<string> = new Set([
  'BankAccountRequestInvalid',
  'BankAccountRequestNotFound',
  'OTPValidateExceededLimit',
  'NoActiveOTP',
]);

const HTTP_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Access Denied',
  404: 'Not Found',
  500: 'Server Error',
};

export type BankError = {
  /** The named code, or null when the answer had none. */
  readonly code: string | null;
  readonly text: string;
  readonly resetsFlow: boolean;
};

export function bankErrorOf(error: unknown, language: Language, fallback: string): BankError {
  if (!(error instanceof ApiError)) return { code: null, text: fallback, resetsFlow: false };
  if (error.offline) return { code: null, text: specTexts.systemFailed, resetsFlow: false };
  const body = error.body;
  if (body === null) {
    return { code: null, text: HTTP_TEXTS[error.httpStatus] ?? fallback, resetsFlow: false };
  }
  const text = language === 'en' ? body.err_message : body.err_message_id;
  return { code: body.code, text, resetsFlow: RESET_CODES.has(body.code) };
}
