/** The trading feature's public surface. */
export { Exchange, type CommittedBatch, type MarketSnapshot } from './engine/exchange.ts';
export type { CommandResult, ExchangeCommand } from './engine/commands.ts';
export { tradingRoutes } from './routes.ts';
export { watchEndOfDay } from './end-of-day.ts';
export { type Trading, type TradingDeps, createTrading } from './trading-stack.ts';
export { listOrders } from './order-repository.ts';
export { orderView } from './order-view.ts';
export { batchWriterFor } from './engine/batch-writer.ts';
