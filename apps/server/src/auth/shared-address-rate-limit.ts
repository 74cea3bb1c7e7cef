import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { intervalJob } from '../feature.ts';
import {
  type AddressRateLimit,
  type AddressRateRule,
  createAddressRateLimit,
} from './address-rate-limit.ts';

/** Windows older than this are deleted by the hourly sweep: every rule's window is shorter. */
const WINDOW_KEPT_MS = 86_400_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * The count in the database, one row per rule and address: a call starts a new window when
 * the last one is over, or counts one more in it, in one statement (so two gateways counting
 * at once never lose a call). A call over the maximum is counted too; it cannot stretch the
 * window, which only its start bounds.
 */
export const createSharedAddressRateLimit = (
  db: Db,
  name: string,
  rule: Pick<AddressRateRule, 'callsMax' | 'windowMs'>,
): AddressRateLimit => ({
  take: async (address, nowMs) => {
    const now = BigInt(nowMs);
    const window = BigInt(rule.windowMs);
    const { rows } = await sql<{ start_ms: bigint; calls: bigint }>`
      insert into address_rate_windows (rule, address, start_ms, calls)
      values (${name}, ${address}, ${now}, 1)
      on conflict (rule, address) do update set
        start_ms = case when excluded.start_ms - address_rate_windows.start_ms >= ${window}
          then excluded.start_ms else address_rate_windows.start_ms end,
        calls = case when excluded.start_ms - address_rate_windows.start_ms >= ${window}
          then 1 else address_rate_windows.calls + 1 end
      returning start_ms, calls`.execute(db);
    const row = rows[0];
    if (row === undefined || row.calls <= BigInt(rule.callsMax)) return null;
    return Number(row.start_ms) + rule.windowMs;
  },
});

/** The limit a process keeps: in its memory alone, or shared by a cluster's gateways. */
export const addressRateLimitFor = (
  deps: { readonly config: Pick<Config, 'processRole'>; readonly database: Database },
  name: string,
  rule: AddressRateRule,
): AddressRateLimit =>
  deps.config.processRole === 'single'
    ? createAddressRateLimit(rule)
    : createSharedAddressRateLimit(deps.database.db, name, rule);

/** Deletes the windows long over, hourly. */
export const addressWindowSweep = intervalJob<{
  readonly database: Database;
  readonly clock: { now(): number };
}>('forget old address rate windows', SWEEP_EVERY_MS, (deps) =>
  deps.database.db
    .deleteFrom('address_rate_windows')
    .where('start_ms', '<', BigInt(deps.clock.now() - WINDOW_KEPT_MS))
    .execute(),
);
