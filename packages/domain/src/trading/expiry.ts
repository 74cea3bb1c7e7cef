import { jakartaParts } from '../market-hours.ts';
import type { Validity } from '../order-book/order.ts';
import { fail, ok, type Result } from '../result.ts';

/**
 * Limit order expiry (spec 001 sections 5 and 9): a GTD order expires at least one hour ahead;
 * a GTC order expires one month after it is placed. Times are epoch milliseconds.
 */
export const GTD_AHEAD_MIN_MS = 3_600_000;
/**
 * The server accepts a GTD expiry this much short of the hour, so a time the ticket picked as
 * exactly one hour ahead still passes after the trip to the server.
 */
export const GTD_CLOCK_ALLOWANCE_MS = 300_000;

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The same Jakarta wall-clock time one calendar month later; the 31st of a month becomes the
 * last day of a shorter next month (31 Jan → 28 or 29 Feb).
 */
export function gtcExpiresAtMs(nowMs: number): number {
  const parts = jakartaParts(nowMs);
  const nextMonthIndex = parts.month; // 0-based index of the month after `parts.month`
  const year = parts.year + Math.floor(nextMonthIndex / 12);
  const month = (nextMonthIndex % 12) + 1;
  const day = Math.min(parts.day, daysInMonth(year, month));
  const millis = nowMs % 1000;
  const wallClock = Date.UTC(year, month - 1, day, parts.hour, parts.minute, parts.second, millis);
  return wallClock - JAKARTA_OFFSET_MS;
}

/** The earliest GTD expiry the ticket offers: one hour ahead. */
export function earliestGtdExpiryMs(nowMs: number): number {
  return nowMs + GTD_AHEAD_MIN_MS;
}

/** The ticket adjusts a GTD expiry by itself: anything sooner becomes the earliest allowed. */
export function adjustGtdExpiryMs(requestedMs: number, nowMs: number): number {
  return Math.max(requestedMs, earliestGtdExpiryMs(nowMs));
}

/** Whether the server takes a GTD expiry: one hour ahead, less the clock allowance. */
export function isGtdExpiryAccepted(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs >= nowMs + GTD_AHEAD_MIN_MS - GTD_CLOCK_ALLOWANCE_MS;
}

/**
 * The latest GTD expiry: 366 days ahead, so the same date and time next year passes, across a
 * leap day too. Anything farther is no date a client means (a slip of the year or of the unit)
 * and would hold the order's cash or gold for as long.
 */
export const GTD_AHEAD_MAX_MS = 366 * 24 * 3_600_000;

/** Why an expiry is refused: none where one is needed, too soon, or too far for its validity. */
export type ExpiryCode = 'InvalidExpiry' | 'ExpiryTooSoon' | 'GtdExpiryTooFar' | 'GtcExpiryTooFar';

const gtdExpiry = (expiresAtMs: number, nowMs: number): Result<number, ExpiryCode> => {
  if (!isGtdExpiryAccepted(expiresAtMs, nowMs)) return fail('ExpiryTooSoon');
  if (expiresAtMs > nowMs + GTD_AHEAD_MAX_MS) return fail('GtdExpiryTooFar');
  return ok(expiresAtMs);
};

/**
 * The expiry of a new limit order, epoch milliseconds, or why it is refused (spec 001 sections
 * 5 and 9): a GTC order expires one month after `nowMs`, whatever the client sent; a GTD order
 * at the client's time, between one hour (less the clock allowance) and GTD_AHEAD_MAX_MS ahead.
 */
export function placedExpiry(
  validity: Validity,
  requestedMs: number | null,
  nowMs: number,
): Result<number, ExpiryCode> {
  if (validity === 'GTC') return ok(gtcExpiresAtMs(nowMs));
  if (requestedMs === null) return fail('InvalidExpiry');
  return gtdExpiry(requestedMs, nowMs);
}

/** An edit's view of an open limit order's expiry. */
export type ExpiryEdit = {
  readonly validityBefore: Validity;
  readonly expiresAtMsBefore: number | null;
  /** The validity the edit asks for; undefined keeps it. */
  readonly validity: Validity | undefined;
  /**
   * The expiry the edit asks for, epoch ms; undefined keeps it. Null asks for none: a GTC order
   * keeps its month (the seed client sends the field on every edit), a GTD order is refused.
   */
  readonly requestedMs: number | null | undefined;
  readonly nowMs: number;
};

/**
 * The expiry of an edited limit order, or why the edit is refused. Asking nothing keeps it; a
 * switch to GTC starts a new month, a switch to GTD needs its time. An asked GTD time follows
 * the add rules. An asked GTC time may come sooner than the month (not within the hour) but
 * never later than one month from now; null on a GTC edit keeps it as if unasked, so a GTC
 * order always expires.
 */
export function editedExpiry(edit: ExpiryEdit): Result<number, ExpiryCode> {
  const validity = edit.validity ?? edit.validityBefore;
  if (edit.requestedMs === undefined || (edit.requestedMs === null && validity === 'GTC')) {
    const kept = validity === edit.validityBefore ? edit.expiresAtMsBefore : null;
    if (kept !== null) return ok(kept);
    return validity === 'GTC' ? ok(gtcExpiresAtMs(edit.nowMs)) : fail('InvalidExpiry');
  }
  if (edit.requestedMs === null) return fail('InvalidExpiry');
  if (validity === 'GTD') return gtdExpiry(edit.requestedMs, edit.nowMs);
  if (!isGtdExpiryAccepted(edit.requestedMs, edit.nowMs)) return fail('ExpiryTooSoon');
  if (edit.requestedMs > gtcExpiresAtMs(edit.nowMs)) return fail('GtcExpiryTooFar');
  return ok(edit.requestedMs);
}
