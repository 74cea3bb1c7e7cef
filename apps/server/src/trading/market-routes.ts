import { marketEndpoints as calls } from '@emas/api';
import { contractById, contracts } from '@emas/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { jakartaDate } from './engine/daily-stats.ts';
import type { ExchangePort } from './exchange-port.ts';
import { endDayPrices } from './end-of-day.ts';
import { depthBody, endDayPriceBody, goldPricesBody, ohlcBody } from './market-views.ts';
import { tradeCandleBody, tradeCandles } from './trade-candles.ts';

export type MarketViewDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly exchange: ExchangePort;
  readonly marketData: MarketData;
};

/**
 * The market calls of spec 001 section 7, public like the market status: prices, depth, the
 * day's OHLC and closing prices are the same for everyone. Each answers from the exchange's
 * last committed state.
 */
export const marketViewRoutes: FastifyPluginAsync<MarketViewDeps> = async (app, deps) => {
  routeOf(app, calls.golds, async () => ({
    status: 200 as const,
    data: goldPricesBody(
      deps.exchange,
      deps.marketData.referenceFeed.current().idrSenPerGram,
      deps.clock.now(),
    ),
  }));

  routeOf(app, calls.depth, async () => ({ status: 200 as const, data: depthBody(deps.exchange) }));

  routeOf(app, calls.ohlc, async (request) => {
    const contract = contractById(request.params.contractId);
    if (contract === undefined) throw new AppError('NotFound');
    return {
      status: 200 as const,
      data: ohlcBody(
        contract,
        deps.exchange.snapshot(contract.contractId),
        deps.marketData.rateFeed.current().buyIdrPerUsd,
        jakartaDate(deps.clock.now()),
      ),
    };
  });

  routeOf(app, calls.tradeCandles, async (request) => {
    const { symbol, interval, limit } = request.query;
    const contract = contracts.find((c) => c.codeName === symbol);
    if (contract === undefined) throw new AppError('NotFound');
    const candles = await tradeCandles(
      deps.database.db,
      contract,
      interval,
      limit,
      deps.clock.now(),
    );
    return {
      status: 200 as const,
      data: { symbol, interval, candles: candles.map(tradeCandleBody) },
    };
  });

  routeOf(app, calls.endDayPrices, async (request) => {
    const nowMs = deps.clock.now();
    const date = request.query.date ?? jakartaDate(nowMs);
    const rows = await endDayPrices(deps.database.db, deps.exchange, date, nowMs);
    return { status: 200 as const, data: rows.map(endDayPriceBody) };
  });
};
