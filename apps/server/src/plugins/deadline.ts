import { setTimeout as wait } from 'node:timers/promises';

/**
 * The answer of `work`, or `onLate()` thrown once `ms` have passed without one: how the server
 * waits for an outside service. The timer never outlives the race.
 */
export const withDeadline = async <T>(
  work: Promise<T>,
  ms: number,
  onLate: () => Error,
): Promise<T> => {
  const timer = new AbortController();
  const late = wait(ms, undefined, { signal: timer.signal }).then(() => {
    throw onLate();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    timer.abort();
    late.catch(() => undefined);
  }
};
