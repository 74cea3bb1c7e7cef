/**
 * Proves what the provider client tells apart: an answer below 500 is the provider's to read,
 * while a broken connection, a 5xx or an oversized answer is no answer; only an idempotent
 * request is sent a second time; and an answer's numbers are kept as their own digits.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ProviderStub, startProviderStub } from '../test-support/provider-stub.ts';
import {
  PROVIDER_ANSWER_BYTES_MAX,
  callProvider,
  parseJsonKeepingNumbers,
} from './provider-http.ts';

describe('calling a provider', () => {
  let stub: ProviderStub;
  beforeAll(async () => {
    stub = await startProviderStub();
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  const get = (url: string, idempotent = true) =>
    callProvider({ url, method: 'GET', timeoutMs: 5_000, idempotent });

  it('hands back a refusal as an answer, sent once', async () => {
    stub.reply({ status: 429, json: { message: 'slow down' } });
    expect(await get(`${stub.url}/rate`)).toEqual({
      kind: 'answered',
      status: 429,
      body: '{"message":"slow down"}',
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('sends an idempotent request once more after a 5xx, anything else once', async () => {
    stub.reply({ status: 500, json: {} }, { status: 500, json: {} }, { status: 502, json: {} });
    expect(await get(`${stub.url}/rate`)).toEqual({ kind: 'no_answer', reason: 'HTTP 500' });
    expect(await get(`${stub.url}/rate`, false)).toEqual({ kind: 'no_answer', reason: 'HTTP 502' });
    expect(stub.requests).toHaveLength(3);
  });

  it('takes an oversized answer for no answer', async () => {
    stub.reply(
      { status: 200, text: 'x'.repeat(PROVIDER_ANSWER_BYTES_MAX + 1) },
      { status: 200, text: 'x'.repeat(PROVIDER_ANSWER_BYTES_MAX + 1) },
    );
    expect(await get(`${stub.url}/rate`)).toEqual({
      kind: 'no_answer',
      reason: 'the answer is too large',
    });
  });

  it('takes a refused connection for no answer', async () => {
    const closed = await startProviderStub();
    await closed.close();
    expect(await get(`${closed.url}/rate`)).toEqual({
      kind: 'no_answer',
      reason: 'connection failed',
    });
  });

  it('keeps numbers as their digits, and reads no JSON as null', () => {
    expect(parseJsonKeepingNumbers('{"price":2650.3549999999999,"n":[1e3]}')).toEqual({
      price: '2650.3549999999999',
      n: ['1e3'],
    });
    expect(parseJsonKeepingNumbers('<html>')).toBeNull();
  });
});
