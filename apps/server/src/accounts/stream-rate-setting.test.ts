/**
 * Proves that the configured streaming rate (STREAM_RATE_IDR) reaches every USD figure of the
 * balance and holding calls, instead of the spec's default 14,000: the same account answers
 * different dollars at 14,000 and at 16,000 rupiah per dollar, each its rupiah over the rate.
 */
import { TRADING_USD_DECIMALS, senToUsdMinor, toDecimalString } from '@emas/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test-support/harness.ts';
import { bearer, signInAs } from './test-sign-in.ts';

const dollars = (idr: string, rate: bigint) => {
  const [whole = '0', fraction = '00'] = idr.split('.');
  const cents = (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))) / rate;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
};

describe('the streaming-rate setting', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it.each([14_000n, 16_000n])('converts balances and holdings at %s', async (rate) => {
    t = await createTestApp('sqlite', { streamRateIdrPerUsd: rate });
    const client = await signInAs(t.app, 'client@demo.emas.id');
    const call = (url: string) =>
      t?.app.inject({
        method: 'POST',
        url,
        headers: bearer(client),
        payload: { user_id: client.userId },
      });
    const balance = (await call('/v2/igx/balance'))?.json().body;
    expect(balance.usd_balance).toBe(dollars(balance.rdk_balance, rate));
    expect(balance.available_trade_bal_usd).toBe(dollars(balance.available_trade_bal, rate));
    const holdings = (await call('/v2/igx/holding'))?.json().body as {
      avg_total_cost: string;
      avg_total_cost_idr: string;
    }[];
    expect(holdings.length).toBeGreaterThan(0);
    for (const holding of holdings) {
      const sen = BigInt(holding.avg_total_cost_idr.replace('.', ''));
      const usd = toDecimalString(
        senToUsdMinor(sen, rate, TRADING_USD_DECIMALS),
        TRADING_USD_DECIMALS,
      );
      expect(holding.avg_total_cost).toBe(usd);
    }
  });
});
