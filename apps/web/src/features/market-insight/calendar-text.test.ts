/** Proves the calendar's words: a span's last minute and a day's one-line summary. */
import { describe, expect, it } from 'vitest';
import { calendarDateText, daySummary, lastMinuteOf } from './calendar-text.ts';

describe('lastMinuteOf', () => {
  it.each([
    ['07:00', '06:59'],
    ['24:00', '23:59'],
    ['05:00', '04:59'],
  ])('%s → %s', (to, last) => {
    expect(lastMinuteOf(to)).toBe(last);
  });
});

describe('daySummary', () => {
  const day = (spans: { from: string; to: string; close_type: 0 | 1 | 2 }[]) => ({
    date: '2026-12-07',
    weekday: 1,
    spans,
  });
  it.each([
    [0, 'open'],
    [1, 'closed'],
    [2, 'holiday'],
  ] as const)('a whole day of close type %s is %s', (closeType, kind) => {
    expect(daySummary(day([{ from: '00:00', to: '24:00', close_type: closeType }]))).toEqual({
      kind,
    });
  });

  it("lists a trading day's closures, open spans left out", () => {
    const monday = day([
      { from: '00:00', to: '07:00', close_type: 1 },
      { from: '07:00', to: '24:00', close_type: 0 },
    ]);
    expect(daySummary(monday)).toEqual({
      kind: 'spans',
      closed: [{ from: '00:00', to: '06:59', closeType: 1 }],
    });
  });
});

describe('calendarDateText', () => {
  it('writes the Jakarta date in the language', () => {
    expect(calendarDateText('2026-11-30', 'en')).toMatch(/^Mon,? 30 Nov$/);
    expect(calendarDateText('2026-11-30', 'id')).toMatch(/^Sen,? 30 Nov/);
  });
});
