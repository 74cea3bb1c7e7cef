/** Market insight (/marketinsight) and the trade page's calendar and video frames. */
export { MarketInsightPage } from './market-insight-page.tsx';
export { TradeInsight } from './trade-insight.tsx';
