/**
 * Proves that no request's log line holds a session token from its query (the /invoice page
 * and its data call carry one): the address is logged with `token=[redacted]`.
 */
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logSerializers, urlWithoutToken } from './request-log.ts';

describe('urlWithoutToken', () => {
  it.each([
    ['/a?token=abc&direction=buy', '/a?token=[redacted]&direction=buy'],
    ['/a?direction=buy&token=abc', '/a?direction=buy&token=[redacted]'],
    ['/a?TOKEN=abc', '/a?TOKEN=[redacted]'],
    ['/a?mytoken=abc', '/a?mytoken=abc'],
    ['/a', '/a'],
  ])('%s → %s', (url, expected) => {
    expect(urlWithoutToken(url)).toBe(expected);
  });
});

describe('the request log line', () => {
  it('leaves the token out of the address', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = Fastify({
      loggerInstance: pino({ level: 'info', serializers: logSerializers }, stream),
    });
    app.get('/invoice', async () => 'ok');
    await app.inject('/invoice?order_match_id=7&direction=buy&token=s3cret-token');
    await app.close();
    const text = lines.join('\n');
    expect(text).toContain('incoming request');
    expect(text).toContain('/invoice?order_match_id=7&direction=buy&token=[redacted]');
    expect(text).not.toContain('s3cret');
  });
});
