/**
 * Proves the simulated reference feed under a manual clock: one seed gives one path, the price
 * stays inside the ±3 % band over 100,000 ticks, every quote's per-gram prices follow from its
 * ounce price and the rate, subscribers hear ticks but not replays, a replay leaves the feed at
 * its last price, and the timer ticks once a tick period until stopped.
 */
import { gramPriceIdrSen, gramPriceUsdMicros, referenceBand } from '@emas/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../clock.ts';
import {
  REFERENCE_REPLAY_TICKS_MAX,
  type ReferenceQuote,
  createSimulatedReferenceFeed,
} from './reference-feed.ts';
import { createSimulatedStreamRateFeed } from './stream-rate.ts';

const START_MS = Date.UTC(2026, 10, 24, 3, 0, 0);
const LEVEL_CENTS = 265_000n;

const createFeed = (seed: number, rateIdrPerUsd = 14_000n) => {
  const clock = manualClock(START_MS);
  const onError = (error: unknown) => {
    throw error;
  };
  const rateFeed = createSimulatedStreamRateFeed({ clock, rateIdrPerUsd, onError });
  const feed = createSimulatedReferenceFeed({
    clock,
    levelCents: LEVEL_CENTS,
    seed,
    rateFeed,
    onError,
  });
  return { clock, feed };
};

const ticks = (seed: number, count: number): bigint[] => {
  const { clock, feed } = createFeed(seed);
  return Array.from({ length: count }, () => {
    clock.advance(1_000);
    return feed.tick().xauUsdCentsPerOunce;
  });
};

afterEach(() => {
  vi.useRealTimers();
});

describe('simulated reference feed', () => {
  it('starts at the level', () => {
    const { feed } = createFeed(1);
    expect(feed.current()).toEqual({
      xauUsdCentsPerOunce: LEVEL_CENTS,
      idrSenPerGram: 119_279_270n,
      usdMicrosPerGram: 85_199_478n,
      atMs: START_MS,
    });
  });

  it('is deterministic for a seed', () => {
    expect(ticks(77, 2_000)).toEqual(ticks(77, 2_000));
    expect(ticks(77, 2_000)).not.toEqual(ticks(78, 2_000));
  });

  it('stays within its band over 100,000 ticks, each quote consistent', () => {
    const { clock, feed } = createFeed(2026, 15_000n);
    const { lowCents, highCents } = referenceBand(LEVEL_CENTS);
    let outside = 0;
    let inconsistent = 0;
    for (let i = 0; i < 100_000; i += 1) {
      clock.advance(1_000);
      const quote = feed.tick();
      const cents = quote.xauUsdCentsPerOunce;
      if (cents < lowCents || cents > highCents) outside += 1;
      if (
        quote.idrSenPerGram !== gramPriceIdrSen(cents, 15_000n) ||
        quote.usdMicrosPerGram !== gramPriceUsdMicros(cents) ||
        quote.atMs !== clock.now()
      ) {
        inconsistent += 1;
      }
    }
    expect(outside).toBe(0);
    expect(inconsistent).toBe(0);
  });

  it('tells subscribers of each tick until they unsubscribe', () => {
    const { feed } = createFeed(1);
    const heard: ReferenceQuote[] = [];
    const unsubscribe = feed.subscribe((quote) => heard.push(quote));
    const first = feed.tick();
    unsubscribe();
    feed.tick();
    expect(heard).toEqual([first]);
  });

  it('replays one price per tick from the start price, silently, and goes on from the last', () => {
    const { feed } = createFeed(5);
    const heard: ReferenceQuote[] = [];
    feed.subscribe((quote) => heard.push(quote));
    const fromMs = START_MS - 10_000;
    const replayed = [...feed.replay(fromMs, START_MS, 270_000n)];
    expect(replayed.map((quote) => quote.atMs)).toEqual(
      Array.from({ length: 10 }, (_, i) => fromMs + i * 1_000),
    );
    const firstStep = replayed[0]!.xauUsdCentsPerOunce - 270_000n;
    expect(firstStep >= -110n && firstStep <= 100n).toBe(true);
    expect(heard).toEqual([]);
    expect(feed.current()).toEqual(replayed.at(-1));
  });

  it('refuses a replay longer than its maximum', () => {
    const { feed } = createFeed(5);
    const tooLong = (REFERENCE_REPLAY_TICKS_MAX + 1) * 1_000;
    expect(() => [...feed.replay(START_MS - tooLong, START_MS, null)]).toThrow(RangeError);
  });

  it('ticks on a timer every second once started, and no more after stop', () => {
    vi.useFakeTimers();
    const { feed } = createFeed(1);
    const heard: ReferenceQuote[] = [];
    feed.subscribe((quote) => heard.push(quote));
    feed.start();
    vi.advanceTimersByTime(3_000);
    expect(heard).toHaveLength(3);
    feed.stop();
    vi.advanceTimersByTime(3_000);
    expect(heard).toHaveLength(3);
  });
});
