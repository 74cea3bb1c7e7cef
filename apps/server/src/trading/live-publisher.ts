import type { LiveMessage } from '@emas/api';
import { type Candle, applyTick, contractById, pricePerGramSen } from '@emas/domain';
import type { CommittedBatch, Exchange } from './engine/exchange.ts';
import { jakartaDate } from './engine/daily-stats.ts';
import { depthBody, goldPricesBody, ohlcBody } from './market-views.ts';
import { tradeCandleBody } from './trade-candles.ts';

/** Market messages go out at most this often however busy the book; account notices at once. */
export const LIVE_MARKET_THROTTLE_MS = 100;

export type LivePublisherDeps = {
  readonly exchange: Exchange;
  readonly now: () => number;
  readonly referencePerGramSen: () => bigint;
  readonly rateIdrPerUsd: () => bigint;
  readonly broadcast: (message: LiveMessage) => void;
  readonly notifyAccount: (
    accountId: string,
    topics: readonly ('orders' | 'balance' | 'gold')[],
  ) => void;
};

/**
 * Pushes what the exchange commits: each touched account gets a notice to refetch its orders,
 * balance and gold; prices, depth, the OHLC and the minute's trade candle of touched contracts
 * go to everyone, coalesced
 * so a burst of batches costs one message of each kind per throttle window.
 */
export const createLivePublisher = (deps: LivePublisherDeps) => {
  const dirtyContracts = new Set<number>();
  /** Each contract's 1-minute candle of trades so far, and which ones changed since the flush. */
  const tradeCandles = new Map<number, Candle>();
  const dirtyCandles = new Set<number>();
  let pricesDirty = false;
  let timer: NodeJS.Timeout | null = null;

  const flush = (): void => {
    timer = null;
    const nowMs = deps.now();
    if (pricesDirty || dirtyContracts.size > 0) {
      deps.broadcast({
        type: 'prices',
        data: goldPricesBody(deps.exchange, deps.referencePerGramSen(), nowMs),
      });
    }
    if (dirtyContracts.size > 0) {
      deps.broadcast({ type: 'depth', data: depthBody(deps.exchange) });
      const today = jakartaDate(nowMs);
      const ohlc = [...dirtyContracts].flatMap((contractId) => {
        const contract = contractById(contractId);
        return contract === undefined
          ? []
          : [ohlcBody(contract, deps.exchange.snapshot(contractId), deps.rateIdrPerUsd(), today)];
      });
      deps.broadcast({ type: 'ohlc', data: ohlc });
    }
    for (const contractId of dirtyCandles) {
      const contract = contractById(contractId);
      const candle = tradeCandles.get(contractId);
      if (contract === undefined || candle === undefined) continue;
      deps.broadcast({
        type: 'candle',
        data: { symbol: contract.codeName, candle: tradeCandleBody(candle) },
      });
    }
    dirtyCandles.clear();
    dirtyContracts.clear();
    pricesDirty = false;
  };

  const schedule = (): void => {
    if (timer === null) timer = setTimeout(flush, LIVE_MARKET_THROTTLE_MS);
  };

  return {
    committed(batch: CommittedBatch): void {
      for (const accountId of batch.accountIds) {
        deps.notifyAccount(accountId, ['orders', 'balance', 'gold']);
      }
      for (const contractId of batch.contractIds) dirtyContracts.add(contractId);
      for (const trade of batch.trades) {
        const contract = contractById(trade.contractId);
        if (contract === undefined) continue;
        const perGram = pricePerGramSen(contract, trade.priceSen);
        const current = tradeCandles.get(trade.contractId) ?? null;
        tradeCandles.set(trade.contractId, applyTick(current, perGram, trade.atMs, '1m'));
        dirtyCandles.add(trade.contractId);
      }
      if (batch.contractIds.size > 0) schedule();
    },
    /** The reference moved: the running prices did too. */
    referenceMoved(): void {
      pricesDirty = true;
      schedule();
    },
    stop(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
};
