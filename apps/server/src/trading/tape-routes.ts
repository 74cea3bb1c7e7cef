import { marketEndpoints, orderEndpoints } from '@emas/api';
import { contractById } from '@emas/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { fillsOf, recentTrades } from './trade-tape.ts';

export type TapeRouteDeps = { readonly database: Database; readonly clock: Clock };

const MS_PER_SECOND = 1_000;

const contractOrNotFound = (contractId: number) => {
  const contract = contractById(contractId);
  if (contract === undefined) throw new AppError('NotFound');
  return contract;
};

/**
 * The trading screen's trades: a contract's latest trades for everyone (the tape beside the
 * depth), and the caller's own fills of a contract in a span for the chart's markers. The
 * account is the token's: no call names another account's fills.
 */
export const tapeRoutes: FastifyPluginAsync<TapeRouteDeps> = async (app, deps) => {
  const { db } = deps.database;

  routeOf(app, marketEndpoints.recentTrades, async (request) => {
    const { contract_id: contractId, limit } = request.query;
    const contract = contractOrNotFound(contractId);
    return { status: 200 as const, data: await recentTrades(db, contract, limit) };
  });

  routeOf(app, orderEndpoints.fills, async (request) => {
    const { contract_id: contractId, from, to } = request.query;
    const contract = contractOrNotFound(contractId);
    const fromMs = from * MS_PER_SECOND;
    // Up to the end of the `to` second, and never past now.
    const toMs = Math.min(
      to === undefined ? deps.clock.now() : to * MS_PER_SECOND + MS_PER_SECOND - 1,
      deps.clock.now(),
    );
    if (fromMs > toMs) throw new AppError('FillSpanInvalid');
    const fills = await fillsOf(db, callerOf(request).id, contract, { fromMs, toMs });
    return { status: 200 as const, data: fills };
  });
};
