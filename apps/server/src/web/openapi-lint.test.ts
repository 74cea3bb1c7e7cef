/**
 * Proves the served OpenAPI document is one readers and client generators can use: /docs/json
 * passes Redocly's `recommended` rules with no error (every call has a summary and an
 * operationId, declares its security, and nullable types are written as OpenAPI 3.0 allows),
 * and with no warning but the licence's missing URL.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

describe.each(databaseKinds())('the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const problems = await lintFromString({
      source: response.body,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map(
        (problem) =>
          `${problem.ruleId} at ${problem.location[0]?.pointer ?? '#'}: ${problem.message}`,
      );
    expect(errors).toEqual([]);
    // The one warning left: a proprietary licence has no URL to give.
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    expect(warnings.map((problem) => problem.ruleId)).toEqual(['info-license-strict']);
  });
});
