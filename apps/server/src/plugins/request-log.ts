import type { FastifyRequest } from 'fastify';

/** The query's `token` (a live session token) as '[redacted]': a log must never hold one. */
export const urlWithoutToken = (url: string): string =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/**
 * The request as Fastify's default `req` serializer writes it, with any `token` taken out of
 * the address: the printable /invoice page and its data call carry the session token in their
 * query, as the spec's page does, and every request's log line shows the address.
 */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: urlWithoutToken(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The logger's serializers: Fastify takes these over its own. */
export const logSerializers = { req: requestLogSerializer };
