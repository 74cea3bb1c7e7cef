import type { FastifyRequest } from 'fastify';

/** The query's `token` (a live session token) as '[redacted]': a log must never hold one. */
export const urlWithoutToken = (url: string): string =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/**
 * The request as Fastify's default `req` serializer writes it, with the token taken out of the
 * address: /invoice's data call carries the session token in its query, as the spec's page does.
 */
export const redactedRequestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: urlWithoutToken(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
