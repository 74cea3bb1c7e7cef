/**
 * Proves that a minute closed while its write is still on the way to the database is in the
 * chart's candles all the same (the write is held back here; the database has nothing yet).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { ReferenceFeed, ReferenceListener } from './reference-feed.ts';
import { type ReferenceCandleStore, createReferenceCandles } from './reference-candles.ts';

const writes: { release: () => void }[] = [];

/** Nothing stored, and every write held until the test lets it land. */
const heldStore: ReferenceCandleStore = {
  latest: async () => null,
  since: async () => [],
  upsert: () => new Promise<void>((release) => writes.push({ release })),
};

const MINUTE_MS = 60_000;
const START_MS = Date.UTC(2026, 10, 24, 3, 0, 0);

const quoteAt = (atMs: number, idrSenPerGram: bigint) => ({
  xauUsdCentsPerOunce: 265_000n,
  idrSenPerGram,
  usdMicrosPerGram: 85_000_000n,
  atMs,
});

describe('reference candles', () => {
  afterEach(() => {
    for (const write of writes.splice(0)) write.release();
  });

  it('answers a closed minute whose write has not landed yet', async () => {
    let listener: ReferenceListener = () => {};
    const feed = {
      subscribe: (next: ReferenceListener) => {
        listener = next;
        return () => {};
      },
    } as unknown as ReferenceFeed;
    const candles = createReferenceCandles({
      db: {} as Db,
      clock: manualClock(START_MS),
      feed,
      history: null,
      store: heldStore,
      onCandle: () => {},
      onError: (error) => {
        throw error;
      },
    });
    await candles.start();
    listener(quoteAt(START_MS, 119_000_000n));
    listener(quoteAt(START_MS + MINUTE_MS, 119_100_000n));
    expect(writes).toHaveLength(1);

    const recent = await candles.recent('XAUIDRG', '1m', 10);
    expect(recent.map((candle) => [candle.startMs, candle.close])).toEqual([
      [START_MS, 119_000_000n],
      [START_MS + MINUTE_MS, 119_100_000n],
    ]);
  });
});
