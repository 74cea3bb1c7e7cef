/**
 * Proves the streaming rate's schedule (spec 000 section 4): it is fetched again at its
 * `next_fetch_at`, or 5 seconds from now when that time has passed; and the rate USD views
 * use, 14000 rupiah per dollar when none is known.
 */
import type { StreamRate } from '@emas/api';
import { describe, expect, it } from 'vitest';
import { rateIdrPerUsd, streamRateRefetchMs } from './queries.ts';

const rate = (nextFetchAt: string, streamSell = '16250.75'): StreamRate => ({
  streamBuy: '16300.00',
  streamSell,
  stream_buy: { cur_rate: '16300.00' },
  stream_sell: { cur_rate: streamSell },
  expired_at: nextFetchAt,
  next_fetch_at: nextFetchAt,
});

const NOW_MS = Date.UTC(2026, 2, 2, 3, 0, 0);

describe('stream rate', () => {
  it.each<[string, StreamRate | undefined, number]>([
    ['due in 40 s', rate('2026-03-02T03:00:40.000Z'), 40_000],
    ['overdue', rate('2026-03-02T02:59:00.000Z'), 5_000],
    ['due now', rate('2026-03-02T03:00:00.000Z'), 5_000],
    ['unreadable', rate('soon'), 5_000],
    ['not loaded', undefined, 5_000],
  ])('is fetched again when %s', (_case, value, ms) => {
    expect(streamRateRefetchMs(value, NOW_MS)).toBe(ms);
  });

  it.each<[string, StreamRate | undefined, bigint]>([
    ['the sell rate in whole rupiah', rate('x', '16250.75'), 16_250n],
    ['14000 without a rate', undefined, 14_000n],
    ['14000 for a zero rate', rate('x', '0.00'), 14_000n],
    ['14000 for an unreadable rate', rate('x', 'n/a'), 14_000n],
  ])('converts at %s', (_case, value, expected) => {
    expect(rateIdrPerUsd(value)).toBe(expected);
  });
});
