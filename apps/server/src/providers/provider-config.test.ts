/**
 * Proves the provider settings: each real provider is chosen by its setting, its addresses and
 * polling read with their defaults; a real provider without its key is refused in every
 * environment, production refuses a provider address without TLS, and a full setting starts.
 */
import { describe, expect, it } from 'vitest';
import { configProblems, loadConfig } from '../config.ts';

const PRODUCTION = {
  APP_ENV: 'production',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
  SEED_DEMO: 'off',
};

const REAL = {
  BANK_PAYOUT: 'xendit',
  SMS: 'twilio',
  GOLD_PRICE_FEED: 'goldapi',
  FX_RATE_FEED: 'frankfurter',
};

const KEYS = {
  XENDIT_SECRET_KEY: 'xnd_production_key',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM: '+15005550006',
  GOLDAPI_KEY: 'goldapi-key',
};

describe('provider configuration', () => {
  it('defaults to the simulations and the providers public addresses', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      bankPayout: 'simulated',
      sms: 'simulated',
      goldPriceFeed: 'simulated',
      fxRateFeed: 'simulated',
    });
    expect(config.providers).toMatchObject({
      timeoutMs: 10_000,
      xendit: { secretKey: null, baseUrl: 'https://api.xendit.co' },
      twilio: { baseUrl: 'https://api.twilio.com' },
      goldApi: { baseUrl: 'https://www.goldapi.io', pollMs: 60_000 },
      frankfurter: { baseUrl: 'https://api.frankfurter.dev', pollMs: 3_600_000 },
    });
  });

  it('reads the real providers, their keys and addresses (a trailing slash dropped)', () => {
    const config = loadConfig({
      ...REAL,
      ...KEYS,
      XENDIT_BASE_URL: 'http://127.0.0.1:9000/',
      PROVIDER_TIMEOUT_MS: '2500',
      GOLD_PRICE_POLL_MS: '30000',
    });
    expect(config).toMatchObject({
      bankPayout: 'xendit',
      sms: 'twilio',
      goldPriceFeed: 'goldapi',
      fxRateFeed: 'frankfurter',
    });
    expect(config.providers.xendit).toEqual({
      secretKey: 'xnd_production_key',
      baseUrl: 'http://127.0.0.1:9000',
    });
    expect(config.providers.timeoutMs).toBe(2_500);
    expect(config.providers.goldApi.pollMs).toBe(30_000);
    expect(configProblems(config)).toEqual([]);
  });

  it('refuses a real provider without its key, in development too', () => {
    expect(configProblems(loadConfig(REAL))).toEqual([
      'BANK_PAYOUT=xendit needs XENDIT_SECRET_KEY: the provider refuses every call without it.',
      'SMS=twilio needs TWILIO_ACCOUNT_SID: the provider refuses every call without it.',
      'SMS=twilio needs TWILIO_AUTH_TOKEN: the provider refuses every call without it.',
      'SMS=twilio needs TWILIO_FROM: the provider refuses every call without it.',
      'GOLD_PRICE_FEED=goldapi needs GOLDAPI_KEY: the provider refuses every call without it.',
    ]);
  });

  it('refuses in production a provider address without TLS, and starts with https ones', () => {
    const cleartext = loadConfig({
      ...PRODUCTION,
      ...REAL,
      ...KEYS,
      XENDIT_BASE_URL: 'http://xendit.internal',
    });
    expect(configProblems(cleartext)).toEqual([
      "XENDIT_BASE_URL must be https in production: the provider's key would travel in clear.",
    ]);
    expect(configProblems(loadConfig({ ...PRODUCTION, ...REAL, ...KEYS }))).toEqual([]);
  });

  const refused: Record<string, string>[] = [
    { BANK_PAYOUT: 'flip' },
    { SMS: 'zenziva' },
    { XENDIT_BASE_URL: 'ftp://xendit' },
    { PROVIDER_TIMEOUT_MS: '0' },
    { FX_RATE_POLL_MS: 'hourly' },
  ];
  it.each(refused)('refuses %o', (env) => {
    expect(() => loadConfig(env)).toThrow(/configuration/);
  });
});
