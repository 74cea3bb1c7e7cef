/** Server configuration, read once from the environment at start-up. */
export type Config = {
  readonly port: number;
  readonly databaseUrl: string;
  readonly smtpUrl: string | null;
  readonly environment: 'development' | 'production';
  readonly seedDemo: boolean;
  readonly captcha: 'altcha' | 'off';
  readonly marketHours: 'exchange' | 'always';
  readonly sessionIdleMs: number;
  readonly sessionAbsoluteMs: number;
  readonly tokenRefreshMs: number;
  readonly secret: string;
  readonly webDistDir: string | null;
  readonly logLevel: string;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it. */
  readonly trustProxy: boolean;
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

export const loadConfig = (env: Env = process.env): Config => ({
  port: positiveInt(env.PORT, 8080, 'PORT'),
  databaseUrl: env.DATABASE_URL || 'sqlite:data/emas.db',
  smtpUrl: env.SMTP_URL || null,
  environment: oneOf(env.APP_ENV, ['development', 'production'], 'development'),
  seedDemo: env.SEED_DEMO === 'on' || env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
  captcha: oneOf(env.CAPTCHA, ['altcha', 'off'], 'altcha'),
  marketHours: oneOf(env.MARKET_HOURS, ['exchange', 'always'], 'exchange'),
  sessionIdleMs: positiveInt(env.SESSION_IDLE_MS, 900_000, 'SESSION_IDLE_MS'),
  sessionAbsoluteMs: positiveInt(env.SESSION_ABSOLUTE_MS, 43_200_000, 'SESSION_ABSOLUTE_MS'),
  tokenRefreshMs: positiveInt(env.TOKEN_REFRESH_MS, 90_000, 'TOKEN_REFRESH_MS'),
  secret: env.APP_SECRET || 'emas-development-secret-change-me',
  webDistDir: env.WEB_DIST_DIR ?? null,
  logLevel: env.LOG_LEVEL || 'info',
  trustProxy: oneOf(env.TRUST_PROXY, ['on', 'off'], 'off') === 'on',
});

/** A configuration for tests: in-memory SQLite unless a URL is given, captcha off. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  databaseUrl: 'sqlite::memory:',
  captcha: 'off',
  marketHours: 'always',
  logLevel: 'silent',
  ...overrides,
});
