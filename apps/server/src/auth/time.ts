/** Epoch milliseconds as the ISO 8601 string the API sends. */
export const isoAt = (ms: number | bigint): string => new Date(Number(ms)).toISOString();

/** Whole units left until `untilMs`, rounded up so a wait is never shown as 0. */
export const ceilUnits = (untilMs: number, nowMs: number, unitMs: number): number =>
  Math.max(1, Math.ceil((untilMs - nowMs) / unitMs));
