/**
 * Proves the market calendar follows the exchange's hours: the daily 05:00-06:59 closure
 * (04:00 from 21 Dec), the weekend and Monday morning (close type 1), the special closure of
 * 29 Nov to 2 Dec (close type 2), and an open market all day when hours are `always`.
 */
import { describe, expect, it } from 'vitest';
import { MARKET_CALENDAR_DAYS_MAX, marketCalendar, specialClosureOf } from './market-calendar.ts';

/** Wednesday 25 Nov 2026, 10:00 in Jakarta. */
const WEDNESDAY_MS = Date.parse('2026-11-25T03:00:00Z');
const calendar = marketCalendar(WEDNESDAY_MS, MARKET_CALENDAR_DAYS_MAX, 'exchange');
const dayOf = (date: string) => calendar.find((day) => day.date === date);

const open = (from: string, to: string) => ({ from, to, closeType: 0 });
const closed = (from: string, to: string, closeType = 1) => ({ from, to, closeType });

describe('marketCalendar', () => {
  it('starts on the Jakarta day of the instant and covers the days asked', () => {
    expect(calendar).toHaveLength(MARKET_CALENDAR_DAYS_MAX);
    expect(calendar[0]).toMatchObject({ date: '2026-11-25', weekday: 3 });
    expect(calendar[1]?.date).toBe('2026-11-26');
  });

  it.each([
    [
      'a weekday',
      '2026-11-25',
      [open('00:00', '05:00'), closed('05:00', '07:00'), open('07:00', '24:00')],
    ],
    ['a Saturday', '2026-11-28', [closed('00:00', '24:00', 1)]],
    ['the special closure', '2026-11-30', [closed('00:00', '24:00', 2)]],
    [
      'the day after it',
      '2026-12-03',
      [open('00:00', '05:00'), closed('05:00', '07:00'), open('07:00', '24:00')],
    ],
    ['a Monday morning', '2026-12-07', [closed('00:00', '07:00'), open('07:00', '24:00')]],
    [
      'a winter weekday',
      '2026-12-22',
      [open('00:00', '04:00'), closed('04:00', '07:00'), open('07:00', '24:00')],
    ],
  ])('splits %s into its spans', (_, date, spans) => {
    expect(dayOf(date)?.spans).toEqual(spans);
  });

  it('keeps the market open all day when hours are always', () => {
    const [day] = marketCalendar(WEDNESDAY_MS, 1, 'always');
    expect(day?.spans).toEqual([open('00:00', '24:00')]);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [1000, MARKET_CALENDAR_DAYS_MAX],
  ])('bounds %s days to %s', (days, length) => {
    expect(marketCalendar(WEDNESDAY_MS, days, 'exchange')).toHaveLength(length);
  });
});

describe('specialClosureOf', () => {
  it('is 29 Nov to 2 Dec of the year', () => {
    expect(specialClosureOf(2027)).toEqual({ from: '2027-11-29', to: '2027-12-02' });
  });
});
