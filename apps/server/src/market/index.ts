/** What other features may use from market data: the feeds, the candles and their types. */
import type { Feature } from '../feature.ts';
import { type MarketRouteDeps, marketRoutes } from './routes.ts';

export { type MarketData, type MarketDataDeps, createMarketData } from './market-data.ts';
export type { ReferenceFeed, ReferenceQuote, ReferenceListener } from './reference-feed.ts';
export type { StreamRateFeed, StreamRateQuote, StreamRateListener } from './stream-rate.ts';
export type { ReferenceCandles } from './reference-candles.ts';
export { REFERENCE_SYMBOLS, type ReferenceSymbol } from './reference-candle-repository.ts';
export { serveMarketData } from './cluster/market-server.ts';
export { remoteMarketData } from './cluster/remote-market-data.ts';

export const marketFeature: Feature<MarketRouteDeps> = { name: 'market', routes: marketRoutes };
