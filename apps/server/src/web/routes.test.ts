/**
 * Proves the web app is served from a dist folder with a single-page fallback: files are sent
 * as they are (hashed assets cached for good, index.html revalidated), or as their brotli or
 * gzip twin when the client accepts one (with Content-Encoding and Vary), other non-API GETs
 * get index.html, API paths keep their JSON 404 and large API answers are compressed, nothing
 * outside the folder leaks, and without a build nothing is served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

const INDEX_HTML = '<!doctype html><title>Emas</title><div id="root"></div>';
const ASSET_JS = 'console.log("emas")';
const ASSET_CSS = 'body { color: black }';

/** The build's twins: `name.br` and `name.gz` beside `name` (apps/web/vite-precompress.ts). */
const writeWithTwins = (path: string, content: string, twins: ('br' | 'gz')[]) => {
  writeFileSync(path, content);
  if (twins.includes('br')) writeFileSync(`${path}.br`, brotliCompressSync(content));
  if (twins.includes('gz')) writeFileSync(`${path}.gz`, gzipSync(content));
};

const makeDist = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'emas-web-'));
  mkdirSync(join(dist, 'assets'));
  writeWithTwins(join(dist, 'index.html'), INDEX_HTML, ['br', 'gz']);
  writeWithTwins(join(dist, 'assets', 'index-3f9a1c.js'), ASSET_JS, ['br', 'gz']);
  writeWithTwins(join(dist, 'assets', 'index-77e0b2.css'), ASSET_CSS, ['gz']);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  return dist;
};

describe.each(databaseKinds())('web app on %s', (kind) => {
  describe('with a build', () => {
    let t: TestApp;
    let dist: string;
    beforeAll(async () => {
      dist = makeDist();
      t = await createTestApp(kind, { webDistDir: dist });
    });
    afterAll(async () => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url });

    it.each([
      '/',
      '/trade',
      '/login',
      '/reports/trade-confirmation',
      '/settings/rekening-penarikan?x=1',
    ])('answers %s with index.html, revalidated each time', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('sends a hashed asset cached for a year, immutable', async () => {
      const response = await get('/assets/index-3f9a1c.js');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(ASSET_JS);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    const getEncoded = (url: string, acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

    it('sends a hashed asset as its brotli twin, immutable, varying by Accept-Encoding', async () => {
      const response = await getEncoded('/assets/index-3f9a1c.js', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
    });

    it('sends the gzip twin to a client without brotli', async () => {
      const response = await getEncoded('/assets/index-3f9a1c.js', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_JS);
    });

    it('falls back to the gzip twin where the build wrote no brotli one', async () => {
      const response = await getEncoded('/assets/index-77e0b2.css', 'br, gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^text\/css/);
      expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_CSS);
    });

    it('sends the file itself, still varying, to a client that accepts no encoding', async () => {
      const response = await getEncoded('/assets/index-3f9a1c.js', 'identity');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(ASSET_JS);
    });

    it('sends the fallback index.html as its brotli twin, revalidated', async () => {
      const response = await getEncoded('/trade', 'gzip, br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    });

    it('compresses a large API answer and leaves a small one as it is', async () => {
      const large = await getEncoded('/docs/json', 'gzip, br');
      expect(large.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty(
        'openapi',
      );
      const small = await getEncoded('/v2/igx/market_status', 'gzip, br');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toHaveProperty('is_closed');
    });

    it('sends another file revalidated', async () => {
      const response = await get('/favicon.svg');
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/v2/igx/nothing', '/v2.1/igx/nothing', '/abx/orders', '/docs/nothing', '/v2'])(
      'keeps the JSON 404 of API path %s',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NotFound' });
      },
    );

    it('keeps the JSON 404 of a POST to an app path', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/trade' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NotFound' });
    });

    it.each(['/.env', '/%2e%2e/%2e%2e/package.json', '/assets/../../package.json', '/%E0%A4%A'])(
      'never leaks what %s names outside the app',
      async (url) => {
        const response = await get(url);
        expect(response.body).not.toContain('SECRET');
        expect(response.body).not.toContain('"name"');
      },
    );
  });

  describe('without a build', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { webDistDir: join(tmpdir(), 'emas-web-missing-dist') });
    });
    afterAll(async () => {
      await t.close();
    });

    it('serves no app, only JSON 404s', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NotFound' });
    });
  });
});
