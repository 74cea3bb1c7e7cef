/**
 * Proves the end-of-day watch records the closing prices once when the market closes, under the
 * market day that just ended, and not while it stays open or stays closed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../test-support/harness.ts';
import { END_OF_DAY_CHECK_MS, watchEndOfDay } from './end-of-day.ts';

describe('end-of-day watch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('records the day that ended when the market closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let nowMs = Date.UTC(2026, 10, 24, 21, 58, 0);
    const errors: unknown[] = [];
    const stop = watchEndOfDay({
      db: t.database.db,
      exchange: t.trading.exchange,
      now: () => nowMs,
      marketHours: 'exchange',
      onError: (error) => errors.push(error),
    });
    const dates = async () =>
      (await t.database.db.selectFrom('end_day_prices').select('date').distinct().execute()).map(
        (row) => row.date,
      );
    vi.advanceTimersByTime(END_OF_DAY_CHECK_MS * 3);
    expect(await dates()).toEqual([]);
    nowMs = Date.UTC(2026, 10, 24, 22, 0, 1);
    vi.advanceTimersByTime(END_OF_DAY_CHECK_MS);
    await vi.waitFor(async () => expect(await dates()).toEqual(['2026-11-25']));
    nowMs += 60_000;
    vi.advanceTimersByTime(END_OF_DAY_CHECK_MS * 5);
    expect(await dates()).toEqual(['2026-11-25']);
    stop();
    vi.useRealTimers();
    expect(errors).toEqual([]);
  });
});
