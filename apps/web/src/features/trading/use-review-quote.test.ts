/**
 * Proves the Review Order's market inquiry on its own clock: a market sell is held (no price,
 * no countdown) until `start`, then waits the simulated 2 seconds and counts 10 down; a market
 * buy counts down at once and a BAGI one waits first, neither held; a limit order has no
 * inquiry; `start` never restarts a countdown that has begun.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReviewQuote } from './use-review-quote.ts';

const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useReviewQuote', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('holds a market sell until started, then waits 2 s and counts 10 s down', () => {
    const { result } = renderHook(() => useReviewQuote('market', 'sell', 'OTHER'));
    expect(result.current).toMatchObject({ status: 'idle', held: true, remainingMs: null });
    pass(60_000);
    expect(result.current).toMatchObject({ status: 'idle', held: true, expired: false });

    act(() => result.current.start());
    expect(result.current).toMatchObject({ status: 'loading', held: false });
    pass(2_000);
    expect(result.current).toMatchObject({ status: 'success', remainingMs: 10_000 });
    pass(4_000);
    expect(result.current.remainingMs).toBe(6_000);
    act(() => result.current.start());
    expect(result.current.remainingMs).toBe(6_000);
    pass(6_000);
    expect(result.current).toMatchObject({ remainingMs: 0, expired: true });
  });

  it('counts a market buy down at once, and start changes nothing', () => {
    const { result } = renderHook(() => useReviewQuote('market', 'buy', 'OTHER'));
    expect(result.current).toMatchObject({ status: 'success', held: false, remainingMs: 10_000 });
    pass(3_000);
    act(() => result.current.start());
    expect(result.current.remainingMs).toBe(7_000);
  });

  it('makes a BAGI market buy wait 2 s first, without holding it', () => {
    const { result } = renderHook(() => useReviewQuote('market', 'buy', 'BAGI'));
    expect(result.current).toMatchObject({ status: 'loading', held: false });
    pass(2_000);
    expect(result.current).toMatchObject({ status: 'success', remainingMs: 10_000 });
  });

  it('runs no inquiry for a limit sell, started or not', () => {
    const { result } = renderHook(() => useReviewQuote('limit', 'sell', 'OTHER'));
    act(() => result.current.start());
    pass(15_000);
    expect(result.current).toMatchObject({ status: 'idle', held: false, remainingMs: null });
  });
});
