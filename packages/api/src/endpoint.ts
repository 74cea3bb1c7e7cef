import type { ApiKeyScope, OperatorRole } from '@emas/domain';
import { z } from 'zod';
import { okStatus } from './common.ts';

/**
 * The API contract as a table: each call's method, path, path parameters, query, body and
 * answer schema, and whether it needs a session. The server registers every route from it and
 * the web builds every call from it, so neither side writes a path or casts an answer.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type Endpoint = {
  readonly method: Method;
  /** Fastify's form: `/v2/balances/:user_id/gold`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The 200 answer. */
  readonly response: z.ZodType;
  /**
   * The 202 answer, for a call that may be taken without being done yet: money at or above the
   * threshold waits for a second approver.
   */
  readonly accepted?: z.ZodType;
  /**
   * `bearer`: the call needs a live account session (Authorization: Bearer); `operator`: a live
   * operator session, which is a different kind of token: neither ever passes for the other.
   */
  readonly auth: 'bearer' | 'operator' | 'none';
  /**
   * The console roles that may make an `operator` call (any one of them); none named, every
   * operator (their own session, sign-out). The server checks them, the console hides the rest.
   */
  readonly roles?: readonly OperatorRole[];
  /**
   * The API key scope that may also make a `bearer` call, signed (issue 23 item 12). Default
   * deny: a call without one refuses every key, so only the calls marked here are reachable by
   * a program; money out, bank accounts, settings and the keys themselves never are.
   */
  readonly keyScope?: ApiKeyScope;
  /** The OpenAPI group. */
  readonly tag: string;
  /** The call in a few words of the business, for OpenAPI: "Place an order". */
  readonly summary: string;
  /** More on what the call does, where the summary is not enough. */
  readonly description?: string;
};

export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: z.ZodType }
  ? { [P in K]: InputOf<E[K]> }
  : { [P in K]?: never };

/** What a caller gives for a call: its path parameters, query and body as the schemas take them. */
export type CallInput<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;
/** What a call answers (200, or 202 where it may wait), as its schemas give it. */
export type CallAnswer<E extends Endpoint> =
  z.output<E['response']> | (E extends { accepted: z.ZodType } ? z.output<E['accepted']> : never);
export type RequestOf<
  E extends Endpoint,
  K extends 'params' | 'query' | 'body',
> = E[K] extends z.ZodType ? z.output<E[K]> : undefined;

export { pathOf, queryStringOf } from './route.ts';

/** The spec's answer wrappers: `data.body`, `data.data.body` and `data.data` as the client reads them. */
export const answers = {
  /** `{ status: 200, body: … }` (the client's `data.body`). */
  body: <T extends z.ZodType>(schema: T) => z.object({ status: okStatus, body: schema }),
  /** `{ status: 200, data: { body: … } }` (the client's `data.data.body`). */
  dataBody: <T extends z.ZodType>(schema: T) =>
    z.object({ status: okStatus, data: z.object({ body: schema }) }),
  /** `{ status: 200, data: … }` (the client's `data.data`). */
  data: <T extends z.ZodType>(schema: T) => z.object({ status: okStatus, data: schema }),
};
