/**
 * Proves the token refresh of spec 000 section 4: 90 s after sign-in, then every 90 s, the
 * token is refreshed with POST /v2/user/refresh_token and the new one stored; a refresh that
 * gets no answer is tried again 5 s later.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSessionTiming, getSession, saveSession } from '../../lib/session.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { useTokenRefresh } from './use-token-refresh.ts';

describe('token refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 2, 3, 0, 0) });
    localStorage.clear();
    configureSessionTiming({ sessionIdleMs: 900_000, tokenRefreshMs: 90_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes 90 s after sign-in and then every 90 s, with the token of the moment', async () => {
    let issued = 0;
    const server = fakeServer({
      'POST /v2/user/refresh_token': () => ({
        body: { status: 200, token: `new-${++issued}`, session_expires_at: '' },
      }),
    });
    saveSession(authAnswer({ token: 'signed-in', user_id: 'user-9' }), Date.now());
    renderHook(() => useTokenRefresh('user-9'));

    await vi.advanceTimersByTimeAsync(89_999);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(getSession()?.token).toBe('new-1');
    await vi.advanceTimersByTimeAsync(90_000);
    expect(getSession()?.token).toBe('new-2');

    const refreshes = server.callsTo('POST /v2/user/refresh_token');
    expect(refreshes.map((call) => call.body)).toEqual([
      { user_id: 'user-9' },
      { user_id: 'user-9' },
    ]);
    expect(refreshes.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer signed-in',
      'Bearer new-1',
    ]);
  });

  it('tries again 5 s after a refresh that got no answer', async () => {
    let online = false;
    const server = fakeServer({
      'POST /v2/user/refresh_token': () =>
        online ? { body: { status: 200, token: 'fresh', session_expires_at: '' } } : 'offline',
    });
    saveSession(authAnswer(), Date.now());
    renderHook(() => useTokenRefresh('user-1'));
    await vi.advanceTimersByTimeAsync(90_000);
    expect(server.calls).toHaveLength(1);
    online = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls).toHaveLength(2);
    expect(getSession()?.token).toBe('fresh');
  });

  it('stops when the shell goes away', async () => {
    const server = fakeServer();
    saveSession(authAnswer(), Date.now());
    const { unmount } = renderHook(() => useTokenRefresh('user-1'));
    unmount();
    await vi.advanceTimersByTimeAsync(10 * 90_000);
    expect(server.calls).toEqual([]);
  });
});
