import { DEFAULT_STREAM_RATE_IDR_PER_USD, parseDecimalString } from '@emas/domain';

/** Server configuration, read once from the environment at start-up. */
export type Config = {
  readonly port: number;
  readonly databaseUrl: string;
  readonly smtpUrl: string | null;
  readonly environment: 'development' | 'production';
  readonly seedDemo: boolean;
  /** With the demo: weeks of trading made by the exchange on a fresh database. */
  readonly demoHistory: boolean;
  readonly captcha: 'altcha' | 'off';
  readonly marketHours: 'exchange' | 'always';
  readonly sessionIdleMs: number;
  readonly sessionAbsoluteMs: number;
  readonly tokenRefreshMs: number;
  readonly secret: string;
  /** Serve the API reference (/docs and /docs/json). */
  readonly apiDocs: boolean;
  readonly webDistDir: string | null;
  readonly logLevel: string;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it. */
  readonly trustProxy: boolean;
  /** The level the simulated gold reference price reverts to, US cents per troy ounce. */
  readonly referenceXauUsdCents: bigint;
  /** The simulated USD/IDR streaming rate, whole rupiah per US dollar (buy and sell alike). */
  readonly streamRateIdrPerUsd: bigint;
  /** Where the reference price and the rate come from; `simulated` is the only adapter yet. */
  readonly feeds: 'simulated';
  /** HIN of the lp account the built-in market maker quotes as; null turns it off. */
  readonly marketMakerHin: string | null;
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

const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new Error(`configuration: ${name} must be a positive whole number`);
  }
  return parsed;
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
const CENTS_SCALE = 2;

const DEFAULT_MARKET_MAKER_HIN = 'LP00000001';

/** MARKET_MAKER: `on` (the demo lp), `off`, or the HIN of the lp account to quote as. */
const marketMakerHin = (value: string | undefined): string | null => {
  if (value === undefined || value === '' || value === 'on') return DEFAULT_MARKET_MAKER_HIN;
  if (value === 'off') return null;
  if (/^(LP|CP)[0-9A-Z]{1,30}$/.test(value)) return value;
  throw new Error('configuration: MARKET_MAKER must be on, off or the HIN of an lp account');
};

/** The APP_SECRET of development; anyone can read it here, so production refuses it. */
export const DEVELOPMENT_SECRET = 'emas-development-secret-change-me';
/** The shortest APP_SECRET production accepts: the captcha's HMAC keys come from it. */
export const PRODUCTION_SECRET_LENGTH_MIN = 32;

export const loadConfig = (env: Env = process.env): Config => {
  const environment = oneOf(env.APP_ENV, ['development', 'production'], 'development');
  return {
    port: positiveInt(env.PORT, 8080, 'PORT'),
    databaseUrl: env.DATABASE_URL || 'sqlite:data/emas.db',
    smtpUrl: env.SMTP_URL || null,
    environment,
    seedDemo: env.SEED_DEMO === 'on' || env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    demoHistory: oneOf(env.DEMO_HISTORY, ['on', 'off'], 'on') === 'on',
    captcha: oneOf(env.CAPTCHA, ['altcha', 'off'], 'altcha'),
    marketHours: oneOf(env.MARKET_HOURS, ['exchange', 'always'], 'exchange'),
    sessionIdleMs: positiveInt(env.SESSION_IDLE_MS, 900_000, 'SESSION_IDLE_MS'),
    sessionAbsoluteMs: positiveInt(env.SESSION_ABSOLUTE_MS, 43_200_000, 'SESSION_ABSOLUTE_MS'),
    tokenRefreshMs: positiveInt(env.TOKEN_REFRESH_MS, 90_000, 'TOKEN_REFRESH_MS'),
    secret: env.APP_SECRET || DEVELOPMENT_SECRET,
    apiDocs:
      oneOf(env.API_DOCS, ['on', 'off'], environment === 'production' ? 'off' : 'on') === 'on',
    webDistDir: env.WEB_DIST_DIR ?? null,
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
    feeds: oneOf(env.FEEDS, ['simulated'], 'simulated'),
    marketMakerHin: marketMakerHin(env.MARKET_MAKER),
  };
};

/**
 * Why the configuration must not start, one sentence each; empty when it may. Only production
 * is held to these: development runs on the defaults. The list is docs/operations.md's
 * "Production refuses to start".
 */
export const configProblems = (config: Config): string[] => {
  if (config.environment !== 'production') return [];
  const problems: string[] = [];
  if (config.secret === DEVELOPMENT_SECRET) {
    problems.push('APP_SECRET is unset or the development value: captchas could be forged.');
  } else if (config.secret.length < PRODUCTION_SECRET_LENGTH_MIN) {
    problems.push(`APP_SECRET must have at least ${PRODUCTION_SECRET_LENGTH_MIN} characters.`);
  }
  if (config.seedDemo) {
    problems.push('SEED_DEMO is on: production never seeds demo accounts (set SEED_DEMO=off).');
  }
  return problems;
};

/** A configuration for tests: in-memory SQLite unless a URL is given, captcha off. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  databaseUrl: 'sqlite::memory:',
  captcha: 'off',
  marketHours: 'always',
  logLevel: 'silent',
  marketMakerHin: null,
  ...overrides,
});
