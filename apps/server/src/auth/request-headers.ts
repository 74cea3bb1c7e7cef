import type { FastifyRequest } from 'fastify';
import type { GeolocationHeaders } from './login-audit.ts';

/** A header's trimmed text, or null when it is missing or blank. */
export const headerText = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? null : text.trim();
};

/** The location headers the login form sends; null when any is missing (spec 000 section 5). */
export const geolocationOf = (request: FastifyRequest): GeolocationHeaders | null => {
  const latitude = headerText(request, 'latitude');
  const longitude = headerText(request, 'longitude');
  const city = headerText(request, 'city');
  const region = headerText(request, 'region');
  const country = headerText(request, 'country');
  const reportedIp = headerText(request, 'ip-address');
  if (latitude === null || longitude === null || city === null) return null;
  if (region === null || country === null || reportedIp === null) return null;
  return { latitude, longitude, city, region, country, reportedIp };
};

/** Where a call comes from, as the login audit and the sessions record it. */
export const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: headerText(request, 'user-agent') ?? '',
  geolocation: geolocationOf(request),
});
