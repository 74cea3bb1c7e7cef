/**
 * Proves that the /invoice data call never writes its session token to the log: the request's
 * log line shows the address with `token=[redacted]`, whatever else the query holds.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { urlWithoutToken } from './log-redaction.ts';
import { confirmationRoutes } from './routes.ts';

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

describe('the confirmation data route’s log', () => {
  it('leaves the token out of the request line', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = Fastify({ loggerInstance: log });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('authenticate', async () => {});
    // A token of the wrong shape is refused before any database read.
    const database = { db: {}, dialect: 'sqlite' } as unknown as Database;
    await app.register(confirmationRoutes, { database, clock: { now: () => 0 } });
    await app.inject('/v2/trade/confirmation_data?order_match_id=7&direction=buy&token=s3cret!tok');
    await app.close();
    const text = lines.join('\n');
    expect(text).toContain('incoming request');
    expect(text).toContain('token=[redacted]');
    expect(text).not.toContain('s3cret');
  });
});
