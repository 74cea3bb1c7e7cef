import { type MarketHoursMode, marketStatusAt } from '../market-hours.ts';
import { LAST_DAY_OF_MONTH, type RecurringTiming } from './schedule.ts';

/**
 * When a recurring buy runs. A schedule names calendar days (every day, a weekday, a day of the
 * month or its last day) and a time in Jakarta (UTC+7 all year, no daylight saving). A run is
 * due at that time on the named day; when the market is closed then (a weekend, the special
 * closure of 29 Nov to 2 Dec) it runs at the same time on the next day the market is open,
 * its market day. Several named days falling on one market day make one run.
 */
export type RecurringRun = {
  /** When the run is due, epoch ms. */
  readonly atMs: number;
  /** The Jakarta date it runs on, 'YYYY-MM-DD': with the schedule, the run's one key. */
  readonly marketDay: string;
};

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const JAKARTA_OFFSET_MS = 7 * 60 * MS_PER_MINUTE;
/** A named day is at most this many days before its market day (the special closure and a weekend). */
const SHIFT_DAYS_MAX = 10;
/** Every schedule names a day within any two months; more means a rule that never fires. */
const LOOKAHEAD_DAYS = 400;

/** Jakarta calendar days since 1970-01-01. */
const jakartaDayOf = (epochMs: number): number =>
  Math.floor((epochMs + JAKARTA_OFFSET_MS) / MS_PER_DAY);

const instantOf = (day: number, minutes: number): number =>
  day * MS_PER_DAY - JAKARTA_OFFSET_MS + minutes * MS_PER_MINUTE;

const dateText = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** Whether the schedule names this Jakarta day. */
const isNamedDay = (timing: RecurringTiming, day: number): boolean => {
  const date = new Date(day * MS_PER_DAY);
  switch (timing.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      // getUTCDay: 0 = Sunday; ISO weekday 7.
      return (date.getUTCDay() || 7) === timing.day;
    case 'monthly':
      return timing.day === LAST_DAY_OF_MONTH
        ? new Date((day + 1) * MS_PER_DAY).getUTCDate() === 1
        : date.getUTCDate() === timing.day;
  }
};

/** The first day from `day` on whose run time the market is open. */
const marketDayFrom = (day: number, minutes: number, mode: MarketHoursMode): number => {
  for (let shift = 0; shift <= SHIFT_DAYS_MAX; shift += 1) {
    if (!marketStatusAt(instantOf(day + shift, minutes), mode).isClosed) return day + shift;
  }
  throw new Error(`no market day within ${SHIFT_DAYS_MAX} days of ${dateText(day)}`);
};

/**
 * The schedule's first run due strictly after `afterMs`. Named days a little before `afterMs`
 * count too, since a closure may have moved their run past it; the run just made is at
 * `afterMs` itself and so is never answered again.
 */
export function nextRecurringRun(
  timing: RecurringTiming,
  afterMs: number,
  mode: MarketHoursMode,
): RecurringRun {
  const first = jakartaDayOf(afterMs) - SHIFT_DAYS_MAX;
  for (let day = first; day <= first + LOOKAHEAD_DAYS; day += 1) {
    if (!isNamedDay(timing, day)) continue;
    const runDay = marketDayFrom(day, timing.timeMinutes, mode);
    const atMs = instantOf(runDay, timing.timeMinutes);
    if (atMs > afterMs) return { atMs, marketDay: dateText(runDay) };
  }
  throw new Error(`a ${timing.frequency} schedule names no day within ${LOOKAHEAD_DAYS} days`);
}
