import { jakartaParts } from './market-hours.ts';

/**
 * The reports' generic date filter (spec 002): ALL, or one day, one Monday-to-Sunday week, one
 * calendar month or one calendar year, as whole Jakarta calendar days. Dates are ISO strings
 * 'YYYY-MM-DD' (what the report calls send as dateStart and dateEnd). Every range lies within
 * the reports' bounds: never before 2020-01-01 and never after today.
 */
export type ReportPeriod = 'all' | 'day' | 'week' | 'month' | 'year';
export const REPORT_PERIODS: readonly ReportPeriod[] = ['all', 'day', 'week', 'month', 'year'];

/** Both ends inclusive, `dateStart <= dateEnd`. */
export type DateRange = { dateStart: string; dateEnd: string };

/** The earliest date any report reaches back to. */
export const REPORT_DATE_MIN = '2020-01-01';

const MS_PER_DAY = 86_400_000;
const DAYS_PER_WEEK = 7;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** 2024, 2, 29 → '2024-02-29'; `month` is 1 to 12. */
export const isoDate = (year: number, month: number, day: number): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Days since 1970-01-01 of a valid ISO date; null for anything else ('2023-02-29', ''). */
const toDayNumber = (text: string): number | null => {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 31 April over to 1 May; a date that does not read back the same is no date.
  const same =
    back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
  return same ? ms / MS_PER_DAY : null;
};

const dayNumberOf = (date: string): number => {
  const days = toDayNumber(date);
  if (days === null) throw new RangeError(`"${date}" is not an ISO date`);
  return days;
};

const fromDayNumber = (days: number): string => {
  const date = new Date(days * MS_PER_DAY);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

/** Whether `text` is a real calendar date written 'YYYY-MM-DD'. */
export const isIsoDate = (text: string): boolean => toDayNumber(text) !== null;

/** The Jakarta calendar date of an instant (epoch ms): what "today" means for the reports. */
export function jakartaDate(epochMs: number): string {
  const { year, month, day } = jakartaParts(epochMs);
  return isoDate(year, month, day);
}

/** `date` moved by a whole number of days (negative goes back). */
export const addDays = (date: string, days: number): string =>
  fromDayNumber(dayNumberOf(date) + days);

/** The Monday of `date`'s week (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const days = dayNumberOf(date);
  // 1970-01-01 was a Thursday, so day number 0 is 3 days after a Monday.
  const sinceMonday = (((days + 3) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return fromDayNumber(days - sinceMonday);
}

const yearOf = (date: string): number => Number(date.slice(0, 4));
const monthOf = (date: string): number => Number(date.slice(5, 7));

/** The whole period of `period` that holds `anchor`, before any bounds are applied. */
function fullPeriod(period: Exclude<ReportPeriod, 'all'>, anchor: string): DateRange {
  const year = yearOf(anchor);
  const month = monthOf(anchor);
  switch (period) {
    case 'day':
      return { dateStart: anchor, dateEnd: anchor };
    case 'week': {
      const monday = weekStart(anchor);
      return { dateStart: monday, dateEnd: addDays(monday, DAYS_PER_WEEK - 1) };
    }
    case 'month': {
      const first = isoDate(year, month, 1);
      const nextFirst = month === 12 ? isoDate(year + 1, 1, 1) : isoDate(year, month + 1, 1);
      return { dateStart: first, dateEnd: addDays(nextFirst, -1) };
    }
    case 'year':
      return { dateStart: isoDate(year, 1, 1), dateEnd: isoDate(year, 12, 31) };
  }
}

const assertToday = (today: string): void => {
  if (dayNumberOf(today) < dayNumberOf(REPORT_DATE_MIN)) {
    throw new RangeError(`today (${today}) is before the reports begin (${REPORT_DATE_MIN})`);
  }
};

/** `date` moved into [2020-01-01, today]. ISO dates compare correctly as strings. */
export function clampReportDate(date: string, today: string): string {
  dayNumberOf(date);
  assertToday(today);
  if (date < REPORT_DATE_MIN) return REPORT_DATE_MIN;
  return date > today ? today : date;
}

/**
 * The dates a report asks for: null for ALL, otherwise the period holding `anchor` (any day
 * in it), cut to [2020-01-01, today]. An anchor outside the bounds is first moved inside, so
 * the answer is never empty: this week (Monday to today), this month, the first week of 2020
 * from Wednesday 1 January. Throws on a malformed date or a `today` before 2020.
 */
export function reportRange(period: ReportPeriod, anchor: string, today: string): DateRange | null {
  if (period === 'all') return null;
  const { dateStart, dateEnd } = fullPeriod(period, clampReportDate(anchor, today));
  return {
    dateStart: dateStart < REPORT_DATE_MIN ? REPORT_DATE_MIN : dateStart,
    dateEnd: dateEnd > today ? today : dateEnd,
  };
}

/** The years a report can show, 2020 first, up to today's year. */
export function reportYears(today: string): number[] {
  assertToday(today);
  const first = yearOf(REPORT_DATE_MIN);
  return Array.from({ length: yearOf(today) - first + 1 }, (_, index) => first + index);
}

/** The months (1 to 12) of `year` a report can show: up to today's month in today's year. */
export function reportMonths(year: number, today: string): number[] {
  assertToday(today);
  if (year < yearOf(REPORT_DATE_MIN) || year > yearOf(today)) return [];
  const first = year === yearOf(REPORT_DATE_MIN) ? monthOf(REPORT_DATE_MIN) : 1;
  const last = year === yearOf(today) ? monthOf(today) : 12;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Jakarta is UTC+7 all year: a Jakarta day starts at 17:00 UTC the day before. */
const JAKARTA_UTC_OFFSET_MS = 7 * 3_600_000;

/**
 * The instants (epoch ms) a report's date range covers: from the start of `dateStart` in
 * Jakarta, inclusive, to the start of the day after `dateEnd`, exclusive. Null for a date
 * that is not a real 'YYYY-MM-DD' day.
 */
export function jakartaRangeMs(
  range: Partial<DateRange>,
): { fromMs?: number; untilMs?: number } | null {
  const start = range.dateStart === undefined ? undefined : toDayNumber(range.dateStart);
  const end = range.dateEnd === undefined ? undefined : toDayNumber(range.dateEnd);
  if (start === null || end === null) return null;
  const dayStartMs = (dayNumber: number) => dayNumber * MS_PER_DAY - JAKARTA_UTC_OFFSET_MS;
  return {
    ...(start === undefined ? {} : { fromMs: dayStartMs(start) }),
    ...(end === undefined ? {} : { untilMs: dayStartMs(end + 1) }),
  };
}
