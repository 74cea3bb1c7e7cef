import { marketEndpoints as calls } from '@emas/api';
import { marketStatusAt } from '@emas/domain';
import type { FastifyPluginAsync } from 'fastify';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { MarketData } from './market-data.ts';
import { candleBody, streamRateBody } from './views.ts';

/** What the market routes need from the app. */
export type MarketRouteDeps = {
  readonly config: Config;
  readonly clock: Clock;
  readonly marketData: MarketData;
};

/**
 * The market calls. All are public: the login page and a signed-out shell show the closure
 * banner too, and the status, the rate and the reference candles are the same for everyone.
 */
export const marketRoutes: FastifyPluginAsync<MarketRouteDeps> = async (app, deps) => {
  /** The market-closed check the shell polls every 3 seconds (spec 000 section 4). */
  routeOf(app, calls.marketStatus, async () => {
    const nowMs = deps.clock.now();
    const { isClosed, closeType } = marketStatusAt(nowMs, deps.config.marketHours);
    return {
      status: 200 as const,
      is_closed: isClosed,
      close_type: closeType,
      server_time: new Date(nowMs).toISOString(),
    };
  });

  /** The USD/IDR streaming rate; the client refetches it at `next_fetch_at` (spec 000 §9). */
  routeOf(app, calls.streamRate, async () => ({
    status: 200 as const,
    data: streamRateBody(deps.marketData.rateFeed.current()),
  }));

  /** Reference-price candles for the chart, oldest first; the last one may still be open. */
  routeOf(app, calls.candles, async (request) => {
    const { symbol, interval, limit } = request.query;
    const candles = await deps.marketData.candles.recent(symbol, interval, limit);
    return {
      status: 200 as const,
      data: { symbol, interval, candles: candles.map((candle) => candleBody(symbol, candle)) },
    };
  });
};
