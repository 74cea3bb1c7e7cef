import { orderEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import { subjectGuard, subjectIdOf, subjectIn } from '../permissions/index.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { Database } from '../db/database.ts';
import { contractGoldBalances, inventoriesOf } from './holding-repository.ts';

/** Gold inventory lots (LIFO) and the gold balance per contract (spec 001 section 7). */
export const holdingRoutes: FastifyPluginAsync<{ database: Database }> = async (app, deps) => {
  const { db } = deps.database;
  const inPath = { guards: [subjectGuard(db, subjectIn.params)] };

  routeOf(
    app,
    calls.inventories,
    async (request) => {
      const accountId = subjectIdOf(request);
      const { type, sort_direction: sortDirection, contract_id: contractId } = request.query;
      // Every lot is bought on the exchange (TRADE): there is no GTMU lot to list.
      if (type === 'GTMU') return { status: 200 as const, data: [] };
      return {
        status: 200 as const,
        data: await inventoriesOf(db, accountId, sortDirection, contractId),
      };
    },
    inPath,
  );

  routeOf(
    app,
    calls.contractGold,
    async (request) => {
      const accountId = subjectIdOf(request);
      return { status: 200 as const, data: await contractGoldBalances(db, accountId) };
    },
    inPath,
  );
};
