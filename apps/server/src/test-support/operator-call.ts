import type { FastifyInstance } from 'fastify';

/** One call as a signed-in operator, its bearer token attached. */
export const sendAsOperator = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
