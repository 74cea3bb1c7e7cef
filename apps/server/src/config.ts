import {
  DEFAULT_STREAM_RATE_IDR_PER_USD,
  SCREENING_THRESHOLD_DEFAULT,
  parseDecimalString,
} from '@emas/domain';
import {
  BANK_PAYOUTS,
  FX_RATE_FEEDS,
  GOLD_PRICE_FEEDS,
  type ProviderChoices,
  type ProviderConfig,
  SMS_PROVIDERS,
  loadProviderConfig,
  providerProblems,
} from './providers/provider-config.ts';
import { positiveInt } from './config-values.ts';

/** Server configuration, read once from the environment at start-up. */
export type Config = {
  readonly port: number;
  /**
   * `single`: the whole platform in this process (`npm start`). In a cluster (`npm run
   * cluster`): `engine`, the exchange's leader or a standby, or `gateway`, the web app, the API
   * and the sockets, whose commands go to the leader over the bus.
   */
  readonly processRole: 'single' | 'engine' | 'gateway';
  /** The cluster's NATS server (PROCESS_ROLE engine or gateway). */
  readonly natsUrl: string;
  /** How long a gateway waits for the leader's answer before answering Retry. */
  readonly busTimeoutMs: number;
  readonly databaseUrl: string;
  readonly smtpUrl: string | null;
  readonly environment: 'development' | 'production';
  readonly seedDemo: boolean;
  /** With the demo: weeks of trading made by the exchange on a fresh database. */
  readonly demoHistory: boolean;
  readonly captcha: 'altcha' | 'off';
  /** How many tries a captcha asks for: `full` always, but in testConfig (no variable sets it). */
  readonly captchaWork: CaptchaWork;
  readonly marketHours: 'exchange' | 'always';
  readonly sessionIdleMs: number;
  readonly sessionAbsoluteMs: number;
  readonly tokenRefreshMs: number;
  readonly secret: string;
  /** Serve the API reference (/docs and /docs/json). */
  readonly apiDocs: boolean;
  readonly webDistDir: string | null;
  /**
   * The web app's address as people reach it (PUBLIC_WEB_URL), for the links in e-mails: an
   * applicant's correction, a new operator's set-password link (under /operator). Never taken
   * from a request's Host, which a caller chooses.
   */
  readonly publicWebUrl: string;
  readonly logLevel: string;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it. */
  readonly trustProxy: boolean;
  /** The level the simulated gold reference price reverts to, US cents per troy ounce. */
  readonly referenceXauUsdCents: bigint;
  /** The simulated USD/IDR streaming rate, whole rupiah per US dollar (buy and sell alike). */
  readonly streamRateIdrPerUsd: bigint;
  /** Where the gold reference price and the USD/IDR rate come from (GOLD_PRICE_FEED, FX_RATE_FEED). */
  readonly goldPriceFeed: ProviderChoices['goldPriceFeed'];
  readonly fxRateFeed: ProviderChoices['fxRateFeed'];
  /** The real providers' addresses, keys, deadline and polling (providers/provider-config.ts). */
  readonly providers: ProviderConfig;
  /** HIN of the lp account the built-in market maker quotes as; null turns it off. */
  readonly marketMakerHin: string | null;
  /** Bank accounts: the folder for uploads (selfies), outside the web root. */
  readonly uploadDir: string;
  /** The largest selfie accepted, in bytes. */
  readonly selfieBytesMax: number;
  /** Where the add-bank-account owner-name lookup goes; `simulated` is the only adapter yet. */
  readonly bankInquiry: 'simulated';
  /** How long the simulated bank takes to answer an inquiry, and how often it does not. */
  readonly bankInquiryDelayMs: number;
  readonly bankInquiryFailurePercent: number;
  /** How long the server waits for an inquiry's answer, and how often the simulated bank is slower. */
  readonly bankInquiryTimeoutMs: number;
  readonly bankInquiryTimeoutPercent: number;
  /** Cash withdrawals: the bank payout adapter (simulated or Xendit) and the simulation's behaviour. */
  readonly bankPayout: ProviderChoices['bankPayout'];
  readonly payoutDelayMs: number;
  readonly payoutTimeoutPercent: number;
  readonly payoutFailurePercent: number;
  /** What one account may withdraw in a Jakarta day, sen. */
  readonly withdrawalDailyLimitSen: bigint;
  /**
   * Money an operator moves (payout, credit limit, deposit, adjustment) at or above this, sen,
   * waits for a second finance operator's approval.
   */
  readonly secondApprovalThresholdSen: bigint;
  /** How long a bank withdrawal waits for its e-mail and SMS codes before it is released. */
  readonly withdrawalRequestExpiryMs: number;
  /** The SMS provider (OTP codes): simulated or Twilio; the simulation's delay and failures. */
  readonly sms: ProviderChoices['sms'];
  readonly smsDelayMs: number;
  readonly smsFailurePercent: number;
  /** Bullion delivery: the postal service adapter, its simulated delay, and the fixed origin. */
  readonly postal: 'simulated';
  readonly postalDelayMs: number;
  /** Share (0-100) of simulated postal calls (search, quote) that find the service down. */
  readonly postalFailurePercent: number;
  /** How long the server waits for a postal answer, and how often the simulated service is slower. */
  readonly postalTimeoutMs: number;
  readonly postalTimeoutPercent: number;
  readonly postalOriginPostcode: string;
  /** Market insight's third-party widgets (need internet): `none` shows our own data only. */
  readonly marketWidgets: 'none' | 'tradingview';
  /** The trade page's live video frames; empty: the latest videos operators published. */
  readonly tradeVideoSources: readonly string[];
  /** The largest video upload accepted, in bytes. */
  readonly videoBytesMax: number;
  /**
   * HINs of the accounts allowed to upload videos (VIDEO_UPLOADERS), as a broker asks the
   * operators; every other account is refused. Empty by default: nobody uploads.
   */
  readonly videoUploaders: readonly string[];
  /** The most one uploader's stored videos may total, in bytes. */
  readonly videoUploaderBytesMax: number;
  /** An upload no operator published is deleted, row and file, this long after it came. */
  readonly videoUnpublishedRetentionMs: number;
  /**
   * The news cards' feeds (RSS or Atom). A path (`/get/rss/…`) is read from this server itself,
   * so the offline defaults need no network: bundled sample feeds and our own domestic feed.
   */
  readonly newsGoldFeedUrl: string;
  readonly newsGlobalFeedUrl: string;
  readonly newsDomesticFeedUrl: string;
  /** How long one feed read may take, and how long a read feed is served before reading again. */
  readonly newsFeedTimeoutMs: number;
  readonly newsCacheTtlMs: number;
  /** The shell's live chat: ours over /v2/ws (`builtin`), or a third party's script. */
  readonly chatWidget: 'builtin' | 'thirdparty';
  /** The https script a `thirdparty` chat loads (needs internet; the CSP allows only it). */
  readonly chatWidgetScriptUrl: string | null;
  /** Screening: the score (0 to 1) at which a name on a list is a hit, and the daily hour. */
  readonly screeningMatchThreshold: number;
  /** The Jakarta hour (0-23) of the daily screening of every client. */
  readonly screeningHour: number;
  /** Cash in or out of one client in a Jakarta day that compliance reports to PPATK, sen. */
  readonly largeTransactionThresholdSen: bigint;
  /** Unusual patterns: how many just-under withdrawals, and within how many hours. */
  readonly structuringCountMin: number;
  readonly unusualWindowHours: number;
  /** The Jakarta hour (0-23) at which the day before's transaction report is built. */
  readonly transactionReportHour: number;
  /**
   * How many signed requests one API key may make in a minute (API_KEY_REQUESTS_PER_MINUTE):
   * counted in memory by a single process, in the database by a cluster's gateways together.
   */
  readonly apiKeyRequestsPerMinute: number;
  /**
   * Tests only (FAULT_INJECTION, refused in production): the point where the process kills
   * itself, to prove that what a crash between two writes leaves is repaired at restart.
   */
  readonly faultInjection: FaultPoint | null;
};

/** `test`: a captcha asks for a few tries instead of thousands, at the same cost (tests only). */
export type CaptchaWork = 'full' | 'test';

/**
 * The points FAULT_INJECTION can name: right after a shipment's status change is committed, and
 * right after a withdrawal's end (a payout the bank refused, a reject, an expiry) is committed.
 */
export const FAULT_POINTS = ['exit-after-shipment-status', 'exit-after-withdrawal-end'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

/** Kills this process at once (SIGKILL: nothing more runs) when `point` is the injected fault. */
export const faultPoint = (config: Pick<Config, 'faultInjection'>, point: FaultPoint): void => {
  if (config.faultInjection === point) process.kill(process.pid, 'SIGKILL');
};

type Env = Readonly<Record<string, string | undefined>>;

const oneOf = <T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T => {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`configuration: "${value}" is not one of ${allowed.join(', ')}`);
};

/** A positive decimal with at most `scale` decimals, as minor units of that scale. */
const positiveDecimal = (
  value: string | undefined,
  fallback: bigint,
  scale: number,
  name: string,
): bigint => {
  if (value === undefined || value === '') return fallback;
  const parsed = parseDecimalString(value, scale);
  if (parsed === null || parsed <= 0n) {
    throw new Error(
      `configuration: ${name} must be a positive number with at most ${scale} decimals`,
    );
  }
  return parsed;
};

const REFERENCE_XAU_USD_CENTS_DEFAULT = 265_000n;

/** A whole number from 0 to 100 (a rate in percent). */
const percent = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 100) {
    throw new Error(`configuration: ${name} must be a whole number from 0 to 100`);
  }
  return parsed;
};

/** Withdrawal defaults (docs/decisions.md): two BI-FAST maximums a day, 15 minutes for the codes. */
const WITHDRAWAL_DAILY_LIMIT_IDR_DEFAULT = 500_000_000;
const WITHDRAWAL_REQUEST_EXPIRY_MS_DEFAULT = 900_000;
const SECOND_APPROVAL_THRESHOLD_IDR_DEFAULT = 10_000_000;
const PAYOUT_DELAY_MS_DEFAULT = 300;
const SMS_DELAY_MS_DEFAULT = 150;
const BANK_INQUIRY_DELAY_MS_DEFAULT = 200;
/** How long the server waits for the bank or the post office before it says they are down. */
const OUTSIDE_SERVICE_TIMEOUT_MS_DEFAULT = 10_000;

/** Bullion delivery: the vault's post office (Gambir, Jakarta Pusat) and the simulated delay. */
const POSTAL_ORIGIN_POSTCODE_DEFAULT = '10110';
const POSTAL_DELAY_MS_DEFAULT = 200;
const postcode = (value: string | undefined): string => {
  if (value === undefined || value === '') return POSTAL_ORIGIN_POSTCODE_DEFAULT;
  if (/^\d{5}$/.test(value)) return value;
  throw new Error('configuration: POSTAL_ORIGIN must be a 5-digit postal code');
};
const CENTS_SCALE = 2;

const DEFAULT_MARKET_MAKER_HIN = 'LP00000001';

/** MARKET_MAKER: `on` (the demo lp), `off`, or the HIN of the lp account to quote as. */
const marketMakerHin = (value: string | undefined): string | null => {
  if (value === undefined || value === '' || value === 'on') return DEFAULT_MARKET_MAKER_HIN;
  if (value === 'off') return null;
  if (/^(LP|CP)[0-9A-Z]{1,30}$/.test(value)) return value;
  throw new Error('configuration: MARKET_MAKER must be on, off or the HIN of an lp account');
};

/** TRADE_VIDEO_SOURCES: comma-separated http(s) URLs of the trade page's video frames. */
const videoSources = (value: string | undefined): string[] => {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  for (const url of urls) {
    if (!/^https?:\/\/[^\s"'<>]+$/.test(url)) {
      throw new Error(`configuration: TRADE_VIDEO_SOURCES has "${url}", not an http(s) URL`);
    }
  }
  return urls;
};

/** A comma-separated list of account HINs (VIDEO_UPLOADERS), upper-cased. */
const hinList = (value: string | undefined, name: string): string[] => {
  const hins = (value ?? '')
    .split(',')
    .map((hin) => hin.trim().toUpperCase())
    .filter((hin) => hin !== '');
  for (const hin of hins) {
    if (!/^[A-Z]{2}[0-9A-Z]{1,30}$/.test(hin)) {
      throw new Error(`configuration: ${name} has "${hin}", not an account's HIN`);
    }
  }
  return hins;
};

/** CHAT_WIDGET_SCRIPT_URL: required, and an https URL, when CHAT_WIDGET is thirdparty. */
const chatWidgetScriptUrl = (kind: string, value: string | undefined): string | null => {
  if (kind !== 'thirdparty') return null;
  if (value !== undefined && /^https:\/\/[^\s"'<>]+$/.test(value)) return value;
  throw new Error('configuration: CHAT_WIDGET=thirdparty needs CHAT_WIDGET_SCRIPT_URL (https)');
};

/** A Jakarta hour of the day, 0 to 23. */
const hourOfDay = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 23) {
    throw new Error(`configuration: ${name} must be an hour from 0 to 23`);
  }
  return parsed;
};

/** SCREENING_MATCH_THRESHOLD: a score from 0.5 (too loose below) to 1 (exact names only). */
const matchThreshold = (value: string | undefined): number => {
  if (value === undefined || value === '') return SCREENING_THRESHOLD_DEFAULT;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0.5 || parsed > 1) {
    throw new Error('configuration: SCREENING_MATCH_THRESHOLD must be a number from 0.5 to 1');
  }
  return parsed;
};

/** Screening and reporting defaults (docs/decisions.md): 02:00 and 01:00 in Jakarta. */
const SCREENING_HOUR_DEFAULT = 2;
const TRANSACTION_REPORT_HOUR_DEFAULT = 1;
const LARGE_TRANSACTION_THRESHOLD_IDR_DEFAULT = 500_000_000;

/** Two requests a second on average: room for a trading program, not for a flood. */
const API_KEY_REQUESTS_PER_MINUTE_DEFAULT = 120;

/** FAULT_INJECTION: `off` (the default) or one of FAULT_POINTS. */
const faultInjection = (value: string | undefined): FaultPoint | null => {
  const point = oneOf(value, ['off', ...FAULT_POINTS], 'off');
  return point === 'off' ? null : point;
};

/** The APP_SECRET of development; anyone can read it here, so production refuses it. */
export const DEVELOPMENT_SECRET = 'emas-development-secret-change-me';
/** The shortest APP_SECRET production accepts: the captcha's HMAC keys come from it. */
export const PRODUCTION_SECRET_LENGTH_MIN = 32;

export const loadConfig = (env: Env = process.env): Config => {
  const environment = oneOf(env.APP_ENV, ['development', 'production'], 'development');
  const port = positiveInt(env.PORT, 8080, 'PORT');
  return {
    port,
    processRole: oneOf(env.PROCESS_ROLE, ['single', 'engine', 'gateway'], 'single'),
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    busTimeoutMs: positiveInt(env.BUS_TIMEOUT_MS, 5_000, 'BUS_TIMEOUT_MS'),
    databaseUrl: env.DATABASE_URL || 'sqlite:data/emas.db',
    smtpUrl: env.SMTP_URL || null,
    environment,
    seedDemo: env.SEED_DEMO === 'on' || env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    demoHistory: oneOf(env.DEMO_HISTORY, ['on', 'off'], 'on') === 'on',
    captcha: oneOf(env.CAPTCHA, ['altcha', 'off'], 'altcha'),
    captchaWork: 'full',
    marketHours: oneOf(env.MARKET_HOURS, ['exchange', 'always'], 'exchange'),
    sessionIdleMs: positiveInt(env.SESSION_IDLE_MS, 900_000, 'SESSION_IDLE_MS'),
    sessionAbsoluteMs: positiveInt(env.SESSION_ABSOLUTE_MS, 43_200_000, 'SESSION_ABSOLUTE_MS'),
    tokenRefreshMs: positiveInt(env.TOKEN_REFRESH_MS, 90_000, 'TOKEN_REFRESH_MS'),
    secret: env.APP_SECRET || DEVELOPMENT_SECRET,
    apiDocs:
      oneOf(env.API_DOCS, ['on', 'off'], environment === 'production' ? 'off' : 'on') === 'on',
    webDistDir: env.WEB_DIST_DIR ?? null,
    publicWebUrl: (env.PUBLIC_WEB_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: oneOf(env.TRUST_PROXY, ['on', 'off'], 'off') === 'on',
    referenceXauUsdCents: positiveDecimal(
      env.REFERENCE_XAU_USD,
      REFERENCE_XAU_USD_CENTS_DEFAULT,
      CENTS_SCALE,
      'REFERENCE_XAU_USD',
    ),
    streamRateIdrPerUsd: BigInt(
      positiveInt(env.STREAM_RATE_IDR, Number(DEFAULT_STREAM_RATE_IDR_PER_USD), 'STREAM_RATE_IDR'),
    ),
    goldPriceFeed: oneOf(env.GOLD_PRICE_FEED, GOLD_PRICE_FEEDS, 'simulated'),
    fxRateFeed: oneOf(env.FX_RATE_FEED, FX_RATE_FEEDS, 'simulated'),
    providers: loadProviderConfig(env),
    marketMakerHin: marketMakerHin(env.MARKET_MAKER),
    uploadDir: env.UPLOAD_DIR || 'data/uploads',
    selfieBytesMax: positiveInt(env.SELFIE_BYTES_MAX, 5_242_880, 'SELFIE_BYTES_MAX'),
    bankInquiry: oneOf(env.BANK_INQUIRY, ['simulated'], 'simulated'),
    bankInquiryDelayMs: positiveInt(
      env.BANK_INQUIRY_DELAY_MS,
      BANK_INQUIRY_DELAY_MS_DEFAULT,
      'BANK_INQUIRY_DELAY_MS',
    ),
    bankInquiryFailurePercent: percent(env.BANK_INQUIRY_FAILURE_PCT, 0, 'BANK_INQUIRY_FAILURE_PCT'),
    bankInquiryTimeoutMs: positiveInt(
      env.BANK_INQUIRY_TIMEOUT_MS,
      OUTSIDE_SERVICE_TIMEOUT_MS_DEFAULT,
      'BANK_INQUIRY_TIMEOUT_MS',
    ),
    bankInquiryTimeoutPercent: percent(env.BANK_INQUIRY_TIMEOUT_PCT, 0, 'BANK_INQUIRY_TIMEOUT_PCT'),
    sms: oneOf(env.SMS, SMS_PROVIDERS, 'simulated'),
    smsDelayMs: positiveInt(env.SMS_DELAY_MS, SMS_DELAY_MS_DEFAULT, 'SMS_DELAY_MS'),
    smsFailurePercent: percent(env.SMS_FAILURE_PCT, 0, 'SMS_FAILURE_PCT'),
    bankPayout: oneOf(env.BANK_PAYOUT, BANK_PAYOUTS, 'simulated'),
    payoutDelayMs: positiveInt(env.PAYOUT_DELAY_MS, PAYOUT_DELAY_MS_DEFAULT, 'PAYOUT_DELAY_MS'),
    payoutTimeoutPercent: percent(env.PAYOUT_TIMEOUT_PCT, 0, 'PAYOUT_TIMEOUT_PCT'),
    payoutFailurePercent: percent(env.PAYOUT_FAILURE_PCT, 0, 'PAYOUT_FAILURE_PCT'),
    withdrawalDailyLimitSen:
      BigInt(
        positiveInt(
          env.WITHDRAW_LIMIT_IDR,
          WITHDRAWAL_DAILY_LIMIT_IDR_DEFAULT,
          'WITHDRAW_LIMIT_IDR',
        ),
      ) * 100n,
    secondApprovalThresholdSen:
      BigInt(
        positiveInt(
          env.SECOND_APPROVAL_THRESHOLD_IDR,
          SECOND_APPROVAL_THRESHOLD_IDR_DEFAULT,
          'SECOND_APPROVAL_THRESHOLD_IDR',
        ),
      ) * 100n,
    withdrawalRequestExpiryMs: positiveInt(
      env.WITHDRAW_EXPIRY_MS,
      WITHDRAWAL_REQUEST_EXPIRY_MS_DEFAULT,
      'WITHDRAW_EXPIRY_MS',
    ),
    postal: oneOf(env.POSTAL, ['simulated'], 'simulated'),
    postalDelayMs: positiveInt(env.POSTAL_DELAY_MS, POSTAL_DELAY_MS_DEFAULT, 'POSTAL_DELAY_MS'),
    postalFailurePercent: percent(env.POSTAL_FAILURE_PCT, 0, 'POSTAL_FAILURE_PCT'),
    postalTimeoutMs: positiveInt(
      env.POSTAL_TIMEOUT_MS,
      OUTSIDE_SERVICE_TIMEOUT_MS_DEFAULT,
      'POSTAL_TIMEOUT_MS',
    ),
    postalTimeoutPercent: percent(env.POSTAL_TIMEOUT_PCT, 0, 'POSTAL_TIMEOUT_PCT'),
    postalOriginPostcode: postcode(env.POSTAL_ORIGIN),
    marketWidgets: oneOf(env.MARKET_WIDGETS, ['none', 'tradingview'], 'none'),
    tradeVideoSources: videoSources(env.TRADE_VIDEO_SOURCES),
    videoBytesMax: positiveInt(env.VIDEO_UPLOAD_BYTES_MAX, 209_715_200, 'VIDEO_UPLOAD_BYTES_MAX'),
    videoUploaders: hinList(env.VIDEO_UPLOADERS, 'VIDEO_UPLOADERS'),
    videoUploaderBytesMax: positiveInt(
      env.VIDEO_UPLOADER_BYTES_MAX,
      1_073_741_824,
      'VIDEO_UPLOADER_BYTES_MAX',
    ),
    videoUnpublishedRetentionMs: positiveInt(
      env.VIDEO_UNPUBLISHED_TTL_MS,
      7 * 24 * 60 * 60 * 1000,
      'VIDEO_UNPUBLISHED_TTL_MS',
    ),
    newsGoldFeedUrl: env.NEWS_GOLD_FEED_URL || '/get/rss/news/sample/gold.rss',
    newsGlobalFeedUrl: env.NEWS_GLOBAL_FEED_URL || '/get/rss/news/sample/global.rss',
    newsDomesticFeedUrl: env.NEWS_DOMESTIC_FEED_URL || '/get/rss/news/domestic_news.rss',
    newsFeedTimeoutMs: positiveInt(env.NEWS_FEED_TIMEOUT_MS, 5_000, 'NEWS_FEED_TIMEOUT_MS'),
    newsCacheTtlMs: positiveInt(env.NEWS_CACHE_TTL_MS, 300_000, 'NEWS_CACHE_TTL_MS'),
    chatWidget: oneOf(env.CHAT_WIDGET, ['builtin', 'thirdparty'], 'builtin'),
    chatWidgetScriptUrl: chatWidgetScriptUrl(env.CHAT_WIDGET ?? '', env.CHAT_WIDGET_SCRIPT_URL),
    screeningMatchThreshold: matchThreshold(env.SCREENING_MATCH_THRESHOLD),
    screeningHour: hourOfDay(env.SCREENING_HOUR, SCREENING_HOUR_DEFAULT, 'SCREENING_HOUR'),
    largeTransactionThresholdSen:
      BigInt(
        positiveInt(
          env.LARGE_TRANSACTION_THRESHOLD_IDR,
          LARGE_TRANSACTION_THRESHOLD_IDR_DEFAULT,
          'LARGE_TRANSACTION_THRESHOLD_IDR',
        ),
      ) * 100n,
    structuringCountMin: positiveInt(env.STRUCTURING_COUNT_MIN, 3, 'STRUCTURING_COUNT_MIN'),
    unusualWindowHours: positiveInt(env.UNUSUAL_WINDOW_HOURS, 24, 'UNUSUAL_WINDOW_HOURS'),
    transactionReportHour: hourOfDay(
      env.TRANSACTION_REPORT_HOUR,
      TRANSACTION_REPORT_HOUR_DEFAULT,
      'TRANSACTION_REPORT_HOUR',
    ),
    apiKeyRequestsPerMinute: positiveInt(
      env.API_KEY_REQUESTS_PER_MINUTE,
      API_KEY_REQUESTS_PER_MINUTE_DEFAULT,
      'API_KEY_REQUESTS_PER_MINUTE',
    ),
    faultInjection: faultInjection(env.FAULT_INJECTION),
  };
};

/**
 * Why the configuration must not start, one sentence each; empty when it may. Only production
 * is held to these (development runs on the defaults), but for a real provider without its key. The list is docs/operations.md's
 * "Production refuses to start".
 */
export const configProblems = (config: Config): string[] => {
  const clustered = config.processRole !== 'single';
  if (clustered && !config.databaseUrl.startsWith('postgres')) {
    return [
      `PROCESS_ROLE=${config.processRole} needs a PostgreSQL DATABASE_URL: a cluster shares it.`,
    ];
  }
  const production = config.environment === 'production';
  // A real provider without its key could only fail, so every environment refuses it.
  const problems = providerProblems(config, config.providers, production);
  if (!production) return problems;
  if (config.secret === DEVELOPMENT_SECRET) {
    problems.push('APP_SECRET is unset or the development value: captchas could be forged.');
  } else if (config.secret.length < PRODUCTION_SECRET_LENGTH_MIN) {
    problems.push(`APP_SECRET must have at least ${PRODUCTION_SECRET_LENGTH_MIN} characters.`);
  }
  if (config.seedDemo) {
    problems.push('SEED_DEMO is on: production never seeds demo accounts (set SEED_DEMO=off).');
  }
  if (config.faultInjection !== null) {
    problems.push('FAULT_INJECTION is set: it kills the process on purpose, for tests only.');
  }
  return problems;
};

/** A configuration for tests: in-memory SQLite unless a URL is given, captcha off. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  databaseUrl: 'sqlite::memory:',
  captcha: 'off',
  captchaWork: 'test',
  marketHours: 'always',
  logLevel: 'silent',
  marketMakerHin: null,
  // The simulated bank's answer time is for people; tests ask it many times.
  bankInquiryDelayMs: 1,
  ...overrides,
});
