import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * onRequest hook: the answer is private to the caller (a session's data, a new token), so no
 * browser or proxy cache may keep it, whatever the outcome.
 */
export const noStore = (
  _request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void => {
  reply.header('cache-control', 'no-store');
  done();
};
