/**
 * Proves the market-data settings of the configuration: REFERENCE_XAU_USD in dollars (cents
 * kept exactly), STREAM_RATE_IDR in whole rupiah, GOLD_PRICE_FEED and FX_RATE_FEED limited to
 * their adapters, their defaults, and a refusal of anything else.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('market-data configuration', () => {
  it('defaults to 2650 USD per ounce, 14000 rupiah per dollar, simulated feeds', () => {
    expect(loadConfig({})).toMatchObject({
      referenceXauUsdCents: 265_000n,
      streamRateIdrPerUsd: 14_000n,
      goldPriceFeed: 'simulated',
      fxRateFeed: 'simulated',
    });
  });

  const levels: [string, bigint][] = [
    ['2650', 265_000n],
    ['3012.5', 301_250n],
    ['1999.99', 199_999n],
  ];
  it.each(levels)('REFERENCE_XAU_USD=%s is %s cents', (text, cents) => {
    expect(loadConfig({ REFERENCE_XAU_USD: text }).referenceXauUsdCents).toBe(cents);
  });

  it('reads STREAM_RATE_IDR as whole rupiah', () => {
    expect(loadConfig({ STREAM_RATE_IDR: '15250' }).streamRateIdrPerUsd).toBe(15_250n);
  });

  const refused: Record<string, string>[] = [
    { REFERENCE_XAU_USD: '0' },
    { REFERENCE_XAU_USD: '-5' },
    { REFERENCE_XAU_USD: '2650.001' },
    { REFERENCE_XAU_USD: 'gold' },
    { STREAM_RATE_IDR: '14000.5' },
    { STREAM_RATE_IDR: '0' },
    { GOLD_PRICE_FEED: 'bloomberg' },
    { FX_RATE_FEED: 'bloomberg' },
  ];
  it.each(refused)('refuses %o', (env) => {
    expect(() => loadConfig(env)).toThrow(/configuration/);
  });
});
