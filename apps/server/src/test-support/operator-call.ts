import type { FastifyInstance } from 'fastify';

export type OperatorMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One call as a signed-in operator, its bearer token attached. */
export const sendAsOperator = (
  app: FastifyInstance,
  token: string,
  method: OperatorMethod,
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
