import { randomBytes } from 'node:crypto';

/**
 * Ids that sort in the order they were made: the time in milliseconds, a counter within the
 * millisecond, and a random tail that keeps two processes apart. Written in order, they land
 * at the end of their index instead of on random pages, so a commit writes fewer pages.
 */
const TIME_DIGITS = 12;
const COUNTER_DIGITS = 6;
const RANDOM_BYTES = 4;

let lastMs = 0;
let counter = 0;

export const sortableId = (nowMs: number = Date.now()): string => {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    counter = 0;
  } else {
    counter += 1;
  }
  return (
    lastMs.toString(16).padStart(TIME_DIGITS, '0') +
    counter.toString(16).padStart(COUNTER_DIGITS, '0') +
    randomBytes(RANDOM_BYTES).toString('hex')
  );
};
