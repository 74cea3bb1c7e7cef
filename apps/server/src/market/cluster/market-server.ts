import type { CandleInterval } from '@emas/domain';
import { type Bus, SUBJECTS } from '../../bus/index.ts';
import type { MarketData } from '../market-data.ts';
import type { ReferenceSymbol } from '../reference-candle-repository.ts';
import type { ReferenceQuote } from '../reference-feed.ts';
import type { StreamRateQuote } from '../stream-rate.ts';

/** The reference price and the rate, as the bus carries them. */
export type MarketQuote = { readonly reference: ReferenceQuote; readonly rate: StreamRateQuote };

export type CandlesAsked = {
  readonly symbol: ReferenceSymbol;
  readonly interval: CandleInterval;
  readonly limit: number;
};

/**
 * The leader's market data on the bus: one feed for the whole cluster, its prices published
 * as they move and answered on request, and its candles (which the leader alone writes).
 */
export const serveMarketData = (marketData: MarketData, bus: Bus): (() => void) => {
  const quote = (): MarketQuote => ({
    reference: marketData.referenceFeed.current(),
    rate: marketData.rateFeed.current(),
  });
  const publish = () => bus.publish(SUBJECTS.quote, quote());
  const stops = [
    bus.serve(SUBJECTS.quoteNow, async () => quote()),
    bus.serve(SUBJECTS.candles, async (body) => {
      const { symbol, interval, limit } = body as CandlesAsked;
      return marketData.candles.recent(symbol, interval, limit);
    }),
    marketData.referenceFeed.subscribe(publish),
    marketData.rateFeed.subscribe(publish),
  ];
  return () => {
    for (const stop of stops) stop();
  };
};
