/**
 * Proves that the server and the contract table agree: every endpoint of the table is a route
 * of the app, and every route of the app is an endpoint of the table, except the few that are
 * not JSON calls (the WebSocket, the web app's pages and the API reference).
 */
import { allEndpoints } from '@emas/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test-support/harness.ts';

/** Routes outside the contract, and why: not JSON calls of the spec. */
const OUTSIDE_THE_CONTRACT = [
  /^GET \/v2\/ws$/, // the live channel (WebSocket)
  /^GET \/\*$/, // the web app's pages and assets
  /^GET \/docs/, // the API reference and its OpenAPI document
];

describe('the API contract table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { environment: 'development', apiDocs: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a route for every endpoint', () => {
    const missing = allEndpoints()
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .filter((route) => !t.app.registeredRoutes.has(route));
    expect(missing).toEqual([]);
  });

  it('has an endpoint for every route', () => {
    const table = new Set(allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const unlisted = [...t.app.registeredRoutes].filter(
      (route) => !table.has(route) && !OUTSIDE_THE_CONTRACT.some((pattern) => pattern.test(route)),
    );
    expect(unlisted).toEqual([]);
  });
});
