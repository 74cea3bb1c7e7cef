import { idrPerUsdOfFeedRate } from '@emas/domain';
import type { Clock } from '../clock.ts';
import { callProvider, fieldOf, parseJsonKeepingNumbers, textFieldOf } from '../providers/index.ts';
import { type PolledFeed, createPolledFeed } from './polled-feed.ts';
import { STREAM_RATE_EXPIRY_GRACE_MS, type StreamRateQuote } from './stream-rate.ts';

/**
 * The USD/IDR rate from Frankfurter (FX_RATE_FEED=frankfurter), the keyless API over the central
 * banks' reference rates, as documented at https://frankfurter.dev/v1/ (GET
 * /v1/latest?base=USD&symbols=IDR answers `{ amount, base, date, rates: { IDR } }`). A reference
 * rate is one figure, so buy and sell are alike, as with the simulation. Until the first read
 * answers, `initialIdrPerUsd` (STREAM_RATE_IDR) stands in; a failed read keeps the last rate.
 */
export type FrankfurterRateOptions = {
  readonly clock: Clock;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly pollMs: number;
  readonly initialIdrPerUsd: bigint;
  readonly onError: (error: unknown) => void;
};

/** The rate in a Frankfurter answer, whole rupiah per dollar; null when it has none. */
const rateOfAnswer = (body: string): bigint | null => {
  const answer = parseJsonKeepingNumbers(body);
  if (textFieldOf(answer, 'base') !== 'USD') return null;
  const idr = textFieldOf(fieldOf(answer, 'rates'), 'IDR');
  return idr === null ? null : idrPerUsdOfFeedRate(idr);
};

export const createFrankfurterRateFeed = (
  options: FrankfurterRateOptions,
): PolledFeed<StreamRateQuote> => {
  const quoteAt = (rate: bigint, nowMs: number): StreamRateQuote => ({
    buyIdrPerUsd: rate,
    sellIdrPerUsd: rate,
    fetchedAtMs: nowMs,
    expiresAtMs: nowMs + options.pollMs + STREAM_RATE_EXPIRY_GRACE_MS,
    nextFetchAtMs: nowMs + options.pollMs,
  });
  const read = async (): Promise<StreamRateQuote | null> => {
    const answer = await callProvider({
      url: `${options.baseUrl}/v1/latest?base=USD&symbols=IDR`,
      method: 'GET',
      headers: { accept: 'application/json' },
      timeoutMs: options.timeoutMs,
      idempotent: true,
    });
    const ok = answer.kind === 'answered' && answer.status === 200;
    const rate = ok ? rateOfAnswer(answer.body) : null;
    if (rate !== null) return quoteAt(rate, options.clock.now());
    const why = answer.kind === 'answered' ? `HTTP ${answer.status}` : answer.reason;
    options.onError(new Error(`Frankfurter gave no USD/IDR rate (${why})`));
    return null;
  };
  const initial = quoteAt(options.initialIdrPerUsd, options.clock.now());
  return createPolledFeed({ ...options, initial, read });
};
