/**
 * Proves API answers are compressed above the threshold only: brotli when the client accepts
 * it, else gzip, with `Vary: Accept-Encoding`; small answers, clients that accept neither, and
 * answers already encoded (precompressed files) go out as they are.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_BYTES_MIN, registerCompression } from './compression.ts';

const large = { rows: 'x'.repeat(COMPRESS_BYTES_MIN) };
const small = { ok: true };
// Large enough to be compressed, were it not marked as encoded already.
const PRE_ENCODED = Buffer.from('b'.repeat(COMPRESS_BYTES_MIN * 2));

describe('API compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/large', async () => large);
    app.get('/small', async () => small);
    app.get('/encoded', async (_request, reply) =>
      reply.header('content-encoding', 'br').type('text/javascript').send(PRE_ENCODED),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a large answer in brotli when the client accepts it', async () => {
    const response = await get('/large', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(large);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_BYTES_MIN / 4);
  });

  it('falls back to gzip', async () => {
    const response = await get('/large', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(large);
  });

  it.each([
    ['a small answer', '/small', 'br'],
    ['a client that accepts no encoding', '/large', undefined],
    ['a client that accepts only identity', '/large', 'identity'],
  ])('leaves %s as it is', async (_name, url, acceptEncoding) => {
    const response = await get(url, acceptEncoding);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(url === '/small' ? small : large);
  });

  it('never compresses an answer that is already encoded', async () => {
    const response = await get('/encoded', 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload).toEqual(PRE_ENCODED);
  });
});
