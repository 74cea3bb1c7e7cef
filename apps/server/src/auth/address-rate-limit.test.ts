/**
 * Proves the per-address call count: calls up to the maximum pass within a window, the next is
 * told when its window ends, other addresses are counted apart, a new window starts afresh, and
 * the map never holds more addresses than its maximum.
 */
import { describe, expect, it } from 'vitest';
import { createAddressRateLimit } from './address-rate-limit.ts';

const rule = { callsMax: 3, windowMs: 60_000, addressesMax: 2 };

describe('address rate limit', () => {
  it('passes the maximum within a window and answers when the next may come', async () => {
    const limit = createAddressRateLimit(rule);
    expect(await Promise.all([0, 10, 20].map((at) => limit.take('a', at)))).toEqual([
      null,
      null,
      null,
    ]);
    expect(await limit.take('a', 30)).toBe(60_000);
    expect(await limit.take('a', 59_999)).toBe(60_000);
    expect(await limit.take('b', 59_999)).toBeNull();
    expect(await limit.take('a', 60_000)).toBeNull();
  });

  it('forgets the oldest address past its maximum, which only lets it through early', async () => {
    const limit = createAddressRateLimit(rule);
    for (let call = 0; call < 3; call += 1) await limit.take('a', 0);
    expect(await limit.take('a', 1)).not.toBeNull();
    await limit.take('b', 2);
    await limit.take('c', 3);
    expect(await limit.take('a', 4)).toBeNull();
  });
});
