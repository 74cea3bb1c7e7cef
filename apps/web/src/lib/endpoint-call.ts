import type { CallAnswer, CallInput, Endpoint } from '@emas/api';
import { pathOf, queryStringOf } from '@emas/api/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** An answer that does not match its endpoint's schema: the server and the web disagree. */
export class ContractMismatch extends Error {
  override readonly name = 'ContractMismatch';
}

/** In development and tests every answer is checked against its schema, loudly. */
const CHECK_ANSWERS = import.meta.env.DEV;

const checked = <E extends Endpoint>(endpoint: E, json: unknown): CallAnswer<E> => {
  if (!CHECK_ANSWERS) return json as CallAnswer<E>;
  const schema =
    endpoint.accepted === undefined ? endpoint.response : endpoint.response.or(endpoint.accepted);
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data as CallAnswer<E>;
  const where = `${endpoint.method} ${endpoint.path}`;
  console.error(`The answer of ${where} breaks its schema`, parsed.error.issues, json);
  throw new ContractMismatch(`The answer of ${where} breaks its schema: ${parsed.error.message}`);
};

/**
 * Calls an endpoint of the contract: its method and path with the parameters filled in, its
 * query and body, the session's token when it needs one (through the one fetch wrapper, which
 * handles 498, 499 and 497), and the answer typed by its schema.
 */
export const call = async <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<CallAnswer<E>> => {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const json = await api<unknown>(pathOf(endpoint.path, params) + queryStringOf(query), {
    method: endpoint.method,
    body,
    // A call made before the session is stored (sign-in) brings its own Authorization header.
    auth: endpoint.auth === 'bearer' && headers?.['Authorization'] === undefined,
    headers,
    signal,
  });
  return checked(endpoint, json);
};

/** TanStack Query options of a read call: the key given, the call with the query's signal. */
export const endpointQuery = <E extends Endpoint, K extends readonly unknown[]>(
  queryKey: K,
  endpoint: E,
  input: CallInput<E>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(endpoint, input, signal),
  });
