/**
 * Proves the web app is served from a dist folder with a single-page fallback: files are sent
 * as they are (hashed assets cached for good, index.html revalidated), other non-API GETs get
 * index.html, API paths keep their JSON 404, nothing outside the folder leaks, and without a
 * build nothing is served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

const INDEX_HTML = '<!doctype html><title>Emas</title><div id="root"></div>';
const ASSET_JS = 'console.log("emas")';

const makeDist = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'emas-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), ASSET_JS);
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
