import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { subjectOf } from './subject.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account a guarded call answers for, set by `subjectGuard`. */
    subjectId?: string;
  }
}

/** Where a call names the account it asks about. */
export type SubjectSource = (request: FastifyRequest) => string | undefined;

const field =
  (part: 'body' | 'query' | 'params', name: string): SubjectSource =>
  (request) => {
    const value = (request[part] as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : undefined;
  };

/** The usual places: a body, query or path `user_id`. */
export const subjectIn = {
  body: field('body', 'user_id'),
  query: field('query', 'user_id'),
  params: field('params', 'user_id'),
} as const;

/**
 * A preHandler, after `app.authenticate`, that resolves whose data the call may answer with and
 * sets `request.subjectId`, or refuses with AccessDenied (permission rules in the domain).
 */
export const subjectGuard =
  (db: Db, source: SubjectSource): preHandlerAsyncHookHandler =>
  async (request) => {
    request.subjectId = await subjectOf(db, callerOf(request), source(request));
  };

/** The subject `subjectGuard` resolved; asserts the guard ran. */
export const subjectIdOf = (request: FastifyRequest): string => {
  if (request.subjectId === undefined) throw new Error('route is missing the subjectGuard');
  return request.subjectId;
};
