/**
 * Proves the idle session of spec 000 section 4 with fake timers: it ends 15 minutes after the
 * last activity with 'Your session has expired' queued; activity (throttled to once per 3 s)
 * moves the expiry; fm and ib are never timed out.
 */
import type { AccountLevel } from '@emas/domain';
import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, nextNotice } from '../../lib/app-notices.ts';
import {
  configureSessionTiming,
  getSession,
  saveSession,
  sessionExpiresAtMs,
  takeNextUrl,
} from '../../lib/session.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { useIdleExpiry } from './use-idle-expiry.ts';

const MINUTE_MS = 60_000;

const signIn = (level: AccountLevel) => {
  saveSession(authAnswer({ level }), Date.now());
  return renderHook(() => useIdleExpiry(level));
};

describe('idle expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 2, 3, 0, 0) });
    localStorage.clear();
    for (let notice = nextNotice(); notice !== null; notice = nextNotice())
      dismissNotice(notice.id);
    configureSessionTiming({ sessionIdleMs: 15 * MINUTE_MS, tokenRefreshMs: 90_000 });
    window.history.replaceState(null, '', '/news');
    fakeServer();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ends a quiet session after 15 minutes, saving the page and queueing the notice', () => {
    signIn('client');
    vi.advanceTimersByTime(15 * MINUTE_MS - 1);
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getSession()).toBeNull();
    expect(nextNotice()?.kind).toBe('session-idle-expired');
    expect(takeNextUrl()).toBe('/news');
  });

  it.each([
    ['mousemove', () => fireEvent.mouseMove(window)],
    ['scroll', () => fireEvent.scroll(window)],
    ['keydown', () => fireEvent.keyDown(window, { key: 'a' })],
    ['resize', () => fireEvent(window, new Event('resize'))],
  ])('%s moves the expiry on', (_name, act) => {
    signIn('lp');
    vi.advanceTimersByTime(10 * MINUTE_MS);
    act();
    vi.advanceTimersByTime(10 * MINUTE_MS);
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(5 * MINUTE_MS);
    expect(getSession()).toBeNull();
  });

  it('counts activity at most once per 3 s', () => {
    signIn('client');
    fireEvent.mouseMove(window);
    const extended = sessionExpiresAtMs();
    vi.advanceTimersByTime(2_999);
    fireEvent.mouseMove(window);
    expect(sessionExpiresAtMs()).toBe(extended);
    vi.advanceTimersByTime(1);
    fireEvent.mouseMove(window);
    expect(sessionExpiresAtMs()).toBe((extended ?? 0) + 3_000);
  });

  it.each(['fm', 'ib'] as const)('never times out a quiet %s', (level) => {
    signIn(level);
    vi.advanceTimersByTime(24 * 60 * MINUTE_MS);
    expect(getSession()).not.toBeNull();
    expect(nextNotice()).toBeNull();
  });

  it('stops watching when the shell goes away', () => {
    const { unmount } = signIn('client');
    unmount();
    vi.advanceTimersByTime(60 * MINUTE_MS);
    expect(getSession()).not.toBeNull();
  });
});
