import type { ErrorBody } from '@emas/api';
import { RETRY_AFTER_499_MS } from '@emas/domain';
import { postNotice } from './app-notices.ts';
import { expireSession, getSession } from './session.ts';

/**
 * The web app's one way to the server (house style): same-origin JSON over fetch, the bearer
 * token of the session, and the body statuses of spec 000 section 4 handled in one place.
 */

/** Body statuses with a meaning for every call. */
const SESSION_EXPIRED = 498;
const RETRY = 499;
const MAINTENANCE = 497;
/** Retries of one call answered 499, so a server stuck on 499 cannot hold a page forever. */
const RETRIES_AFTER_499_MAX = 3;

export class ApiError extends Error {
  readonly httpStatus: number;
  readonly body: ErrorBody | null;
  /** No answer at all: the server or the network is down. */
  readonly offline: boolean;
  /** The answer's JSON as it came, also when it is not the error body shape (or null). */
  readonly json: unknown;

  constructor(httpStatus: number, body: ErrorBody | null, offline = false, json: unknown = body) {
    super(offline ? 'Server appears to be offline' : (body?.err_message ?? `HTTP ${httpStatus}`));
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.body = body;
    this.offline = offline;
    this.json = json;
  }
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** JSON, or a FormData sent as multipart (a file upload). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the session's bearer token and treat 498 as the session's end (default true). */
  auth?: boolean;
  signal?: AbortSignal;
};

type Answer = { httpStatus: number; json: unknown };

const bodyStatusOf = (json: unknown): number | null => {
  if (typeof json !== 'object' || json === null) return null;
  const { status, status_code: statusCode } = json as { status?: unknown; status_code?: unknown };
  if (typeof status === 'number') return status;
  return typeof statusCode === 'number' ? statusCode : null;
};

const isErrorBody = (json: unknown): json is ErrorBody =>
  typeof json === 'object' && json !== null && 'err_message' in json && bodyStatusOf(json) !== null;

const requestHeaders = (options: ApiOptions): Headers => {
  const headers = new Headers({ Accept: 'application/json' });
  // A form (a file upload) sets its own multipart type with its boundary.
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const token = options.auth === false ? undefined : getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
};

const parseJson = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const bodyOf = (body: unknown): BodyInit | undefined => {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
};

const send = async (path: string, options: ApiOptions): Promise<Answer> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: requestHeaders(options),
      body: bodyOf(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, true);
  }
  return { httpStatus: response.status, json: parseJson(await response.text()) };
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls the server and returns the JSON answer. Body status 499: waits 3 s and sends again
 * with the token current at that moment, at most 3 times. 498 on a signed-in call: the
 * session ends (logout, notice, Login with the page saved). 497: the maintenance notice.
 * Anything else that is not 2xx, and no answer at all, throws an ApiError.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  let answer = await send(path, options);
  for (
    let retry = 0;
    retry < RETRIES_AFTER_499_MAX && bodyStatusOf(answer.json) === RETRY;
    retry += 1
  ) {
    await wait(RETRY_AFTER_499_MS);
    answer = await send(path, options);
  }
  const bodyStatus = bodyStatusOf(answer.json);
  const errorBody = isErrorBody(answer.json) ? answer.json : null;
  if (bodyStatus === SESSION_EXPIRED && options.auth !== false) {
    expireSession('server');
    throw new ApiError(answer.httpStatus, errorBody, false, answer.json);
  }
  if (bodyStatus === MAINTENANCE) postNotice('maintenance');
  const isOk = answer.httpStatus >= 200 && answer.httpStatus < 300;
  if (
    !isOk ||
    bodyStatus === RETRY ||
    bodyStatus === MAINTENANCE ||
    bodyStatus === SESSION_EXPIRED
  ) {
    throw new ApiError(answer.httpStatus, errorBody, false, answer.json);
  }
  return answer.json as T;
}
