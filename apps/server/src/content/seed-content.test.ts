/**
 * Proves on SQLite and PostgreSQL that the demo's promo page and landing banner state the
 * cashback the trade ticket estimates and the exchange pays (spec 001 section 9: Rp1000 per
 * full Rp100000 bought), not another rate.
 */
import { cashbackSen } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { promoContentOf } from './content-repository.ts';

describe.each(databaseKinds())('the demo content on %s', (kind) => {
  const t = fixture('all', () => createTestDatabase(kind));

  it('promises the cashback the ticket estimates: Rp 1.000 per full Rp 100.000', async () => {
    expect(cashbackSen(10_000_000n, 'buy')).toBe(100_000n);
    expect(cashbackSen(9_999_999n, 'buy')).toBe(0n);
    const promo = await promoContentOf(t.database.db, 'promo');
    const banner = await promoContentOf(t.database.db, 'banner');
    expect(promo.title).toBe('Cashback Rp 1.000 untuk setiap Rp 100.000 pembelian emas');
    expect(promo.body).toContain('cashback Rp 1.000 untuk setiap Rp 100.000 penuh nilai kontrak');
    expect(banner.body).toBe(
      'Dapatkan cashback Rp 1.000 untuk setiap Rp 100.000 pembelian kontrak emas.',
    );
    for (const text of [promo.title, promo.body, banner.title, banner.body])
      expect(text).not.toMatch(/%/);
  });
});
