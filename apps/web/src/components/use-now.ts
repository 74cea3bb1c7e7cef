import { useEffect, useState } from 'react';

/**
 * The current time (epoch ms) for texts that count or name a time from now, refreshed every
 * `intervalMs`. With `untilMs` the clock stops once that time has passed, so a countdown that
 * has reached zero no longer wakes the page. This is the app's one timer loop for the screen:
 * countdowns and "minutes from now" texts read this rather than keeping their own interval.
 *
 * The clock keeps its own time: when `untilMs` moves later, remount the component (give it a
 * new `key`) so the first value is fresh rather than up to one interval old.
 */
export function useNow(intervalMs: number, untilMs: number = Number.POSITIVE_INFINITY): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const running = nowMs < untilMs;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNowMs(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return nowMs;
}
