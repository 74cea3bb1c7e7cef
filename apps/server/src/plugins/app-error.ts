import {
  type ErrorCode,
  type ErrorParams,
  type Failure,
  type Result,
  errorCatalogue,
  errorMessages,
} from '@emas/domain';
import type { ErrorBody } from '@emas/api';

/** A business rejection on its way out of a route; the error handler turns it into a body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, params?: ErrorParams) {
    super(code);
    this.code = code;
    this.params = params;
  }

  static from(failure: Failure): AppError {
    return new AppError(failure.code, failure.params);
  }
}

/** A result's value, or its failure thrown on to the error handler: how a route answers one. */
export const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw AppError.from(result);
  return result.value;
};

export type FieldError = { field: string; message: string; message_id: string };

/** The one place a code becomes an HTTP status and a body in both languages. */
export const errorResponse = (
  code: ErrorCode,
  params?: ErrorParams,
  fieldErrors?: FieldError[],
): { http: number; body: ErrorBody } => {
  const entry = errorCatalogue[code];
  const messages = errorMessages(code, params);
  const first = fieldErrors?.[0];
  const body: ErrorBody = {
    status: entry.status,
    status_code: fieldErrors === undefined ? entry.status : 9000,
    code,
    iserror: true,
    err_message: first?.message ?? messages.en,
    err_message_id: first?.message_id ?? messages.id,
    message_id: first?.message_id ?? messages.id,
  };
  if (fieldErrors !== undefined) body.errors = fieldErrors;
  return { http: entry.http, body };
};
