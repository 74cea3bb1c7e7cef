/**
 * Proves the OpenAPI document and the security headers: /docs serves the UI, /docs/json
 * documents every API route the app registers with its methods, and both the web app and an
 * API answer carry the content security policy, nosniff and frame denial. In production /docs
 * answers only when API_DOCS turns it on, and the development mailbox is never served.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

/**
 * The routes `printRoutes({ commonPrefix: false })` prints: "├── /v2/igx/hub (GET, HEAD)", and
 * a route whose path continues another's indented beneath it with the rest ("│   └── s (POST)").
 */
const registeredApiRoutes = (printed: string): Map<string, string[]> => {
  const routes = new Map<string, string[]>();
  const parents: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (match === null) continue;
    const [, indent = '', part = '', methods] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + part;
    parents[depth] = path;
    parents.length = depth + 1;
    // OpenAPI writes a path parameter as {name}; the WebSocket upgrade is not an HTTP call.
    // The API is /v2 and the RSS feeds of /get/rss (the spec's path for the domestic feed).
    const isApi = path.startsWith('/v2') || path.startsWith('/get/rss');
    if (methods === undefined || !isApi || path === '/v2/ws') continue;
    const named = methods
      .split(', ')
      .filter((m) => m !== 'HEAD')
      .map((m) => m.toLowerCase());
    routes.set(path.replace(/:(\w+)/g, '{$1}'), named.sort());
  }
  return routes;
};

const ownRoutes: [string, string][] = [
  ['/v2/igx/account_information', 'post'],
  ['/v2/igx/balance', 'post'],
  ['/v2/igx/gold_balance', 'post'],
  ['/v2/igx/holding', 'post'],
  ['/v2/igx/payment_information', 'post'],
  ['/v2/igx/hub', 'get'],
  ['/v2/igx/contract', 'get'],
  ['/v2/igx/product', 'get'],
  ['/v2/igx/market_status', 'get'],
  ['/v2/user/auth', 'post'],
  ['/v2/igx/add_order', 'post'],
  ['/v2/igx/add_kau_order', 'post'],
  ['/v2/igx/orders', 'post'],
  ['/v2/igx/order/detail', 'post'],
  ['/v2/igx/edit_order', 'patch'],
  ['/v2/igx/delete_order', 'post'],
  ['/v2.1/igx/depth', 'get'],
  ['/v2.1/igx/golds', 'get'],
  ['/v2.1/igx/ohlc/{contractId}', 'get'],
  ['/v2.1/rate/get', 'get'],
  ['/v2/igx/end_day_prices', 'get'],
  ['/v2/inventories/{user_id}', 'get'],
  ['/v2/balances/{user_id}/gold', 'get'],
];

const expectSecurityHeaders = (headers: Record<string, unknown>): void => {
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
};

describe.each(databaseKinds())('docs and headers on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'emas-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Emas</title>');
    t = await createTestApp(kind, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the OpenAPI UI at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger');
  });

  it('documents every API route with its methods', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const documented = new Map(
      Object.entries(paths).map(([path, ops]) => [path, Object.keys(ops).sort()]),
    );
    const registered = registeredApiRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(registered.size).toBeGreaterThanOrEqual(ownRoutes.length);
    expect(documented).toEqual(registered);
    for (const [path, method] of ownRoutes) expect(documented.get(path)).toContain(method);
  });

  it("marks each call with its session token: an account's, an operator's or none", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = response.json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    expect(doc.paths['/v2/igx/account_information']?.post?.security).toEqual([{ bearerAuth: [] }]);
    // A call an API key may make: a session, or the three headers of a signed request.
    expect(doc.paths['/v2/igx/balance']?.post?.security).toEqual([
      { bearerAuth: [] },
      { apiKey: [], apiKeyTimestamp: [], apiKeySignature: [] },
    ]);
    expect(doc.paths['/v2/operator/me']?.get?.security).toEqual([{ operatorAuth: [] }]);
    expect(doc.paths['/v2/igx/market_status']?.get?.security).toEqual([]);
  });

  it.each([
    ['GET', '/'],
    ['GET', '/trade'],
    ['GET', '/v2/igx/market_status'],
    ['POST', '/v2/igx/balance'],
  ] as const)('sends security headers on %s %s', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expectSecurityHeaders(response.headers);
  });
});

describe.each(databaseKinds())('docs and the mailbox in production on %s', (kind) => {
  it.each([
    { apiDocs: false, docs: 404 },
    { apiDocs: true, docs: 200 },
  ])(
    'answers /docs with $docs when API_DOCS is $apiDocs, and never serves the mailbox',
    async ({ apiDocs, docs }) => {
      const t = await createTestApp(kind, { environment: 'production', apiDocs });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(docs);
        expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(docs);
        const mailbox = await t.app.inject({ method: 'GET', url: '/v2/dev/mailbox' });
        expect(mailbox.statusCode).toBe(404);
      } finally {
        await t.close();
      }
    },
  );
});
