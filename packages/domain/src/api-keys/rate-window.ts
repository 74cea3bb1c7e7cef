/**
 * A per-key request budget: at most `limit` requests in each fixed window of `windowMs` (a
 * minute, aligned to the clock). Fixed windows need one counter per key and no history, at the
 * price of allowing up to twice the limit across a window's edge.
 */
export type RateWindow = { readonly startMs: number; readonly count: number };

export type RateDecision =
  | { readonly allowed: true; readonly window: RateWindow }
  | { readonly allowed: false; readonly window: RateWindow; readonly retryAfterSeconds: number };

export const takeFromRateWindow = (
  current: RateWindow | undefined,
  nowMs: number,
  limit: number,
  windowMs: number,
): RateDecision => {
  const startMs = nowMs - (nowMs % windowMs);
  const window = current?.startMs === startMs ? current : { startMs, count: 0 };
  if (window.count < limit) return { allowed: true, window: { startMs, count: window.count + 1 } };
  const retryAfterSeconds = Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000));
  return { allowed: false, window, retryAfterSeconds };
};
