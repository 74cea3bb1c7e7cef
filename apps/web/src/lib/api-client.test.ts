/**
 * Proves the fetch wrapper's handling of spec 000 section 4: the bearer token, body status 498
 * (session over, next URL kept, notice), 499 (retry after 3 s with the current token, at most
 * 3 times), 497 (maintenance notice), no answer (offline) and other refusals (ApiError).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer, productionConfig } from '../test-support/fake-server.ts';
import { authAnswer, balanceReply } from '../test-support/session-fixtures.ts';
import { api, ApiError } from './api-client.ts';
import { dismissNotice, nextNotice } from './app-notices.ts';
import { getSession, replaceToken, saveSession, takeNextUrl } from './session.ts';

/** The ApiError a call fails with; anything else fails the test. */
const failureOf = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return error;
    },
  );

const drainNotices = () => {
  for (let notice = nextNotice(); notice !== null; notice = nextNotice()) dismissNotice(notice.id);
};

describe('api', () => {
  beforeEach(() => {
    localStorage.clear();
    drainNotices();
    window.history.replaceState(null, '', '/reports?tab=2');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends JSON with the session token and returns the answer', async () => {
    saveSession(authAnswer({ token: 'abc' }));
    const server = fakeServer({
      'POST /v2/igx/balance': balanceReply({ rdk_balance: '1.00' }),
    });
    const answer = await api<{ body: { rdk_balance: string } }>('/v2/igx/balance', {
      method: 'POST',
      body: { user_id: 'user-1' },
    });
    expect(answer.body.rdk_balance).toBe('1.00');
    const [call] = server.calls;
    expect(call?.headers.get('authorization')).toBe('Bearer abc');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ user_id: 'user-1' });
  });

  it('sends a form as multipart, letting the browser set its boundary', async () => {
    saveSession(authAnswer({ token: 'abc' }));
    const fetched = vi.fn(
      async (_path: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ status: 200 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetched);
    const form = new FormData();
    form.set('request_key', 'key-1');
    await api('/v2/bank_account/image_verification', { method: 'POST', body: form });
    const init = fetched.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends no token when auth is false', async () => {
    saveSession(authAnswer());
    const server = fakeServer({ 'GET /v2/app/config': { body: productionConfig } });
    await api('/v2/app/config', { auth: false });
    expect(server.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('ends the session on body status 498: logout, next URL saved, notice, ApiError', async () => {
    saveSession(authAnswer({ token: 'old' }));
    const server = fakeServer({ 'POST /v2/igx/balance': { status: 401, body: errorBody(498) } });
    const failure = await failureOf(api('/v2/igx/balance', { method: 'POST', body: {} }));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.body?.status).toBe(498);
    expect(getSession()).toBeNull();
    expect(takeNextUrl()).toBe('/reports?tab=2');
    expect(nextNotice()?.kind).toBe('session-expired');
    await vi.waitFor(() => expect(server.callsTo('POST /v2/user/logout')).toHaveLength(1));
    expect(server.callsTo('POST /v2/user/logout')[0]?.headers.get('authorization')).toBe(
      'Bearer old',
    );
  });

  it('leaves the session alone when a call without auth is answered 498 (an expired reset token)', async () => {
    saveSession(authAnswer());
    fakeServer({ 'POST /v2/user/reset_password': { status: 401, body: errorBody(498) } });
    await expect(
      api('/v2/user/reset_password', { method: 'POST', auth: false, body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).not.toBeNull();
    expect(nextNotice()).toBeNull();
  });

  it('retries a 499 after 3 s with the token current at that moment', async () => {
    vi.useFakeTimers();
    saveSession(authAnswer({ token: 'first' }));
    let answered = 0;
    const server = fakeServer({
      'GET /v2/igx/contract': () =>
        answered++ === 0
          ? { status: 503, body: errorBody(499) }
          : { body: { status: 200, data: [] } },
    });
    const pending = api<{ data: unknown[] }>('/v2/igx/contract');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    replaceToken('second');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ status: 200, data: [] });
    expect(server.calls.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('gives up after 3 retries of a 499', async () => {
    vi.useFakeTimers();
    const server = fakeServer({ 'GET /v2/igx/contract': { status: 503, body: errorBody(499) } });
    const pending = failureOf(api('/v2/igx/contract'));
    await vi.advanceTimersByTimeAsync(3 * 3_000 + 1);
    const failure = await pending;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.body?.status).toBe(499);
    expect(server.calls).toHaveLength(4);
  });

  it('raises the maintenance notice on body status 497', async () => {
    fakeServer({ 'GET /v2/igx/product': { status: 503, body: errorBody(497) } });
    await expect(api('/v2/igx/product')).rejects.toBeInstanceOf(ApiError);
    expect(nextNotice()?.kind).toBe('maintenance');
  });

  it('reports no answer at all as offline', async () => {
    fakeServer({ 'GET /v2/igx/product': 'offline' });
    const failure = await failureOf(api('/v2/igx/product'));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.offline).toBe(true);
    expect(failure.body).toBeNull();
  });

  it.each([
    [404, errorBody(404)],
    [401, errorBody(2018)],
    [500, errorBody(500)],
  ])('throws an ApiError with the body for HTTP %i', async (httpStatus, body) => {
    fakeServer({ 'POST /v2/user/auth': { status: httpStatus, body } });
    const failure = await failureOf(
      api('/v2/user/auth', { method: 'POST', auth: false, body: {} }),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.httpStatus).toBe(httpStatus);
    expect(failure.offline).toBe(false);
    expect(failure.body).toEqual(body);
  });

  it('keeps a non-JSON error answer as an ApiError without a body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const failure = await failureOf(api('/v2/igx/product'));
    expect(failure.httpStatus).toBe(502);
    expect(failure.body).toBeNull();
  });
});
