import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { addressRateLimitFor } from '../auth/index.ts';

const MINUTE_MS = 60_000;
/** Keys a single process remembers at most; past that the oldest window is forgotten. */
const KEYS_REMEMBERED_MAX = 10_000;

/**
 * Each key's budget of requests per minute, counted as the account lookups are: in a single
 * process's memory (no write per request), and by a cluster's gateways together in the
 * database, so adding gateways adds no requests. Answers null when the request may go on,
 * else the whole seconds until the key may call again (Retry-After).
 */
export const apiKeyRateLimit = (deps: {
  readonly config: Pick<Config, 'processRole' | 'apiKeyRequestsPerMinute'>;
  readonly database: Database;
}) => {
  const limit = addressRateLimitFor(deps, 'api-key', {
    callsMax: deps.config.apiKeyRequestsPerMinute,
    windowMs: MINUTE_MS,
    addressesMax: KEYS_REMEMBERED_MAX,
  });
  return async (keyId: string, nowMs: number): Promise<number | null> => {
    const retryAtMs = await limit.take(keyId, nowMs);
    return retryAtMs === null ? null : Math.max(1, Math.ceil((retryAtMs - nowMs) / 1000));
  };
};
