/**
 * Proves the address rate limit two gateways share, on SQLite and PostgreSQL: calls through
 * either count in one window, the call past the maximum is told when the window ends, other
 * addresses and other rules are counted apart, and a new window starts afresh.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { createSharedAddressRateLimit } from './shared-address-rate-limit.ts';

const rule = { callsMax: 3, windowMs: 60_000 };

describe.each(databaseKinds())('the shared address rate limit on %s', (kind) => {
  const t = fixture('all', () => createTestDatabase(kind));

  it('counts the calls through two gateways in one window', async () => {
    const first = createSharedAddressRateLimit(t.database.db, 'lookup', rule);
    const second = createSharedAddressRateLimit(t.database.db, 'lookup', rule);

    expect(await first.take('203.0.113.1', 0)).toBeNull();
    expect(await second.take('203.0.113.1', 10)).toBeNull();
    expect(await first.take('203.0.113.1', 20)).toBeNull();
    expect(await second.take('203.0.113.1', 30)).toBe(60_000);
    expect(await first.take('203.0.113.1', 59_999)).toBe(60_000);
    expect(await second.take('203.0.113.2', 59_999)).toBeNull();
    expect(
      await createSharedAddressRateLimit(t.database.db, 'other', rule).take('203.0.113.1', 40),
    ).toBeNull();
    expect(await first.take('203.0.113.1', 60_000)).toBeNull();
  });
});
