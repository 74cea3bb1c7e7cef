/**
 * The market feature's public surface: market data queries, the live channel's binding to the
 * cache, the price chart and the Trading Chart page.
 */
export {
  rateIdrPerUsd,
  useContracts,
  useDepth,
  useEndDayPrices,
  useGoldPrices,
  useMarketStatus,
  useOhlc,
  usePollInterval,
  useProducts,
  useRecentTrades,
  useStreamRate,
  TRADE_SYMBOLS,
  type ChartSymbol,
  type MarketStatusAnswer,
} from './queries.ts';
export { useLiveUpdates } from './live-updates.ts';
export { PriceChart } from './price-chart.tsx';
export { LiveIndicator } from './live-indicator.tsx';
export { TradingChartPage } from './trading-chart-page.tsx';
