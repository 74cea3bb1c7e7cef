import { addDays, jakartaDate } from '../date-range.ts';

/**
 * Dates of a bullion delivery (spec 002 section 9), as calendar days in Jakarta (UTC+7, no
 * daylight saving): the order date is tomorrow; the estimated arrival adds the days the postal
 * service's name promises ("3 HARI", "2-4 hari", "2 MINGGU": days, or weeks x 7; of a range
 * the longer end).
 */

const DAYS_PER_WEEK = 7;

/** Tomorrow's date in Jakarta at the instant `nowMs`. */
export const bullionOrderDate = (nowMs: number): string => addDays(jakartaDate(nowMs), 1);

const DURATION = /(\d+)(?:\s*-\s*(\d+))?\s*(hari|days?|minggu|weeks?)\b/i;

/** The delivery days a service's name promises, or null when it names none. */
export const deliveryDaysOf = (serviceName: string): number | null => {
  const match = DURATION.exec(serviceName);
  if (match === null) return null;
  const count = Number(match[2] ?? match[1]);
  const unit = (match[3] ?? '').toLowerCase();
  return unit.startsWith('minggu') || unit.startsWith('week') ? count * DAYS_PER_WEEK : count;
};

/** The estimated arrival date, or null when the service's name gives no duration. */
export const estimatedArrival = (orderDate: string, serviceName: string): string | null => {
  const days = deliveryDaysOf(serviceName);
  return days === null ? null : addDays(orderDate, days);
};
