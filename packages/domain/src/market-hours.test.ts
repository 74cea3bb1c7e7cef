/**
 * Proves the exchange schedule in Jakarta time: the weekly closure (weekend and Monday until
 * 06:59), the daily closure (05:00-06:59, 04:00-06:59 from 21 Dec to 20 Mar), the special
 * closure of 29 Nov to 2 Dec (close type 2, winning over type 1), and the `always` mode.
 */
import { describe, expect, it } from 'vitest';
import { jakartaParts, marketStatusAt, type CloseType } from './market-hours.ts';

/** Epoch milliseconds of a Jakarta wall-clock time (UTC+7). */
const jakarta = (iso: string): number => {
  const match = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)(?::(\d\d)(?:\.(\d{3}))?)?$/.exec(iso);
  if (match === null) throw new Error(`bad test time ${iso}`);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  return Date.UTC(y, mo - 1, d, h - 7, mi, s, ms);
};

describe('marketStatusAt in exchange mode', () => {
  const cases: [string, string, CloseType][] = [
    // Weekly closure.
    ['Friday 23:59:59.999 is open', '2024-06-14 23:59:59.999', 0],
    ['Saturday 00:00 is closed', '2024-06-15 00:00', 1],
    ['Saturday noon is closed', '2024-06-15 12:00', 1],
    ['Sunday 23:59 is closed', '2024-06-16 23:59', 1],
    ['Monday 00:00 is closed', '2024-06-10 00:00', 1],
    ['Monday 06:59 is closed', '2024-06-10 06:59', 1],
    ['Monday 06:59:59.999 is closed', '2024-06-10 06:59:59.999', 1],
    ['Monday 07:00 opens', '2024-06-10 07:00', 0],
    ['Monday 04:59 is closed (weekly, before the daily window)', '2024-06-10 04:59', 1],
    // Daily closure, summer hours.
    ['Tuesday 04:59 is open', '2024-06-11 04:59', 0],
    ['Tuesday 04:59:59.999 is open', '2024-06-11 04:59:59.999', 0],
    ['Tuesday 05:00 is closed', '2024-06-11 05:00', 1],
    ['Tuesday 06:59:59.999 is closed', '2024-06-11 06:59:59.999', 1],
    ['Tuesday 07:00 opens', '2024-06-11 07:00', 0],
    ['Tuesday 00:00 is open', '2024-06-11 00:00', 0],
    // Daily closure, winter hours (21 Dec to 20 Mar).
    ['20 Dec 04:00 is open (summer hours)', '2023-12-20 04:00', 0],
    ['21 Dec 03:59 is open', '2023-12-21 03:59', 0],
    ['21 Dec 04:00 is closed (winter hours)', '2023-12-21 04:00', 1],
    ['21 Dec 07:00 opens', '2023-12-21 07:00', 0],
    ['20 Mar 04:00 is closed (winter hours)', '2024-03-20 04:00', 1],
    ['21 Mar 04:00 is open (summer hours again)', '2024-03-21 04:00', 0],
    ['21 Mar 05:00 is closed', '2024-03-21 05:00', 1],
    // Special closure.
    ['28 Nov 23:59:59.999 is open', '2024-11-28 23:59:59.999', 0],
    ['29 Nov 00:00 is closed, type 2', '2024-11-29 00:00', 2],
    ['29 Nov noon is closed, type 2', '2024-11-29 12:00', 2],
    ['a Saturday in the closure is type 2', '2024-11-30 12:00', 2],
    ['Monday 2 Dec 07:00 is type 2', '2024-12-02 07:00', 2],
    ['2 Dec 05:30 (daily window) is type 2', '2024-12-02 05:30', 2],
    ['2 Dec 23:59:59.999 is type 2', '2024-12-02 23:59:59.999', 2],
    ['3 Dec 00:00 is open', '2024-12-03 00:00', 0],
    ['29 Nov is type 2 in another year', '2025-11-29 10:00', 2],
    // Year boundary.
    ['31 Dec 23:59:59.999 is open', '2024-12-31 23:59:59.999', 0],
    ['1 Jan 00:00 is open', '2025-01-01 00:00', 0],
    ['1 Jan 04:00 is closed (winter hours)', '2025-01-01 04:00', 1],
    ['1 Feb 04:30 is closed (winter hours)', '2024-02-01 04:30', 1],
  ];

  it.each(cases)('%s', (_name, time, closeType) => {
    expect(marketStatusAt(jakarta(time), 'exchange')).toEqual({
      isClosed: closeType !== 0,
      closeType,
    });
  });
});

describe('marketStatusAt in always mode', () => {
  it.each(['2024-06-15 12:00', '2024-06-11 05:00', '2024-11-29 00:00', '2024-06-10 06:59'])(
    '%s is open',
    (time) => {
      expect(marketStatusAt(jakarta(time), 'always')).toEqual({ isClosed: false, closeType: 0 });
    },
  );
});

describe('jakartaParts', () => {
  it.each([
    [
      'shifts UTC by seven hours',
      Date.UTC(2024, 5, 10, 23, 59, 58),
      { year: 2024, month: 6, day: 11, hour: 6, minute: 59, second: 58, weekday: 2 },
    ],
    [
      'crosses the year in Jakarta before it does in UTC',
      Date.UTC(2024, 11, 31, 17, 0, 0),
      { year: 2025, month: 1, day: 1, hour: 0, minute: 0, second: 0, weekday: 3 },
    ],
  ])('%s', (_name, epochMs, parts) => {
    expect(jakartaParts(epochMs)).toEqual(parts);
  });

  it('stays in the old year one millisecond earlier', () => {
    const parts = jakartaParts(Date.UTC(2024, 11, 31, 16, 59, 59, 999));
    expect([parts.year, parts.month, parts.day, parts.hour, parts.weekday]).toEqual([
      2024, 12, 31, 23, 2,
    ]);
  });

  it('reads the epoch itself as 07:00 on Thursday 1 Jan 1970', () => {
    expect(jakartaParts(0)).toMatchObject({ year: 1970, month: 1, day: 1, hour: 7, weekday: 4 });
  });
});
