/**
 * Proves the reports' date filter arithmetic: weeks start on Monday (across month, year and
 * leap-day boundaries), months and years are whole, every range is cut to 2020-01-01 .. today,
 * anchors outside the bounds are moved in, ALL has no range, Jakarta's "today" turns at 17:00
 * UTC, and malformed dates or a clock before 2020 throw.
 */
import { describe, expect, it } from 'vitest';
import {
  jakartaRangeMs,
  addDays,
  clampReportDate,
  isIsoDate,
  jakartaDate,
  reportMonths,
  reportRange,
  reportYears,
  weekStart,
  type ReportPeriod,
} from './date-range.ts';

const TODAY = '2025-06-18'; // a Wednesday

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-6-18', false],
    ['', false],
    ['2025-06-18T00:00', false],
  ])('%j is %s', (text, valid) => expect(isIsoDate(text)).toBe(valid));
});

describe('addDays and weekStart', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -367, '2023-12-31'], // 2024 had 366 days,
  ])('%s plus %s days is %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each([
    ['2025-06-16', '2025-06-16'], // Monday
    ['2025-06-18', '2025-06-16'],
    ['2025-06-22', '2025-06-16'], // Sunday ends the week
    ['2025-06-23', '2025-06-23'],
    ['2020-01-01', '2019-12-30'], // a Wednesday: the week began in 2019
    ['2024-03-01', '2024-02-26'], // across the leap day
    ['1970-01-01', '1969-12-29'], // before day number 0
  ])('the week of %s starts on %s', (date, monday) => expect(weekStart(date)).toBe(monday));
});

describe('jakartaDate', () => {
  it.each([
    [Date.UTC(2025, 5, 18, 16, 59, 59, 999), '2025-06-18'],
    [Date.UTC(2025, 5, 18, 17, 0, 0), '2025-06-19'], // midnight in Jakarta
    [Date.UTC(2024, 11, 31, 17, 0, 0), '2025-01-01'],
  ])('instant %s is %s in Jakarta', (epochMs, date) => expect(jakartaDate(epochMs)).toBe(date));
});

describe('clampReportDate', () => {
  it.each([
    ['2019-12-31', '2020-01-01'],
    ['2020-01-01', '2020-01-01'],
    ['2023-07-04', '2023-07-04'],
    [TODAY, TODAY],
    ['2025-06-19', TODAY],
  ])('%s is kept inside the bounds as %s', (date, expected) =>
    expect(clampReportDate(date, TODAY)).toBe(expected),
  );
});

describe('reportRange', () => {
  const cases: [ReportPeriod, string, [string, string] | null][] = [
    ['all', '2023-07-04', null],
    ['day', '2023-07-04', ['2023-07-04', '2023-07-04']],
    ['day', '2019-05-05', ['2020-01-01', '2020-01-01']],
    ['day', '2030-01-01', [TODAY, TODAY]],
    ['week', '2023-07-06', ['2023-07-03', '2023-07-09']],
    ['week', '2023-12-28', ['2023-12-25', '2023-12-31']],
    ['week', '2024-12-31', ['2024-12-30', '2025-01-05']], // a week across New Year
    ['week', '2020-01-03', ['2020-01-01', '2020-01-05']], // cut at the earliest date
    ['week', TODAY, ['2025-06-16', TODAY]], // this week, Monday to today
    ['month', '2024-02-10', ['2024-02-01', '2024-02-29']],
    ['month', '2023-02-10', ['2023-02-01', '2023-02-28']],
    ['month', '2023-12-31', ['2023-12-01', '2023-12-31']],
    ['month', '2025-06-01', ['2025-06-01', TODAY]],
    ['month', '2026-03-01', ['2025-06-01', TODAY]], // a future month becomes this month
    ['year', '2023-07-04', ['2023-01-01', '2023-12-31']],
    ['year', '2019-07-04', ['2020-01-01', '2020-12-31']],
    ['year', '2025-01-01', ['2025-01-01', TODAY]],
  ];
  it.each(cases)('%s around %s is %j', (period, anchor, expected) => {
    const range = reportRange(period, anchor, TODAY);
    expect(range).toEqual(expected && { dateStart: expected[0], dateEnd: expected[1] });
  });

  it('gives a one-day range when today is the earliest date', () => {
    for (const period of ['day', 'week', 'month', 'year'] as const) {
      expect(reportRange(period, '2020-01-01', '2020-01-01')).toEqual({
        dateStart: '2020-01-01',
        dateEnd: '2020-01-01',
      });
    }
  });

  it('throws on a malformed anchor or a today before 2020', () => {
    expect(() => reportRange('day', '2025-02-30', TODAY)).toThrow(RangeError);
    expect(() => reportRange('week', '', TODAY)).toThrow(RangeError);
    expect(() => reportRange('day', '2019-06-01', '2019-12-31')).toThrow(RangeError);
  });
});

describe('reportYears and reportMonths', () => {
  it('lists the years from 2020 up to this year', () => {
    expect(reportYears(TODAY)).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
    expect(reportYears('2020-03-01')).toEqual([2020]);
  });

  it.each([
    [2020, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [2024, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [2025, [1, 2, 3, 4, 5, 6]],
    [2019, []],
    [2026, []],
  ])('the months of %s up to %s', (year, months) =>
    expect(reportMonths(year, TODAY)).toEqual(months),
  );
});

describe('jakartaRangeMs', () => {
  it('covers whole Jakarta days, the end day included', () => {
    expect(jakartaRangeMs({ dateStart: '2026-11-24', dateEnd: '2026-11-24' })).toEqual({
      fromMs: Date.UTC(2026, 10, 23, 17),
      untilMs: Date.UTC(2026, 10, 24, 17),
    });
    expect(jakartaRangeMs({ dateEnd: '2020-01-01' })).toEqual({
      untilMs: Date.UTC(2020, 0, 1, 17),
    });
    expect(jakartaRangeMs({})).toEqual({});
  });

  it('refuses a day that does not exist', () => {
    expect(jakartaRangeMs({ dateStart: '2023-02-29' })).toBeNull();
    expect(jakartaRangeMs({ dateEnd: 'yesterday' })).toBeNull();
  });
});
