import { accountControlEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../operator/index.ts';
import { AppError, valueOf } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import {
  type AccountLockDeps,
  controlledAccount,
  lockAccount,
  unlockAccount,
} from './lock-account.ts';

const ok = 200 as const;

/** The Accounts desk (compliance): find an account by HIN, lock it with a reason, unlock it. */
export const accountControlDesk = (app: FastifyInstance, deps: AccountLockDeps): void => {
  const { db } = deps.database;
  const accountOf = async (where: { id: string } | { hin: string }) => {
    const account = await controlledAccount(db, where);
    if (account === null) throw new AppError('AccountNotFound');
    return account;
  };
  const answer = async (id: string) => ({ status: ok, data: (await accountOf({ id })).view });
  routeOf(app, calls.account, async (request) => ({
    status: ok,
    data: (await accountOf({ hin: request.params.hin })).view,
  }));
  routeOf(app, calls.lock, async (request) => {
    const account = await accountOf({ hin: request.params.hin });
    const { reason, kill_open_orders: killOpenOrders } = request.body;
    const by = operatorOf(request).id;
    valueOf(await lockAccount(deps, { accountId: account.id, reason, killOpenOrders, by }));
    return answer(account.id);
  });
  routeOf(app, calls.unlock, async (request) => {
    const account = await accountOf({ hin: request.params.hin });
    const by = operatorOf(request).id;
    valueOf(await unlockAccount(deps, { accountId: account.id, reason: request.body.reason, by }));
    return answer(account.id);
  });
};
