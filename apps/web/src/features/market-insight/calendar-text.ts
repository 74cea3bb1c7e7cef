import type { CalendarDayBody } from '@emas/api';
import type { Locale } from '@emas/domain';

/**
 * The calendar's words, pure so they can be tested: a span's end is shown as the last minute
 * it covers (05:00–06:59, as the spec writes the closures), and a day's date in its language.
 */
export const lastMinuteOf = (to: string): string => {
  const [hours = 0, minutes = 0] = to.split(':').map(Number);
  const total = hours * 60 + minutes - 1;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** 'Rabu, 25 Nov' or 'Wed, 25 Nov': the date of a calendar day (YYYY-MM-DD, Jakarta). */
export const calendarDateText = (date: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T00:00:00Z`));

export type DaySummary =
  | { kind: 'open' | 'closed' | 'holiday' }
  | { kind: 'spans'; closed: { from: string; to: string; closeType: 1 | 2 }[] };

/** A day as one line: open, closed or a holiday all day, or the closed spans of a trading day. */
export const daySummary = (day: CalendarDayBody): DaySummary => {
  const [only] = day.spans;
  if (day.spans.length === 1 && only !== undefined) {
    return { kind: only.close_type === 0 ? 'open' : only.close_type === 1 ? 'closed' : 'holiday' };
  }
  return {
    kind: 'spans',
    closed: day.spans.flatMap((span) =>
      span.close_type === 0
        ? []
        : [{ from: span.from, to: lastMinuteOf(span.to), closeType: span.close_type }],
    ),
  };
};
