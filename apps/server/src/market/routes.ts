import { marketStatusResponseSchema } from '@emas/api';
import { marketStatusAt } from '@emas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app.ts';

/**
 * The market-closed check the shell polls every 3 seconds (spec 000 section 4). Public: the
 * login page and a signed-out shell show the closure banner too, and the answer is the same for
 * everyone.
 */
export const marketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/v2/igx/market_status',
    {
      schema: { tags: ['market'], response: { 200: marketStatusResponseSchema } },
    },
    async () => {
      const nowMs = deps.clock.now();
      const { isClosed, closeType } = marketStatusAt(nowMs, deps.config.marketHours);
      return {
        status: 200 as const,
        is_closed: isClosed,
        close_type: closeType,
        server_time: new Date(nowMs).toISOString(),
      };
    },
  );
};
