import {
  contractGoldBalancesResponseSchema,
  inventoriesQuerySchema,
  inventoriesResponseSchema,
  userIdParamsSchema,
} from '@emas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectOf } from '../permissions/index.ts';
import type { Database } from '../db/database.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { contractGoldBalances, inventoriesOf } from './holding-repository.ts';

const TAGS = ['trading'];
const security = [{ bearerAuth: [] }];

/** Gold inventory lots (LIFO) and the gold balance per contract (spec 001 section 7). */
export const holdingRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, deps) => {
  const { db } = deps.database;
  const guarded = { preHandler: app.authenticate };

  app.get(
    '/v2/inventories/:user_id',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        security,
        params: userIdParamsSchema,
        querystring: inventoriesQuerySchema,
        response: { 200: inventoriesResponseSchema },
      },
    },
    async (request) => {
      const accountId = await subjectOf(db, callerOf(request), request.params.user_id);
      const { type, sort_direction: sortDirection, contract_id: contractId } = request.query;
      // Every lot is bought on the exchange (TRADE): there is no GTMU lot to list.
      if (type === 'GTMU') return { status: 200 as const, data: [] };
      return {
        status: 200 as const,
        data: await inventoriesOf(db, accountId, sortDirection, contractId),
      };
    },
  );

  app.get(
    '/v2/balances/:user_id/gold',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        security,
        params: userIdParamsSchema,
        response: { 200: contractGoldBalancesResponseSchema },
      },
    },
    async (request) => {
      const accountId = await subjectOf(db, callerOf(request), request.params.user_id);
      return { status: 200 as const, data: await contractGoldBalances(db, accountId) };
    },
  );
};
