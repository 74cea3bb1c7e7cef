/**
 * Proves what production refuses to start with (the development or a short APP_SECRET, SEED_DEMO
 * on) while development starts on the defaults, and that API_DOCS defaults to on in development
 * and off in production.
 */
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET, configProblems, loadConfig } from './config.ts';

const STRONG_SECRET = 'k7Qe2v9XbN4mTz8LwR1yHc6PdJ3sGf5A';
const production = { APP_ENV: 'production', APP_SECRET: STRONG_SECRET };

describe('configProblems', () => {
  it('lets development start on the defaults, demo seed included', () => {
    expect(configProblems(loadConfig({ SEED_DEMO: 'on' }))).toEqual([]);
  });

  it('lets production start with its own secret and no demo seed', () => {
    expect(configProblems(loadConfig({ ...production, SEED_DEMO: 'off' }))).toEqual([]);
  });

  it.each([
    { name: 'unset', secret: undefined },
    { name: 'empty', secret: '' },
    { name: 'the development value', secret: DEVELOPMENT_SECRET },
  ])('refuses production with an APP_SECRET that is $name', ({ secret }) => {
    expect(configProblems(loadConfig({ APP_ENV: 'production', APP_SECRET: secret }))).toEqual([
      'APP_SECRET is unset or the development value: captchas could be forged.',
    ]);
  });

  it('refuses production with an APP_SECRET shorter than 32 characters', () => {
    const config = loadConfig({ APP_ENV: 'production', APP_SECRET: STRONG_SECRET.slice(1) });
    expect(configProblems(config)).toEqual(['APP_SECRET must have at least 32 characters.']);
  });

  it.each(['on', 'true', '1'])('refuses production with SEED_DEMO=%s', (seed) => {
    expect(configProblems(loadConfig({ ...production, SEED_DEMO: seed }))).toEqual([
      'SEED_DEMO is on: production never seeds demo accounts (set SEED_DEMO=off).',
    ]);
  });

  it('refuses production with a FAULT_INJECTION point, and lets development have one', () => {
    const fault = { FAULT_INJECTION: 'exit-after-shipment-status' };
    expect(configProblems(loadConfig({ ...production, ...fault }))).toEqual([
      'FAULT_INJECTION is set: it kills the process on purpose, for tests only.',
    ]);
    expect(loadConfig(fault).faultInjection).toBe('exit-after-shipment-status');
    expect(configProblems(loadConfig(fault))).toEqual([]);
    expect(() => loadConfig({ FAULT_INJECTION: 'exit-anywhere' })).toThrow(/one of off/);
  });

  it('names every problem at once', () => {
    expect(configProblems(loadConfig({ APP_ENV: 'production', SEED_DEMO: 'on' }))).toHaveLength(2);
  });
});

describe('API_DOCS', () => {
  it.each([
    { env: {}, apiDocs: true },
    { env: { API_DOCS: 'off' }, apiDocs: false },
    { env: production, apiDocs: false },
    { env: { ...production, API_DOCS: 'on' }, apiDocs: true },
  ])('is $apiDocs for $env', ({ env, apiDocs }) => {
    expect(loadConfig(env).apiDocs).toBe(apiDocs);
  });

  it('refuses anything but on and off', () => {
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/one of on, off/);
  });
});

describe('withdrawal configuration', () => {
  it('defaults to the simulated bank, Rp 500.000.000 a day and 15 minutes for the codes', () => {
    expect(loadConfig({})).toMatchObject({
      bankPayout: 'simulated',
      payoutTimeoutPercent: 0,
      payoutFailurePercent: 0,
      withdrawalDailyLimitSen: 50_000_000_000n,
      withdrawalRequestExpiryMs: 900_000,
    });
  });

  it('reads its variables and refuses rates outside 0 to 100', () => {
    const config = loadConfig({
      WITHDRAW_LIMIT_IDR: '1000000',
      PAYOUT_TIMEOUT_PCT: '10',
      PAYOUT_FAILURE_PCT: '0',
    });
    expect(config.withdrawalDailyLimitSen).toBe(100_000_000n);
    expect(config.payoutTimeoutPercent).toBe(10);
    expect(() => loadConfig({ PAYOUT_FAILURE_PCT: '101' })).toThrow(/0 to 100/);
    expect(() => loadConfig({ BANK_PAYOUT: 'real' })).toThrow(/one of simulated/);
  });
});

describe('outside services: how long the server waits, and how often the simulation is slower', () => {
  it('waits 10 s for the bank and the post office by default, never slower', () => {
    expect(loadConfig({})).toMatchObject({
      bankInquiryTimeoutMs: 10_000,
      bankInquiryTimeoutPercent: 0,
      postalTimeoutMs: 10_000,
      postalTimeoutPercent: 0,
    });
  });

  it('reads its variables and refuses rates outside 0 to 100', () => {
    expect(
      loadConfig({
        BANK_INQUIRY_TIMEOUT_MS: '3000',
        BANK_INQUIRY_TIMEOUT_PCT: '20',
        POSTAL_TIMEOUT_MS: '4000',
        POSTAL_TIMEOUT_PCT: '5',
      }),
    ).toMatchObject({
      bankInquiryTimeoutMs: 3_000,
      bankInquiryTimeoutPercent: 20,
      postalTimeoutMs: 4_000,
      postalTimeoutPercent: 5,
    });
    expect(() => loadConfig({ POSTAL_TIMEOUT_PCT: '101' })).toThrow(/0 to 100/);
    expect(() => loadConfig({ BANK_INQUIRY_TIMEOUT_MS: '0' })).toThrow(/BANK_INQUIRY_TIMEOUT_MS/);
  });
});

describe('bank-account configuration', () => {
  it('defaults to data/uploads, 5 MiB selfies and the simulated bank inquiry', () => {
    const config = loadConfig({});
    expect(config.uploadDir).toBe('data/uploads');
    expect(config.selfieBytesMax).toBe(5_242_880);
    expect(config.bankInquiry).toBe('simulated');
  });

  it('reads its variables and refuses a bad size or adapter', () => {
    const config = loadConfig({ UPLOAD_DIR: '/var/emas/uploads', SELFIE_BYTES_MAX: '1000' });
    expect(config.uploadDir).toBe('/var/emas/uploads');
    expect(config.selfieBytesMax).toBe(1000);
    expect(() => loadConfig({ SELFIE_BYTES_MAX: '0' })).toThrow(/SELFIE_BYTES_MAX/);
    expect(() => loadConfig({ BANK_INQUIRY: 'live' })).toThrow(/not one of/);
  });
});

describe('bullion delivery configuration', () => {
  it('defaults to the simulated postal service from Gambir (10110)', () => {
    expect(loadConfig({})).toMatchObject({
      postal: 'simulated',
      postalDelayMs: 200,
      postalOriginPostcode: '10110',
    });
  });

  it('reads its variables and refuses a bad postal code or adapter', () => {
    const config = loadConfig({ POSTAL_ORIGIN: '40111', POSTAL_DELAY_MS: '5' });
    expect(config.postalOriginPostcode).toBe('40111');
    expect(config.postalDelayMs).toBe(5);
    expect(() => loadConfig({ POSTAL_ORIGIN: '1011' })).toThrow(/5-digit/);
    expect(() => loadConfig({ POSTAL: 'pos-indonesia' })).toThrow(/not one of/);
  });
});

describe('news feed configuration', () => {
  it('defaults to feeds this server serves itself, so the cards work offline', () => {
    expect(loadConfig({})).toMatchObject({
      newsGoldFeedUrl: '/get/rss/news/sample/gold.rss',
      newsGlobalFeedUrl: '/get/rss/news/sample/global.rss',
      newsDomesticFeedUrl: '/get/rss/news/domestic_news.rss',
      newsFeedTimeoutMs: 5_000,
      newsCacheTtlMs: 300_000,
    });
  });

  it('reads its variables and refuses a bad timeout', () => {
    const config = loadConfig({
      NEWS_GOLD_FEED_URL: 'https://feeds.example/gold.rss',
      NEWS_CACHE_TTL_MS: '60000',
    });
    expect(config.newsGoldFeedUrl).toBe('https://feeds.example/gold.rss');
    expect(config.newsCacheTtlMs).toBe(60_000);
    expect(() => loadConfig({ NEWS_FEED_TIMEOUT_MS: '-1' })).toThrow(/NEWS_FEED_TIMEOUT_MS/);
  });
});

describe('market insight and video configuration', () => {
  it('defaults to no third-party widgets, published uploads in the frames and 200 MB videos', () => {
    const config = loadConfig({});
    expect(config.marketWidgets).toBe('none');
    expect(config.tradeVideoSources).toEqual([]);
    expect(config.videoBytesMax).toBe(209_715_200);
  });

  it('reads its variables and refuses a bad widget provider, URL or size', () => {
    const config = loadConfig({
      MARKET_WIDGETS: 'tradingview',
      TRADE_VIDEO_SOURCES: ' https://a.example/live , http://b.example/v.mp4 ',
      VIDEO_UPLOAD_BYTES_MAX: '1024',
    });
    expect(config.marketWidgets).toBe('tradingview');
    expect(config.tradeVideoSources).toEqual(['https://a.example/live', 'http://b.example/v.mp4']);
    expect(config.videoBytesMax).toBe(1024);
    expect(() => loadConfig({ MARKET_WIDGETS: 'other' })).toThrow(/MARKET_WIDGETS|not one of/);
    expect(() => loadConfig({ TRADE_VIDEO_SOURCES: 'javascript:alert(1)' })).toThrow(
      /TRADE_VIDEO_SOURCES/,
    );
    expect(() => loadConfig({ VIDEO_UPLOAD_BYTES_MAX: '0' })).toThrow(/VIDEO_UPLOAD_BYTES_MAX/);
  });

  it('lets nobody upload videos by default, and reads the uploaders, quota and retention', () => {
    expect(loadConfig({}).videoUploaders).toEqual([]);
    const config = loadConfig({
      VIDEO_UPLOADERS: ' pc00000001 , LP00000001 ',
      VIDEO_UPLOADER_BYTES_MAX: '2048',
      VIDEO_UNPUBLISHED_TTL_MS: '60000',
    });
    expect(config.videoUploaders).toEqual(['PC00000001', 'LP00000001']);
    expect(config.videoUploaderBytesMax).toBe(2048);
    expect(config.videoUnpublishedRetentionMs).toBe(60_000);
    expect(() => loadConfig({ VIDEO_UPLOADERS: 'client@demo.emas.id' })).toThrow(/VIDEO_UPLOADERS/);
  });
});

describe('chat widget configuration', () => {
  it("defaults to the product's own chat, with no script", () => {
    const config = loadConfig({});
    expect(config.chatWidget).toBe('builtin');
    expect(config.chatWidgetScriptUrl).toBeNull();
  });

  it('takes a third-party script only over https, and only when asked for', () => {
    const url = 'https://chat.example/widget.js';
    const config = loadConfig({ CHAT_WIDGET: 'thirdparty', CHAT_WIDGET_SCRIPT_URL: url });
    expect(config.chatWidget).toBe('thirdparty');
    expect(config.chatWidgetScriptUrl).toBe(url);
    expect(loadConfig({ CHAT_WIDGET_SCRIPT_URL: url }).chatWidgetScriptUrl).toBeNull();
    expect(() => loadConfig({ CHAT_WIDGET: 'thirdparty' })).toThrow(/CHAT_WIDGET_SCRIPT_URL/);
    expect(() =>
      loadConfig({ CHAT_WIDGET: 'thirdparty', CHAT_WIDGET_SCRIPT_URL: 'http://chat.example/w.js' }),
    ).toThrow(/CHAT_WIDGET_SCRIPT_URL/);
    expect(() => loadConfig({ CHAT_WIDGET: 'other' })).toThrow(/CHAT_WIDGET|not one of/);
  });
});

describe('PUBLIC_WEB_URL', () => {
  it("is the e-mailed links' base without a trailing slash, this machine's own when unset", () => {
    expect(loadConfig({ PUBLIC_WEB_URL: 'https://emas.example.co.id/' }).publicWebUrl).toBe(
      'https://emas.example.co.id',
    );
    expect(loadConfig({ PORT: '9090' }).publicWebUrl).toBe('http://localhost:9090');
  });
});

describe('screening and transaction report configuration', () => {
  it('defaults to 0.88, 02:00 and 01:00 in Jakarta, Rp 500.000.000, 3 withdrawals in 24 hours', () => {
    expect(loadConfig({})).toMatchObject({
      screeningMatchThreshold: 0.88,
      screeningHour: 2,
      transactionReportHour: 1,
      largeTransactionThresholdSen: 50_000_000_000n,
      structuringCountMin: 3,
      unusualWindowHours: 24,
    });
  });

  it('reads its variables and refuses a threshold or an hour out of range', () => {
    const config = loadConfig({
      SCREENING_MATCH_THRESHOLD: '0.92',
      SCREENING_HOUR: '0',
      LARGE_TRANSACTION_THRESHOLD_IDR: '100000000',
    });
    expect(config.screeningMatchThreshold).toBe(0.92);
    expect(config.screeningHour).toBe(0);
    expect(config.largeTransactionThresholdSen).toBe(10_000_000_000n);
    expect(() => loadConfig({ SCREENING_MATCH_THRESHOLD: '0.3' })).toThrow(/0.5 to 1/);
    expect(() => loadConfig({ SCREENING_HOUR: '24' })).toThrow(/0 to 23/);
    expect(() => loadConfig({ TRANSACTION_REPORT_HOUR: '1.5' })).toThrow(/0 to 23/);
  });
});
