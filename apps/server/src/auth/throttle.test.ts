/** Proves when the sign-in throttle locks, for how long, and what does not lock. */
import { describe, expect, it } from 'vitest';
import { type ThrottleRule, lockedUntilMs } from './throttle.ts';

const MINUTE = 60_000;
const rule: ThrottleRule = { failuresMax: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
const at = (...minutes: number[]) => minutes.map((minute) => minute * MINUTE);

describe('lockedUntilMs', () => {
  it.each([
    { name: 'no failures', failures: at(), now: 0, until: null },
    { name: 'fewer failures than the limit', failures: at(0, 1), now: 2 * MINUTE, until: null },
    {
      name: 'the limit within the window',
      failures: at(0, 1, 2),
      now: 3 * MINUTE,
      until: 17 * MINUTE,
    },
    {
      name: 'the limit exactly at the window edge',
      failures: at(0, 7, 15),
      now: 16 * MINUTE,
      until: 30 * MINUTE,
    },
    {
      name: 'the limit spread wider than the window',
      failures: at(0, 8, 16),
      now: 17 * MINUTE,
      until: null,
    },
    { name: 'a lock that has run out', failures: at(0, 1, 2), now: 17 * MINUTE, until: null },
    {
      name: 'a later run of failures',
      failures: at(0, 1, 2, 40, 41, 42),
      now: 43 * MINUTE,
      until: 57 * MINUTE,
    },
  ])('$name', ({ failures, now, until }) => {
    expect(lockedUntilMs(failures, rule, now)).toBe(until);
  });
});
