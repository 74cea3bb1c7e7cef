import { xauUsdCentsOfFeedPrice } from '@emas/domain';
import type { Clock } from '../clock.ts';
import { callProvider, parseJsonKeepingNumbers, textFieldOf } from '../providers/index.ts';
import { type PolledFeed, createPolledFeed } from './polled-feed.ts';
import { type ReferenceQuote, referenceQuoteOf } from './reference-feed.ts';
import type { StreamRateFeed } from './stream-rate.ts';

/**
 * The gold reference price from GoldAPI.io (GOLD_PRICE_FEED=goldapi): GET /api/XAU/USD with the
 * `x-access-token` header answers `price`, US dollars per troy ounce, beside `timestamp`, `ask`,
 * `bid` and others (https://www.goldapi.io/openapi.json, `getLiveMetalPrice`; the fields as its
 * open-source clients read them); a refusal is a 4xx whose body has `error`. The price's own digits become cents (packages/domain feed-quotes.ts), and the gram
 * prices follow at the rate feed's buy rate, as the simulation's do. Until the first read
 * answers, `initialCents` (REFERENCE_XAU_USD) stands in; a failed read keeps the last price.
 */
export type GoldApiFeedOptions = {
  readonly clock: Clock;
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly pollMs: number;
  readonly initialCents: bigint;
  readonly rateFeed: StreamRateFeed;
  readonly onError: (error: unknown) => void;
};

export const createGoldApiReferenceFeed = (
  options: GoldApiFeedOptions,
): PolledFeed<ReferenceQuote> => {
  const read = async (): Promise<ReferenceQuote | null> => {
    const answer = await callProvider({
      url: `${options.baseUrl}/api/XAU/USD`,
      method: 'GET',
      headers: { 'x-access-token': options.apiKey, accept: 'application/json' },
      timeoutMs: options.timeoutMs,
      idempotent: true,
    });
    const body = answer.kind === 'answered' ? parseJsonKeepingNumbers(answer.body) : null;
    const ok = answer.kind === 'answered' && answer.status === 200;
    const price = ok ? textFieldOf(body, 'price') : null;
    const cents = price === null ? null : xauUsdCentsOfFeedPrice(price);
    if (cents !== null) return referenceQuoteOf(cents, options.rateFeed, options.clock.now());
    const why =
      answer.kind === 'answered'
        ? `HTTP ${answer.status}: ${textFieldOf(body, 'error') ?? 'no price'}`
        : answer.reason;
    options.onError(new Error(`GoldAPI gave no XAU/USD price (${why})`));
    return null;
  };
  const initial = referenceQuoteOf(options.initialCents, options.rateFeed, options.clock.now());
  return createPolledFeed({ ...options, initial, read });
};
