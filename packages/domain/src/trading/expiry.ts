import { jakartaParts } from '../market-hours.ts';

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
