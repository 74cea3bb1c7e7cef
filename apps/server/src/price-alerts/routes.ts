import { priceAlertEndpoints as calls } from '@emas/api';
import { contractById, parseDecimalString } from '@emas/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, valueOf } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { noStore } from '../plugins/no-store.ts';
import { createPriceAlert, deletePriceAlert, priceAlertsOf } from './alert-repository.ts';
import type { PriceAlertDeps } from './deps.ts';

const ok = 200 as const;
const PRICE_DECIMALS = 2;

/** Rupiah per lot (2 decimals, as the schema checked) to sen; zero is no price to wait for. */
const priceSenOf = (text: string): bigint => {
  const sen = parseDecimalString(text, PRICE_DECIMALS);
  if (sen === null || sen <= 0n) throw new AppError('InvalidPrice');
  return sen;
};

/**
 * The caller's price alerts: set, list, delete. Every call answers for the caller of the token
 * only; an alert of another account is not found.
 */
export const priceAlertRoutes: FastifyPluginAsync<PriceAlertDeps> = async (app, deps) => {
  const { db } = deps.database;
  const own = { onRequest: noStore };

  routeOf(
    app,
    calls.create,
    async (request) => {
      const { contract_id: contractId, direction, price } = request.body;
      // A disabled contract has no trades to wait for.
      if (contractById(contractId)?.status !== 'active') throw new AppError('ContractNotAvailable');
      const alert = { accountId: callerOf(request).id, contractId, direction };
      const created = await createPriceAlert(
        db,
        { ...alert, priceSen: priceSenOf(price) },
        deps.clock.now(),
      );
      return { status: ok, data: valueOf(created) };
    },
    own,
  );
  routeOf(
    app,
    calls.list,
    async (request) => ({ status: ok, data: await priceAlertsOf(db, callerOf(request).id) }),
    own,
  );
  routeOf(
    app,
    calls.delete,
    async (request) => {
      const { id } = request.params;
      if (!(await deletePriceAlert(db, callerOf(request).id, id))) {
        throw new AppError('PriceAlertNotFound');
      }
      return { status: ok, data: { id } };
    },
    own,
  );
};
