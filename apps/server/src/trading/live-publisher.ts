import type { LiveMessage } from '@emas/api';
import { contractById } from '@emas/domain';
import type { CommittedBatch, Exchange } from './engine/exchange.ts';
import { jakartaDate } from './engine/daily-stats.ts';
import { depthBody, goldPricesBody, ohlcBody } from './market-views.ts';

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
 * balance and gold; prices, depth and the OHLC of touched contracts go to everyone, coalesced
 * so a burst of batches costs one message of each kind per throttle window.
 */
export const createLivePublisher = (deps: LivePublisherDeps) => {
  const dirtyContracts = new Set<number>();
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
