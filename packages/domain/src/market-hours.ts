/**
 * Market hours of the exchange in Asia/Jakarta time. Jakarta keeps UTC+7 all year (no daylight
 * saving), so a fixed offset is exact and the domain needs no time-zone database.
 */

/** 0 = open, 1 = the weekly or daily closure, 2 = the special closure of 29 Nov to 2 Dec. */
export type CloseType = 0 | 1 | 2;
export type MarketStatus = { isClosed: boolean; closeType: CloseType };
/** `exchange` follows the spec's schedule; `always` keeps the market open for demos and tests. */
export type MarketHoursMode = 'exchange' | 'always';

export type JakartaParts = {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
};

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
/** The market reopens at 07:00 after every closure; "until 06:59" includes all of 06:59. */
const REOPEN_HOUR = 7;
const DAILY_CLOSE_HOUR = 5;
const DAILY_CLOSE_HOUR_WINTER = 4;

const status = (closeType: CloseType): MarketStatus => ({ isClosed: closeType !== 0, closeType });

/** The Jakarta wall-clock fields of an instant given in epoch milliseconds. */
export function jakartaParts(epochMs: number): JakartaParts {
  const shifted = new Date(epochMs + JAKARTA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** 29 Nov 00:00 through 2 Dec 23:59:59.999, every year. */
const isSpecialClosure = ({ month, day }: JakartaParts): boolean =>
  (month === 11 && day >= 29) || (month === 12 && day <= 2);

/** 21 Dec through 20 Mar inclusive, across the year boundary. */
const isWinterHours = ({ month, day }: JakartaParts): boolean =>
  (month === 12 && day >= 21) || month === 1 || month === 2 || (month === 3 && day <= 20);

const isWeeklyClosure = ({ weekday, hour }: JakartaParts): boolean =>
  weekday === 6 || weekday === 0 || (weekday === 1 && hour < REOPEN_HOUR);

const isDailyClosure = (parts: JakartaParts): boolean => {
  const closeHour = isWinterHours(parts) ? DAILY_CLOSE_HOUR_WINTER : DAILY_CLOSE_HOUR;
  return parts.hour >= closeHour && parts.hour < REOPEN_HOUR;
};

/**
 * Whether the market is closed at `epochMs` and why. The special closure (type 2) wins over the
 * weekly and daily closures (type 1).
 */
export function marketStatusAt(epochMs: number, mode: MarketHoursMode): MarketStatus {
  if (mode === 'always') return status(0);
  const parts = jakartaParts(epochMs);
  if (isSpecialClosure(parts)) return status(2);
  if (isWeeklyClosure(parts) || isDailyClosure(parts)) return status(1);
  return status(0);
}
