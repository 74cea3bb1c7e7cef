import type { ErrorCode, ErrorParams } from './errors.ts';

/** A business rejection is a value, never a thrown exception. */
export type Failure<C extends ErrorCode = ErrorCode> = {
  readonly ok: false;
  readonly code: C;
  readonly params?: ErrorParams;
};
export type Success<T> = { readonly ok: true; readonly value: T };
export type Result<T, C extends ErrorCode = ErrorCode> = Success<T> | Failure<C>;

export const ok = <T>(value: T): Success<T> => ({ ok: true, value });
export const fail = <C extends ErrorCode>(code: C, params?: ErrorParams): Failure<C> =>
  params === undefined ? { ok: false, code } : { ok: false, code, params };
