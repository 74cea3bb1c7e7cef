import { positiveInt } from '../config-values.ts';

/**
 * The outside providers a broker can switch on, beside each simulation: where each is reached,
 * its credentials, its deadline and how often a feed is read. Read once at start with the rest of
 * the configuration (config.ts); `providerProblems` lists what cannot work.
 */

type Env = Readonly<Record<string, string | undefined>>;

export type ProviderConfig = {
  /** How long one call to any provider may take before it counts as no answer. */
  readonly timeoutMs: number;
  /** Xendit Disbursements (BANK_PAYOUT=xendit): the secret API key, sent as Basic auth. */
  readonly xendit: { readonly secretKey: string | null; readonly baseUrl: string };
  /** Twilio Messages (SMS=twilio): the account, its auth token and the sender (number or MG…). */
  readonly twilio: {
    readonly accountSid: string | null;
    readonly authToken: string | null;
    readonly from: string | null;
    readonly baseUrl: string;
  };
  /** GoldAPI.io (GOLD_PRICE_FEED=goldapi): the access token and how often the price is read. */
  readonly goldApi: {
    readonly apiKey: string | null;
    readonly baseUrl: string;
    readonly pollMs: number;
  };
  /** Frankfurter (FX_RATE_FEED=frankfurter): keyless; how often the rate is read. */
  readonly frankfurter: { readonly baseUrl: string; readonly pollMs: number };
};

/** The choices a provider setting may name; `simulated` is every one's offline default. */
export const BANK_PAYOUTS = ['simulated', 'xendit'] as const;
export const SMS_PROVIDERS = ['simulated', 'twilio'] as const;
export const GOLD_PRICE_FEEDS = ['simulated', 'goldapi'] as const;
export const FX_RATE_FEEDS = ['simulated', 'frankfurter'] as const;

export type ProviderChoices = {
  readonly bankPayout: (typeof BANK_PAYOUTS)[number];
  readonly sms: (typeof SMS_PROVIDERS)[number];
  readonly goldPriceFeed: (typeof GOLD_PRICE_FEEDS)[number];
  readonly fxRateFeed: (typeof FX_RATE_FEEDS)[number];
};

const PROVIDER_TIMEOUT_MS_DEFAULT = 10_000;
/** GoldAPI's plans count requests a month: a minute apart is about 44,000 a month. */
const GOLD_PRICE_POLL_MS_DEFAULT = 60_000;
/** Frankfurter's reference rates change once or a few times a day: hourly is plenty. */
const FX_RATE_POLL_MS_DEFAULT = 3_600_000;

const settingOf = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();

/** An http(s) base URL without its trailing slash. */
const baseUrlOf = (value: string | undefined, fallback: string, name: string): string => {
  const url = value === undefined || value === '' ? fallback : value;
  if (!/^https?:\/\/[^\s"'<>]+$/.test(url)) {
    throw new Error(`configuration: ${name} must be an http(s) URL`);
  }
  return url.replace(/\/+$/, '');
};

export const loadProviderConfig = (env: Env): ProviderConfig => ({
  timeoutMs: positiveInt(
    env.PROVIDER_TIMEOUT_MS,
    PROVIDER_TIMEOUT_MS_DEFAULT,
    'PROVIDER_TIMEOUT_MS',
  ),
  xendit: {
    secretKey: settingOf(env.XENDIT_SECRET_KEY),
    baseUrl: baseUrlOf(env.XENDIT_BASE_URL, 'https://api.xendit.co', 'XENDIT_BASE_URL'),
  },
  twilio: {
    accountSid: settingOf(env.TWILIO_ACCOUNT_SID),
    authToken: settingOf(env.TWILIO_AUTH_TOKEN),
    from: settingOf(env.TWILIO_FROM),
    baseUrl: baseUrlOf(env.TWILIO_BASE_URL, 'https://api.twilio.com', 'TWILIO_BASE_URL'),
  },
  goldApi: {
    apiKey: settingOf(env.GOLDAPI_KEY),
    baseUrl: baseUrlOf(env.GOLDAPI_BASE_URL, 'https://www.goldapi.io', 'GOLDAPI_BASE_URL'),
    pollMs: positiveInt(env.GOLD_PRICE_POLL_MS, GOLD_PRICE_POLL_MS_DEFAULT, 'GOLD_PRICE_POLL_MS'),
  },
  frankfurter: {
    baseUrl: baseUrlOf(
      env.FRANKFURTER_BASE_URL,
      'https://api.frankfurter.dev',
      'FRANKFURTER_BASE_URL',
    ),
    pollMs: positiveInt(env.FX_RATE_POLL_MS, FX_RATE_POLL_MS_DEFAULT, 'FX_RATE_POLL_MS'),
  },
});

const missing = (settings: Readonly<Record<string, string | null>>, choice: string): string[] =>
  Object.entries(settings)
    .filter(([, value]) => value === null)
    .map(([name]) => `${choice} needs ${name}: the provider refuses every call without it.`);

/** Base URLs production sends credentials to: only over TLS. */
const cleartextUrls = (urls: Readonly<Record<string, string>>): string[] =>
  Object.entries(urls)
    .filter(([, url]) => !url.startsWith('https://'))
    .map(
      ([name]) => `${name} must be https in production: the provider's key would travel in clear.`,
    );

/**
 * Why the chosen providers cannot work, one sentence each. A real provider without its key is
 * refused in every environment (it could only fail); production also refuses a base URL
 * without TLS.
 */
export const providerProblems = (
  choices: ProviderChoices,
  providers: ProviderConfig,
  production: boolean,
): string[] => {
  const { xendit, twilio, goldApi, frankfurter } = providers;
  const chosen: Record<string, string>[] = [];
  const problems: string[] = [];
  if (choices.bankPayout === 'xendit') {
    problems.push(...missing({ XENDIT_SECRET_KEY: xendit.secretKey }, 'BANK_PAYOUT=xendit'));
    chosen.push({ XENDIT_BASE_URL: xendit.baseUrl });
  }
  if (choices.sms === 'twilio') {
    const { accountSid, authToken, from } = twilio;
    problems.push(
      ...missing(
        { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from },
        'SMS=twilio',
      ),
    );
    chosen.push({ TWILIO_BASE_URL: twilio.baseUrl });
  }
  if (choices.goldPriceFeed === 'goldapi') {
    problems.push(...missing({ GOLDAPI_KEY: goldApi.apiKey }, 'GOLD_PRICE_FEED=goldapi'));
    chosen.push({ GOLDAPI_BASE_URL: goldApi.baseUrl });
  }
  if (choices.fxRateFeed === 'frankfurter')
    chosen.push({ FRANKFURTER_BASE_URL: frankfurter.baseUrl });
  if (production) problems.push(...chosen.flatMap(cleartextUrls));
  return problems;
};
