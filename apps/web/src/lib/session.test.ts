/**
 * Proves the stored session of spec 000 section 4: what sign-in stores, the idle expiry and
 * refresh times it sets (from the app config's figures), logout, and the one-time next URL.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-support/fake-server.ts';
import { authAnswer } from '../test-support/session-fixtures.ts';
import {
  clearSession,
  configureSessionTiming,
  extendSession,
  getSession,
  isPastIdleExpiry,
  logout,
  saveNextUrl,
  saveSession,
  sessionExpiresAtMs,
  takeNextUrl,
  tokenRefreshDueAtMs,
} from './session.ts';

const NOW_MS = Date.UTC(2026, 2, 2, 3, 0, 0);

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    configureSessionTiming({ sessionIdleMs: 900_000, tokenRefreshMs: 90_000 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores the auth items and sets expiry 15 min and refresh 90 s ahead', () => {
    saveSession(authAnswer({ hin: 'PC00000009', level: 'client' }), NOW_MS);
    expect(localStorage.getItem('emas.token')).toBe('token-1');
    expect(localStorage.getItem('emas.user_id')).toBe('user-1');
    expect(localStorage.getItem('emas.app_name')).toBe('metalgo');
    expect(getSession()).toMatchObject({
      userId: 'user-1',
      level: 'client',
      hin: 'PC00000009',
      fullname: 'Siti Rahma',
    });
    expect(sessionExpiresAtMs()).toBe(NOW_MS + 900_000);
    expect(tokenRefreshDueAtMs()).toBe(NOW_MS + 90_000);
  });

  it('uses the figures of the app config', () => {
    configureSessionTiming({ sessionIdleMs: 60_000, tokenRefreshMs: 10_000 });
    saveSession(authAnswer(), NOW_MS);
    expect(sessionExpiresAtMs()).toBe(NOW_MS + 60_000);
    expect(tokenRefreshDueAtMs()).toBe(NOW_MS + 10_000);
  });

  it('keeps a ccp without HIN as a session with hin null', () => {
    saveSession(authAnswer({ level: 'ccp', hin: null }), NOW_MS);
    expect(getSession()).toMatchObject({ level: 'ccp', hin: null });
  });

  it('clears every auth item but keeps the next URL', () => {
    saveSession(authAnswer(), NOW_MS);
    saveNextUrl('/reports');
    clearSession();
    expect(getSession()).toBeNull();
    expect(
      Object.keys(localStorage).filter((key) => key !== 'emas.next_url' && key !== 'emas.language'),
    ).toEqual([]);
    expect(takeNextUrl()).toBe('/reports');
  });

  it('treats stored items with an unknown level or broker as no session', () => {
    saveSession(authAnswer(), NOW_MS);
    localStorage.setItem('emas.level', 'admin');
    expect(getSession()).toBeNull();
  });

  it('logs out on the server with the token and clears the browser at once', async () => {
    const server = fakeServer();
    saveSession(authAnswer({ token: 'tok' }), NOW_MS);
    const done = logout();
    expect(getSession()).toBeNull();
    await done;
    expect(server.callsTo('POST /v2/user/logout')[0]?.headers.get('authorization')).toBe(
      'Bearer tok',
    );
  });

  it('clears the browser even when the logout call gets no answer', async () => {
    fakeServer({ 'POST /v2/user/logout': 'offline' });
    saveSession(authAnswer(), NOW_MS);
    await logout();
    expect(getSession()).toBeNull();
  });

  it('hands the next URL out once', () => {
    saveNextUrl('/rrs?page=2#top');
    expect(takeNextUrl()).toBe('/rrs?page=2#top');
    expect(takeNextUrl()).toBeNull();
  });

  it.each(['/login', '/register?x=1', '/logout', 'https://evil.example/', '//evil.example/x'])(
    'does not save %s as a next URL',
    (url) => {
      saveNextUrl(url);
      expect(takeNextUrl()).toBeNull();
    },
  );

  it.each([
    ['client', 900_000, true],
    ['client', 899_999, false],
    ['lp', 900_000, true],
    ['ccp', 900_000, true],
    ['ib', 10_000_000, false],
    ['fm', 10_000_000, false],
  ] as const)(
    'a %s session %i ms after sign-in is past its idle expiry: %s',
    (level, elapsedMs, past) => {
      saveSession(authAnswer({ level }), NOW_MS);
      const session = getSession();
      expect(session && isPastIdleExpiry(session, NOW_MS + elapsedMs)).toBe(past);
    },
  );

  it('activity moves the expiry one idle period past now', () => {
    saveSession(authAnswer(), NOW_MS);
    extendSession(NOW_MS + 60_000);
    expect(sessionExpiresAtMs()).toBe(NOW_MS + 60_000 + 900_000);
  });
});
