import type { Candle } from '@emas/domain';
import { type Bus, SUBJECTS } from '../../bus/index.ts';
import type { MarketData } from '../market-data.ts';
import type { ReferenceListener, ReferenceQuote } from '../reference-feed.ts';
import type { StreamRateListener, StreamRateQuote } from '../stream-rate.ts';
import type { MarketQuote } from './market-server.ts';

/** How long a gateway waits between asks for its first price while no leader answers. */
const FIRST_QUOTE_RETRY_MS = 500;

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/**
 * A gateway's market data: the leader's prices as it publishes them, and its candles on
 * request. `start` waits for the first price (a gateway cannot price anything without one).
 */
export const remoteMarketData = (
  bus: Bus,
  timeoutMs: number,
  log: { warn(message: string): void },
): MarketData => {
  let latest: MarketQuote | null = null;
  const referenceListeners = new Set<ReferenceListener>();
  const rateListeners = new Set<StreamRateListener>();
  const stops: (() => void)[] = [];
  const current = (): MarketQuote => {
    if (latest === null) throw new Error('no price from the leader yet');
    return latest;
  };
  const take = (quote: MarketQuote) => {
    const rateMoved = latest?.rate.fetchedAtMs !== quote.rate.fetchedAtMs;
    const referenceMoved = latest?.reference.atMs !== quote.reference.atMs;
    latest = quote;
    if (referenceMoved) for (const listener of referenceListeners) listener(quote.reference);
    if (rateMoved) for (const listener of rateListeners) listener(quote.rate);
  };
  const follow =
    <L>(listeners: Set<L>) =>
    (listener: L) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    };
  return {
    referenceFeed: {
      current: (): ReferenceQuote => current().reference,
      subscribe: follow(referenceListeners),
      start: () => {},
      stop: () => {},
    },
    rateFeed: {
      current: (): StreamRateQuote => current().rate,
      subscribe: follow(rateListeners),
      start: () => {},
      stop: () => {},
    },
    candles: {
      start: async () => {},
      stop: async () => {},
      current: () => null,
      recent: async (symbol, interval, limit) =>
        (await bus.request(SUBJECTS.candles, { symbol, interval, limit }, timeoutMs)) as Candle[],
    },
    async start() {
      stops.push(bus.subscribe(SUBJECTS.quote, (body) => take(body as MarketQuote)));
      while (latest === null) {
        const quote = await bus.request(SUBJECTS.quoteNow, null, timeoutMs).catch(() => null);
        if (quote !== null) take(quote as MarketQuote);
        else {
          log.warn('no exchange leader answers yet; waiting for the first price');
          await sleep(FIRST_QUOTE_RETRY_MS);
        }
      }
    },
    async stop() {
      for (const stop of stops.splice(0)) stop();
    },
    tick: () => {},
  };
};
