import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * Milliseconds left until `deadline` (epoch ms), never below zero, refreshed every second.
 * The caller remounts (keys) its component when the deadline moves, so the clock starts fresh.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, deadline - now);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return remaining;
}
