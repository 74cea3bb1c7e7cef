import { type RateWindow, takeFromRateWindow } from '@emas/domain';

const MINUTE_MS = 60_000;
/** Past this many keys remembered, the windows of earlier minutes are dropped. */
const KEYS_REMEMBERED_MAX = 10_000;

/**
 * Each key's budget of requests per minute, held in this process's memory: cheap (no write
 * per request) and forgotten at a restart. In a cluster each gateway counts its own, so a key
 * spread over n gateways may make up to n times the limit (docs/decisions.md).
 */
export const apiKeyRateLimit = (perMinute: number) => {
  const windows = new Map<string, RateWindow>();
  const forgetEarlierMinutes = (nowMs: number) => {
    const startMs = nowMs - (nowMs % MINUTE_MS);
    for (const [keyId, window] of windows) {
      if (window.startMs < startMs) windows.delete(keyId);
    }
  };
  /** Null when the request may go on, otherwise the seconds until the next minute. */
  return (keyId: string, nowMs: number): number | null => {
    const decision = takeFromRateWindow(windows.get(keyId), nowMs, perMinute, MINUTE_MS);
    if (!windows.has(keyId) && windows.size >= KEYS_REMEMBERED_MAX) forgetEarlierMinutes(nowMs);
    windows.set(keyId, decision.window);
    return decision.allowed ? null : decision.retryAfterSeconds;
  };
};
