import { formatDecimal } from '../format.ts';
import { type Result, fail, ok } from '../result.ts';

/**
 * Recurring buys (nabung emas rutin): a client's standing instruction to buy a contract for a
 * rupiah amount every day, week or month at a time of day in Jakarta. These are the rules of a
 * schedule as the client writes it; `next-run.ts` says when it runs.
 */
export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** A monthly schedule's day: 1 to 28 (every month has them), or the month's last day. */
export const LAST_DAY_OF_MONTH = 'last';
export type RecurringDay = number | typeof LAST_DAY_OF_MONTH;

/** The days a monthly schedule may name: 29 to 31 are missing in some months, so "last" it is. */
export const MONTH_DAY_MAX = 28;
/** Weekly days are ISO weekdays: 1 = Monday … 7 = Sunday (a weekend day runs on Monday). */
export const WEEKDAY_MAX = 7;

/**
 * The times of day a run may be set to, in minutes after Jakarta midnight: the market's day
 * session (it reopens at 07:00 and is open until the small hours), so a run never waits for a
 * daily closure and always falls on the calendar day it names.
 */
export const RUN_TIME_EARLIEST_MINUTES = 7 * 60;
export const RUN_TIME_LATEST_MINUTES = 23 * 60 + 59;
export const RUN_TIME_DEFAULT = '09:00';

/** Rp 10.000 to Rp 1.000.000.000 a run, in sen. */
export const RECURRING_BUY_AMOUNT_MIN_SEN = 1_000_000n;
export const RECURRING_BUY_AMOUNT_MAX_SEN = 100_000_000_000n;

/** Schedules an account may keep (active or paused) at once. */
export const RECURRING_BUYS_PER_ACCOUNT_MAX = 10;

/** When a schedule runs: daily has no day; weekly an ISO weekday; monthly a day or "last". */
export type RecurringTiming = {
  readonly frequency: RecurringFrequency;
  readonly day: RecurringDay | null;
  /** Minutes after Jakarta midnight. */
  readonly timeMinutes: number;
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** 540 → '09:00'. */
export const runTimeText = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** 'HH:MM' (24 hours) to minutes after midnight; null for anything else. */
export const runTimeMinutesOf = (text: string): number | null => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (match === null) return null;
  return Number(match[1]) * 60 + Number(match[2]);
};

const dayOf = (frequency: RecurringFrequency, day: RecurringDay | null | undefined) => {
  if (frequency === 'daily') return ok(null);
  if (frequency === 'weekly') {
    return typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= WEEKDAY_MAX
      ? ok(day)
      : fail('RecurringBuyDayInvalid');
  }
  if (day === LAST_DAY_OF_MONTH) return ok(day);
  return typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= MONTH_DAY_MAX
    ? ok(day)
    : fail('RecurringBuyDayInvalid');
};

/** The timing of a schedule as the client wrote it, checked; a daily schedule's day is dropped. */
export function checkRecurringTiming(input: {
  readonly frequency: RecurringFrequency;
  readonly day?: RecurringDay | null;
  readonly time?: string;
}): Result<RecurringTiming> {
  const day = dayOf(input.frequency, input.day);
  if (!day.ok) return day;
  const minutes = runTimeMinutesOf(input.time ?? RUN_TIME_DEFAULT);
  if (
    minutes === null ||
    minutes < RUN_TIME_EARLIEST_MINUTES ||
    minutes > RUN_TIME_LATEST_MINUTES
  ) {
    return fail('RecurringBuyTimeInvalid', {
      earliest: runTimeText(RUN_TIME_EARLIEST_MINUTES),
      latest: runTimeText(RUN_TIME_LATEST_MINUTES),
    });
  }
  return ok({ frequency: input.frequency, day: day.value, timeMinutes: minutes });
}

/** A run's rupiah amount: within the bounds, in sen (whole rupiah or with sen alike). */
export function checkRecurringAmount(amountSen: bigint): Result<bigint> {
  if (amountSen >= RECURRING_BUY_AMOUNT_MIN_SEN && amountSen <= RECURRING_BUY_AMOUNT_MAX_SEN) {
    return ok(amountSen);
  }
  return fail('RecurringBuyAmountInvalid', {
    min: formatDecimal(RECURRING_BUY_AMOUNT_MIN_SEN, 2, 'id', 0),
    max: formatDecimal(RECURRING_BUY_AMOUNT_MAX_SEN, 2, 'id', 0),
  });
}
