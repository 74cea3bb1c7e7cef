/**
 * Proves when a recurring buy runs: every named day at its Jakarta time, a closed day's run on
 * the next market day (weekends, the special closure), several named days on one market day as
 * one run, month ends and leap years, and Jakarta's date across the UTC day boundary.
 */
import { describe, expect, it } from 'vitest';
import { nextRecurringRun } from './next-run.ts';
import type { RecurringTiming } from './schedule.ts';

/** Epoch ms of a Jakarta wall-clock time 'YYYY-MM-DD HH:MM' (UTC+7). */
const wib = (text: string): number => Date.parse(`${text.replace(' ', 'T')}:00+07:00`);
const NINE = 9 * 60;
const daily: RecurringTiming = { frequency: 'daily', day: null, timeMinutes: NINE };
const weekly = (day: number): RecurringTiming => ({ frequency: 'weekly', day, timeMinutes: NINE });
const monthly = (day: number | 'last'): RecurringTiming => ({
  frequency: 'monthly',
  day,
  timeMinutes: NINE,
});

/** The run after `after`, as its Jakarta time and market day. */
const next = (timing: RecurringTiming, after: string, mode: 'exchange' | 'always' = 'exchange') => {
  const run = nextRecurringRun(timing, wib(after), mode);
  return { at: run.atMs, day: run.marketDay };
};

/** The schedule's runs one after the other, from `after`: each next run is after the last. */
const runs = (timing: RecurringTiming, after: string, count: number): string[] => {
  const days: string[] = [];
  let afterMs = wib(after);
  for (let index = 0; index < count; index += 1) {
    const run = nextRecurringRun(timing, afterMs, 'exchange');
    days.push(run.marketDay);
    afterMs = run.atMs;
  }
  return days;
};

describe('nextRecurringRun', () => {
  it('runs today when its time is still ahead, else on the next day', () => {
    expect(next(daily, '2026-11-24 08:59')).toEqual({
      at: wib('2026-11-24 09:00'),
      day: '2026-11-24',
    });
    expect(next(daily, '2026-11-24 09:00')).toEqual({
      at: wib('2026-11-25 09:00'),
      day: '2026-11-25',
    });
  });

  it('moves a weekend day to Monday, and makes one run of the days that meet there', () => {
    expect(runs(daily, '2026-11-19 10:00', 4)).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(next(weekly(6), '2026-11-17 10:00').day).toBe('2026-11-23');
    expect(next(weekly(7), '2026-11-21 12:00').day).toBe('2026-11-23');
  });

  it('waits out the special closure of 29 November to 2 December', () => {
    expect(runs(daily, '2026-11-27 10:00', 2)).toEqual(['2026-12-03', '2026-12-04']);
    expect(next(monthly(1), '2026-11-15 10:00').day).toBe('2026-12-03');
  });

  it('runs weekly on its weekday, Monday being 1 and Sunday 7', () => {
    // Wednesday 2 December is in the special closure: that week's run is on Thursday.
    expect(runs(weekly(3), '2026-11-24 10:00', 3)).toEqual([
      '2026-11-25',
      '2026-12-03',
      '2026-12-09',
    ]);
    expect(next(weekly(1), '2026-11-22 10:00').day).toBe('2026-11-23');
  });

  it('runs monthly on its day, or the last day of each month, leap years included', () => {
    expect(runs(monthly(15), '2026-01-10 10:00', 3)).toEqual([
      '2026-01-15',
      '2026-02-16',
      '2026-03-16',
    ]);
    // 31 January 2026 and 28 February 2026 are Saturdays: each runs the Monday after.
    expect(runs(monthly('last'), '2026-01-10 10:00', 3)).toEqual([
      '2026-02-02',
      '2026-03-02',
      '2026-03-31',
    ]);
    expect(next(monthly('last'), '2028-02-10 10:00').day).toBe('2028-02-29');
  });

  it('reads the day in Jakarta, which starts at 17:00 UTC', () => {
    // Monday 00:30 in Jakarta is still Sunday 17:30 in UTC: the run is that same Monday.
    const early = { ...weekly(1), timeMinutes: 7 * 60 };
    const run = nextRecurringRun(early, Date.parse('2026-11-22T17:30:00Z'), 'exchange');
    expect(run).toEqual({ atMs: Date.parse('2026-11-23T00:00:00Z'), marketDay: '2026-11-23' });
    const late = { ...daily, timeMinutes: 23 * 60 + 59 };
    expect(next(late, '2026-11-24 23:58')).toEqual({
      at: Date.parse('2026-11-24T16:59:00Z'),
      day: '2026-11-24',
    });
  });

  it('keeps every day in the always-open mode of demos and tests', () => {
    expect(next(daily, '2026-11-21 10:00', 'always').day).toBe('2026-11-22');
    expect(next(weekly(6), '2026-11-17 10:00', 'always').day).toBe('2026-11-21');
  });
});
