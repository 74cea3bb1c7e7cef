import type { DeviceSession } from '@emas/api';
import { type Result, describeDevice, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';
import { locate } from './geolocation.ts';
import { isoAt } from './time.ts';

/** Where a User-Agent and an address say a sign-in came from, as the API names it. */
export const deviceFieldsOf = (userAgent: string) => {
  const device = describeDevice(userAgent);
  const browser =
    device.browser === null
      ? null
      : [device.browser, device.browserVersion].filter((part) => part !== null).join(' ');
  return { device: device.platform, device_kind: device.kind, browser };
};

/** The live sessions of an account, as `liveSessionQuery` reads live: not revoked, not expired. */
const liveSessionsOf = (db: Db, accountId: string, nowMs: number) =>
  db
    .selectFrom('sessions')
    .where('account_id', '=', accountId)
    .where('revoked_at_ms', 'is', null)
    .where('idle_expires_at_ms', '>', BigInt(nowMs))
    .where('absolute_expires_at_ms', '>', BigInt(nowMs));

/** A bound on the list: far more devices than anyone signs in from at once. */
const SESSIONS_LISTED_MAX = 100;

/**
 * GET /v2/user/sessions: the caller's live sessions, the newest first, each with
 * its device and browser (from the User-Agent), its address and that address's city (offline
 * GeoIP), and `current` on the caller's own.
 */
export const deviceSessionsOf = async (
  db: Db,
  caller: AuthenticatedAccount,
  nowMs: number,
): Promise<DeviceSession[]> => {
  const rows = await liveSessionsOf(db, caller.id, nowMs)
    .select(['id', 'created_at_ms', 'last_seen_at_ms', 'ip', 'user_agent'])
    .orderBy('created_at_ms', 'desc')
    .orderBy('id')
    .limit(SESSIONS_LISTED_MAX)
    .execute();
  const cities = new Map<string, Promise<string>>();
  const cityOf = (ip: string) => {
    let city = cities.get(ip);
    if (city === undefined) {
      city = locate(ip).then((place) => place.city);
      cities.set(ip, city);
    }
    return city;
  };
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      ...deviceFieldsOf(row.user_agent),
      ip: row.ip,
      city: await cityOf(row.ip),
      started_at: isoAt(row.created_at_ms),
      last_seen_at: isoAt(row.last_seen_at_ms),
      current: row.id === caller.sessionId,
    })),
  );
};

/**
 * DELETE /v2/user/sessions/:id: ends one of the caller's own live sessions. Another account's
 * session, or one already over, is "not found": nobody learns whose ids exist.
 */
export const endDeviceSession = async (
  db: Db,
  caller: AuthenticatedAccount,
  sessionId: string,
  nowMs: number,
): Promise<Result<{ current: boolean }, 'SessionNotFound'>> => {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at_ms: BigInt(nowMs) })
    .where('id', '=', sessionId)
    .where('account_id', '=', caller.id)
    .where('revoked_at_ms', 'is', null)
    .where('idle_expires_at_ms', '>', BigInt(nowMs))
    .where('absolute_expires_at_ms', '>', BigInt(nowMs))
    .executeTakeFirst();
  if (ended.numUpdatedRows !== 1n) return fail('SessionNotFound');
  return ok({ current: sessionId === caller.sessionId });
};
