/**
 * Proves the one clock: it ticks at the interval it is given for as long as it is used, stops
 * once its end has passed, and leaves no timer behind.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

const START_MS = Date.UTC(2025, 5, 18, 3, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START_MS);
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('ticks at its interval for as long as it is used', () => {
    const { result, unmount } = renderHook(() => useNow(30_000));
    expect(result.current).toBe(START_MS);
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current).toBe(START_MS);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(START_MS + 30_000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops once its end has passed', () => {
    const { result } = renderHook(() => useNow(1_000, START_MS + 2_500));
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(START_MS + 3_000);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(START_MS + 3_000);
  });

  it('does not start when its end has already passed', () => {
    renderHook(() => useNow(1_000, START_MS));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the time afresh when a new end is given, and runs to it', () => {
    const { result, rerender } = renderHook(({ untilMs }) => useNow(1_000, untilMs), {
      initialProps: { untilMs: START_MS },
    });
    act(() => vi.advanceTimersByTime(7_300));
    expect(result.current).toBe(START_MS);
    rerender({ untilMs: START_MS + 10_000 });
    expect(result.current).toBe(START_MS + 7_300);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(START_MS + 10_300);
    expect(vi.getTimerCount()).toBe(0);
  });
});
