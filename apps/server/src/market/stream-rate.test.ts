/**
 * Proves the simulated streaming rate: the configured level for buy and sell, a fetch every
 * 60 s that moves the expiry and next-fetch times (and tells subscribers) but not the level, a
 * lazy refetch by `current()` when one is due, and a timer that `stop` clears.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../clock.ts';
import {
  STREAM_RATE_EXPIRY_GRACE_MS,
  STREAM_RATE_REFRESH_MS,
  type StreamRateQuote,
  createSimulatedStreamRateFeed,
} from './stream-rate.ts';

const START_MS = Date.UTC(2026, 10, 24, 3, 0, 0);

const feedAt = (rateIdrPerUsd = 14_000n) => {
  const clock = manualClock(START_MS);
  const feed = createSimulatedStreamRateFeed({ clock, rateIdrPerUsd, onError: () => {} });
  const fetched: StreamRateQuote[] = [];
  feed.subscribe((quote) => fetched.push(quote));
  return { clock, feed, fetched };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('simulated streaming rate', () => {
  it('holds the configured rate for buy and sell, with the next fetch a minute away', () => {
    const { feed } = feedAt(15_250n);
    expect(feed.current()).toEqual({
      buyIdrPerUsd: 15_250n,
      sellIdrPerUsd: 15_250n,
      fetchedAtMs: START_MS,
      nextFetchAtMs: START_MS + STREAM_RATE_REFRESH_MS,
      expiresAtMs: START_MS + STREAM_RATE_REFRESH_MS + STREAM_RATE_EXPIRY_GRACE_MS,
    });
  });

  it('does not fetch before the next fetch is due', () => {
    const { clock, feed, fetched } = feedAt();
    clock.advance(STREAM_RATE_REFRESH_MS - 1);
    expect(feed.refreshIfDue()).toBe(false);
    expect(feed.current().fetchedAtMs).toBe(START_MS);
    expect(fetched).toEqual([]);
  });

  it('fetches when due: new times, same level, subscribers told', () => {
    const { clock, feed, fetched } = feedAt();
    clock.advance(STREAM_RATE_REFRESH_MS);
    expect(feed.refreshIfDue()).toBe(true);
    const nowMs = START_MS + STREAM_RATE_REFRESH_MS;
    expect(fetched).toEqual([feed.current()]);
    expect(fetched[0]).toMatchObject({
      buyIdrPerUsd: 14_000n,
      fetchedAtMs: nowMs,
      nextFetchAtMs: nowMs + STREAM_RATE_REFRESH_MS,
    });
  });

  it('refetches lazily when asked for the rate after it fell due', () => {
    const { clock, feed, fetched } = feedAt();
    clock.advance(5 * STREAM_RATE_REFRESH_MS + 123);
    expect(feed.current().fetchedAtMs).toBe(START_MS + 5 * STREAM_RATE_REFRESH_MS + 123);
    expect(fetched).toHaveLength(1);
  });

  it('checks on a timer once started, and no more after stop', () => {
    vi.useFakeTimers();
    const { clock, feed, fetched } = feedAt();
    feed.start();
    clock.advance(STREAM_RATE_REFRESH_MS);
    vi.advanceTimersByTime(1_000);
    expect(fetched).toHaveLength(1);
    feed.stop();
    clock.advance(STREAM_RATE_REFRESH_MS);
    vi.advanceTimersByTime(5_000);
    expect(fetched).toHaveLength(1);
  });
});
