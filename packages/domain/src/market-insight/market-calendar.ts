import {
  type CloseType,
  type MarketHoursMode,
  jakartaParts,
  marketStatusAt,
} from '../market-hours.ts';

/**
 * The market calendar of the coming days, in Jakarta time, read from the same rules as the
 * market status (market-hours.ts), so the calendar and the closed banner never disagree. Every
 * boundary of those rules falls on a whole hour, so the day is read hour by hour and runs of the
 * same status become one span.
 */

/** A span of one day with one status: `from` included, `to` excluded, both HH:MM (24:00 ends the day). */
export type CalendarSpan = {
  readonly from: string;
  readonly to: string;
  readonly closeType: CloseType;
};

export type CalendarDay = {
  /** YYYY-MM-DD in Jakarta. */
  readonly date: string;
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
  readonly spans: readonly CalendarSpan[];
};

/** The longest calendar served: six weeks ahead, enough for "the coming weeks". */
export const MARKET_CALENDAR_DAYS_MAX = 42;
const HOURS_PER_DAY = 24;
const MS_PER_HOUR = 3_600_000;
const JAKARTA_OFFSET_MS = 7 * MS_PER_HOUR;
const MS_PER_DAY = HOURS_PER_DAY * MS_PER_HOUR;

const pad = (value: number): string => String(value).padStart(2, '0');
const hourText = (hour: number): string => `${pad(hour)}:00`;

/** Epoch ms of 00:00 in Jakarta on the Jakarta day of `epochMs`. */
const jakartaMidnight = (epochMs: number): number =>
  Math.floor((epochMs + JAKARTA_OFFSET_MS) / MS_PER_DAY) * MS_PER_DAY - JAKARTA_OFFSET_MS;

const spansOfDay = (midnightMs: number, mode: MarketHoursMode): CalendarSpan[] => {
  const spans: CalendarSpan[] = [];
  let start = 0;
  let current = marketStatusAt(midnightMs, mode).closeType;
  for (let hour = 1; hour <= HOURS_PER_DAY; hour += 1) {
    const next =
      hour === HOURS_PER_DAY
        ? null
        : marketStatusAt(midnightMs + hour * MS_PER_HOUR, mode).closeType;
    if (next !== current) {
      spans.push({ from: hourText(start), to: hourText(hour), closeType: current });
      start = hour;
      if (next !== null) current = next;
    }
  }
  return spans;
};

/**
 * `days` calendar days (1 to MARKET_CALENDAR_DAYS_MAX) from the Jakarta day of `fromMs`, each
 * split into open (close type 0) and closed spans (1: weekly or daily closure, 2: the special
 * closure of 29 Nov to 2 Dec).
 */
export function marketCalendar(fromMs: number, days: number, mode: MarketHoursMode): CalendarDay[] {
  const count = Math.min(Math.max(Math.trunc(days), 1), MARKET_CALENDAR_DAYS_MAX);
  const first = jakartaMidnight(fromMs);
  return Array.from({ length: count }, (_, index) => {
    const midnightMs = first + index * MS_PER_DAY;
    const { year, month, day, weekday } = jakartaParts(midnightMs);
    return {
      date: `${year}-${pad(month)}-${pad(day)}`,
      weekday,
      spans: spansOfDay(midnightMs, mode),
    };
  });
}

/** The special closures (close type 2) of a year: 29 Nov through 2 Dec, as dates. */
export function specialClosureOf(year: number): { readonly from: string; readonly to: string } {
  return { from: `${year}-11-29`, to: `${year}-12-02` };
}
