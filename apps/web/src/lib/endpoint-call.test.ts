/**
 * Proves the web's contract calls: the path, query and body come from the endpoint, and an
 * answer that breaks its schema fails loudly in development instead of reaching a screen.
 */
import { accountEndpoints } from '@emas/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jakartaHub } from '../test-support/fake-server.ts';
import { ContractMismatch, call } from './endpoint-call.ts';

const answerWith = (json: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(json), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the endpoint’s method, path, query and body', async () => {
    const fetch = answerWith({ status: 200, body: [] });
    await call(accountEndpoints.hub, { query: { user_id: 'u 1' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/igx/hub?user_id=u+1');
    expect(init.method).toBe('GET');
  });

  it('answers a valid body typed', async () => {
    answerWith({ status: 200, body: [jakartaHub] });
    const answer = await call(accountEndpoints.hub, { query: {} });
    expect(answer.body[0]?.name).toBe('Jakarta');
  });

  it('fails loudly on an answer that breaks its schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith({ status: 200, body: [{ id: 7 }] });
    await expect(call(accountEndpoints.hub, { query: {} })).rejects.toBeInstanceOf(
      ContractMismatch,
    );
    expect(console.error).toHaveBeenCalled();
  });
});
