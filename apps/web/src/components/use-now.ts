import { useMemo, useSyncExternalStore } from 'react';

/** A clock read at its creation and at every tick until `untilMs`, then left alone. */
const clockUntil = (intervalMs: number, untilMs: number) => {
  let nowMs = Date.now();
  return {
    now: () => nowMs,
    subscribe: (notify: () => void) => {
      if (nowMs >= untilMs) return () => {};
      const timer = setInterval(() => {
        nowMs = Date.now();
        if (nowMs >= untilMs) clearInterval(timer);
        notify();
      }, intervalMs);
      return () => clearInterval(timer);
    },
  };
};

/**
 * The current time (epoch ms) for texts that count or name a time from now, refreshed every
 * `intervalMs`. With `untilMs` the clock stops once that time has passed, so a countdown that
 * has reached zero no longer wakes the page; a new `untilMs` (a countdown started again) reads
 * the time afresh. This is the app's one timer loop for the screen: countdowns and "minutes
 * from now" texts read this rather than keeping their own interval.
 */
export function useNow(intervalMs: number, untilMs: number = Number.POSITIVE_INFINITY): number {
  const clock = useMemo(() => clockUntil(intervalMs, untilMs), [intervalMs, untilMs]);
  return useSyncExternalStore(clock.subscribe, clock.now);
}
