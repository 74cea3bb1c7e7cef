import {
  adjustGtdExpiryMs,
  earliestGtdExpiryMs,
  formatClockJakarta,
  jakartaParts,
} from '@emas/domain';

/**
 * A GTD expiry between the date and time pickers and epoch milliseconds. The pickers show the
 * browser's local time; the rule (at least one hour ahead, adjusted automatically) is the
 * domain's `adjustGtdExpiryMs`.
 */
const MINUTE_MS = 60_000;

const two = (value: number) => String(value).padStart(2, '0');

/** The earliest expiry the pickers can show: one hour ahead, rounded up to the minute. */
export const earliestPickableMs = (nowMs: number): number =>
  Math.ceil(earliestGtdExpiryMs(nowMs) / MINUTE_MS) * MINUTE_MS;

/** A requested expiry, adjusted by the domain's rule and kept on a whole minute. */
export const adjustedExpiryMs = (requestedMs: number, nowMs: number): number => {
  const adjusted = adjustGtdExpiryMs(requestedMs, nowMs);
  return adjusted === requestedMs ? requestedMs : earliestPickableMs(nowMs);
};

export const dateInputValue = (ms: number): string => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
};

export const timeInputValue = (ms: number): string => {
  const date = new Date(ms);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
};

/** The pickers' values as epoch ms (local time); null while either is empty or invalid. */
export function fromPickers(date: string, time: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const ms = new Date(`${date}T${time}`).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** An instant as Jakarta 'DD/MM/YYYY HH:MM:SS WIB', for expiry dates on screen. */
export function jakartaDateTime(ms: number): string {
  const { day, month, year } = jakartaParts(ms);
  return `${two(day)}/${two(month)}/${year} ${formatClockJakarta(ms)} WIB`;
}
