/** The trading feature's public surface. */
import type { Feature } from '../feature.ts';
import type { MarketViewDeps } from './market-routes.ts';
import { tradingRoutes } from './routes.ts';

export { Exchange, type CommittedBatch, type MarketSnapshot } from './engine/exchange.ts';
export type { CommandResult, ExchangeCommand } from './engine/commands.ts';
export { watchEndOfDay } from './end-of-day.ts';
export { followTrades } from './follow-trades.ts';
export { type Trading, type TradingDeps, createTrading } from './trading-stack.ts';
export type { ExchangePort } from './exchange-port.ts';
export { serveExchange } from './cluster/exchange-server.ts';
export { remoteTrading } from './cluster/remote-exchange.ts';
export { orderListAnswer } from './order-list.ts';
export {
  type FeeScheduleCommand,
  feeScheduleRow,
  loadFeeSchedules,
} from './engine/fee-schedules.ts';
export { batchWriterFor } from './engine/batch-writer.ts';
export { openBuyMgOf } from './holding-repository.ts';
export {
  LEADERSHIP_TIMES,
  type Leadership,
  awaitLeadership,
  leadWith,
  tryToLead,
} from './leadership/leadership.ts';
export { type WriterLock, takeWriterLock } from './leadership/writer-lock.ts';
export { claimEpoch, readLeadership, standbyPids } from './leadership/leadership-repository.ts';

export const tradingFeature: Feature<MarketViewDeps> = { name: 'trading', routes: tradingRoutes };
