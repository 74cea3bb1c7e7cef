/** Proves a recurring buy's rules as written: days per frequency, the run time, the amount. */
import { describe, expect, it } from 'vitest';
import {
  RECURRING_BUY_AMOUNT_MAX_SEN,
  RECURRING_BUY_AMOUNT_MIN_SEN,
  checkRecurringAmount,
  checkRecurringTiming,
  runTimeMinutesOf,
  runTimeText,
} from './schedule.ts';

describe('checkRecurringTiming', () => {
  it('drops a daily schedule’s day and defaults the time to 09:00', () => {
    expect(checkRecurringTiming({ frequency: 'daily', day: 5 })).toEqual({
      ok: true,
      value: { frequency: 'daily', day: null, timeMinutes: 540 },
    });
  });

  it('takes weekdays 1 to 7 for a weekly schedule and nothing else', () => {
    for (const day of [1, 7]) {
      expect(checkRecurringTiming({ frequency: 'weekly', day }).ok).toBe(true);
    }
    for (const day of [0, 8, 1.5, 'last', null, undefined] as const) {
      expect(checkRecurringTiming({ frequency: 'weekly', day })).toMatchObject({
        ok: false,
        code: 'RecurringBuyDayInvalid',
      });
    }
  });

  it('takes 1 to 28 or "last" for a monthly schedule', () => {
    for (const day of [1, 28, 'last'] as const) {
      expect(checkRecurringTiming({ frequency: 'monthly', day }).ok).toBe(true);
    }
    for (const day of [0, 29, 31, null] as const) {
      expect(checkRecurringTiming({ frequency: 'monthly', day }).ok).toBe(false);
    }
  });

  it('takes a time within the day session, 07:00 to 23:59 WIB', () => {
    expect(checkRecurringTiming({ frequency: 'daily', time: '07:00' })).toMatchObject({
      value: { timeMinutes: 420 },
    });
    expect(checkRecurringTiming({ frequency: 'daily', time: '23:59' }).ok).toBe(true);
    for (const time of ['06:59', '00:30', '24:00', '9:00', '09:60', 'noon']) {
      expect(checkRecurringTiming({ frequency: 'daily', time })).toEqual({
        ok: false,
        code: 'RecurringBuyTimeInvalid',
        params: { earliest: '07:00', latest: '23:59' },
      });
    }
  });

  it('reads and writes HH:MM', () => {
    expect(runTimeMinutesOf('13:05')).toBe(785);
    expect(runTimeText(785)).toBe('13:05');
    expect(runTimeText(420)).toBe('07:00');
  });
});

describe('checkRecurringAmount', () => {
  it('takes Rp 10.000 to Rp 1.000.000.000', () => {
    expect(checkRecurringAmount(RECURRING_BUY_AMOUNT_MIN_SEN).ok).toBe(true);
    expect(checkRecurringAmount(RECURRING_BUY_AMOUNT_MAX_SEN).ok).toBe(true);
    expect(checkRecurringAmount(RECURRING_BUY_AMOUNT_MIN_SEN - 1n)).toEqual({
      ok: false,
      code: 'RecurringBuyAmountInvalid',
      params: { min: '10.000', max: '1.000.000.000' },
    });
    expect(checkRecurringAmount(RECURRING_BUY_AMOUNT_MAX_SEN + 1n).ok).toBe(false);
  });
});
