import { recurringBuyEndpoints as calls } from '@emas/api';
import {
  MONEY_DECIMALS,
  canPlaceOrders,
  checkRecurringAmount,
  checkRecurringTiming,
  contractById,
  isBrokerId,
  isContractOrderable,
  parseDecimalString,
} from '@emas/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, valueOf } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { RecurringBuyDeps } from './deps.ts';
import { runNow } from './run-now.ts';
import { changeSchedule, createSchedule, ownSchedule, schedulesOf } from './schedule-repository.ts';
import { runsPage, scheduleViews } from './views.ts';

const ok = 200 as const;

/** Recurring buys are a client's of the default broker, for itself, as its orders are. */
const buyerOf = (request: FastifyRequest): string => {
  const caller = callerOf(request);
  const brokerId = isBrokerId(caller.brokerId) ? caller.brokerId : null;
  if (brokerId === null || !canPlaceOrders({ level: caller.level, brokerId })) {
    throw new AppError('AccessDenied');
  }
  return caller.id;
};

/** A contract a client may buy by market order. */
const buyableContract = (contractId: number): number => {
  const contract = contractById(contractId);
  if (contract === undefined || !isContractOrderable(contract, 'buy', 'market')) {
    throw new AppError('ContractNotAvailable');
  }
  return contract.contractId;
};

const amountSenOf = (text: string): bigint => {
  const sen = parseDecimalString(text, MONEY_DECIMALS);
  return valueOf(checkRecurringAmount(sen ?? -1n));
};

/** The client's schedules: start, list with their runs, pause, resume, cancel. */
export const recurringBuyRoutes: FastifyPluginAsync<RecurringBuyDeps> = async (app, deps) => {
  const { db } = deps.database;
  const answer = async (row: Parameters<typeof scheduleViews>[1][number]) => {
    const [view] = await scheduleViews(db, [row]);
    if (view === undefined) throw new Error('a schedule answered no view');
    return { status: ok, body: view };
  };

  routeOf(app, calls.create, async (request) => {
    const accountId = buyerOf(request);
    const body = request.body;
    const contractId = buyableContract(body.contract_id);
    const amountSen = amountSenOf(body.amount_idr);
    const timing = valueOf(checkRecurringTiming(body));
    const created = await createSchedule(deps, { accountId, contractId, amountSen, timing });
    return answer(valueOf(created));
  });

  routeOf(app, calls.list, async (request) => {
    const accountId = buyerOf(request);
    return { status: ok, body: await scheduleViews(db, await schedulesOf(db, accountId)) };
  });

  routeOf(app, calls.runs, async (request) => {
    const accountId = buyerOf(request);
    const schedule = valueOf(await ownSchedule(db, accountId, request.params.id));
    return { status: ok, data: await runsPage(db, schedule.id, request.query) };
  });

  for (const [endpoint, change] of [
    [calls.pause, 'pause'],
    [calls.resume, 'resume'],
    [calls.cancel, 'cancel'],
  ] as const) {
    routeOf(app, endpoint, async (request) => {
      const accountId = buyerOf(request);
      return answer(valueOf(await changeSchedule(deps, accountId, request.params.id, change)));
    });
  }

  // Development only (never in production): a run made now, for demos and the browser journey.
  if (deps.config.environment === 'development') {
    routeOf(app, calls.runNow, async (request) => {
      const accountId = buyerOf(request);
      const run = valueOf(await runNow(deps, accountId, request.params.id, request.log));
      return { status: ok, body: run };
    });
  }
};
