import type { FastifyBaseLogger } from 'fastify';
import { contractById } from '@emas/domain';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { LiveHub } from '../live/index.ts';
import type { MarketData } from '../market/index.ts';
import { watchEndOfDay } from './end-of-day.ts';
import { batchWriterFor } from './engine/batch-writer.ts';
import { Exchange } from './engine/exchange.ts';
import type { ExchangePort } from './exchange-port.ts';
import { createLivePublisher } from './live-publisher.ts';
import { createMarketMakerBot } from './market-maker/market-maker-bot.ts';

export type TradingDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly marketData: MarketData;
  readonly liveHub: LiveHub;
  readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The leading writer's epoch, fencing every batch; null for a database a test owns. */
  readonly epoch: bigint | null;
};

/** The exchange and what runs around it; the engine itself unless `E` says otherwise (a gateway). */
export type Trading<E extends ExchangePort = Exchange> = {
  readonly exchange: E;
  /** Rebuilds the books, then starts the live publisher, the end-of-day watch and the bot. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

const marketMakerAccountId = async (database: Database, hin: string): Promise<string | null> => {
  const row = await database.db
    .selectFrom('accounts')
    .select('id')
    .where('hin', '=', hin)
    .where('level', '=', 'lp')
    .executeTakeFirst();
  return row?.id ?? null;
};

/**
 * The trading side of the server: the exchange fed by the market data's reference price and
 * rate, its commits pushed to the live hub, the closing prices recorded when the market
 * closes, and (when configured) the market maker quoting as the lp account.
 */
export const createTrading = (deps: TradingDeps): Trading => {
  const { marketData } = deps;
  const referencePerGramSen = () => marketData.referenceFeed.current().idrSenPerGram;
  const exchange = new Exchange({
    database: deps.database,
    writer: batchWriterFor(deps.database, deps.config.databaseUrl, deps.epoch),
    clock: deps.clock,
    marketHours: deps.config.marketHours,
    log: deps.log,
    rateIdrPerUsd: () => marketData.rateFeed.current().buyIdrPerUsd,
    referencePriceSen: (contractId) => {
      const contract = contractById(contractId);
      return contract === undefined ? null : (referencePerGramSen() * contract.weightMg) / 1000n;
    },
  });
  const publisher = createLivePublisher({
    exchange,
    now: () => deps.clock.now(),
    referencePerGramSen,
    rateIdrPerUsd: () => marketData.rateFeed.current().buyIdrPerUsd,
    broadcast: deps.liveHub.broadcast,
    notifyAccount: deps.liveHub.notifyAccount,
  });
  const stops: (() => void | Promise<void>)[] = [];

  const startMarketMaker = async (): Promise<void> => {
    if (deps.config.marketMakerHin === null) return;
    const accountId = await marketMakerAccountId(deps.database, deps.config.marketMakerHin);
    if (accountId === null) {
      deps.log.warn(
        `no lp account with HIN ${deps.config.marketMakerHin}: the market maker is off`,
      );
      return;
    }
    const bot = createMarketMakerBot({
      accountId,
      submit: (command) => exchange.submit(command),
      openOrders: (contractId) => exchange.openOrdersOf(accountId, contractId),
      referencePerGramSen,
      onRefused: (contractId, code) =>
        deps.log.warn(`market maker quote on contract ${contractId} refused: ${code}`),
    });
    bot.start();
    stops.push(() => bot.stop());
  };

  return {
    exchange,
    async start() {
      await exchange.start();
      stops.push(exchange.onCommitted((batch) => publisher.committed(batch)));
      stops.push(marketData.referenceFeed.subscribe(() => publisher.referenceMoved()));
      stops.push(() => publisher.stop());
      stops.push(
        watchEndOfDay({
          db: deps.database.db,
          exchange,
          now: () => deps.clock.now(),
          marketHours: deps.config.marketHours,
          onError: (error) => deps.log.error({ err: error }, 'end of day'),
        }),
      );
      await startMarketMaker();
    },
    async stop() {
      for (const stop of stops.reverse()) await stop();
      stops.length = 0;
      await exchange.stop();
    },
  };
};
