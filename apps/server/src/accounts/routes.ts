import { accountEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { creditLimitOf } from '../credit/index.ts';
import { balancesOfOwner } from '../ledger/index.ts';
import { subjectGuard, subjectIdOf, subjectIn } from '../permissions/index.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { openBuyMgOf } from '../trading/index.ts';
import { accountInformationOf, bankDetailsOf, openLotsOf, soldOf } from './account-repository.ts';
import { balanceBody } from './balance-view.ts';
import { brokerBalanceOf } from './broker-balance.ts';
import { contractList, hubList, productList } from './catalogue-view.ts';
import { goldBalanceBody, holdingBody } from './gold-view.ts';
import { paymentInformationBody } from './payment-view.ts';

export type AccountRouteDeps = {
  readonly database: Database;
  /** Rupiah per US dollar now (the streaming rate): every USD figure is converted at it. */
  rateIdrPerUsd(): bigint;
};

/**
 * The signed-in shell's account calls (spec 000 section 7). Every call needs a live session and
 * answers only for the caller, or for an ib, fm or ccp, for an account below it: the permissions
 * guard resolves the account, and no handler takes one from anywhere else.
 */
export const accountRoutes: FastifyPluginAsync<AccountRouteDeps> = async (app, deps) => {
  const { db } = deps.database;
  const inBody = { guards: [subjectGuard(db, subjectIn.body)] };
  const inQuery = { guards: [subjectGuard(db, subjectIn.query)] };
  const ok = 200 as const;

  routeOf(
    app,
    calls.accountInformation,
    async (request) => ({
      status: ok,
      data: { body: await accountInformationOf(db, subjectIdOf(request)) },
    }),
    inBody,
  );
  routeOf(
    app,
    calls.balance,
    async (request) => {
      const subjectId = subjectIdOf(request);
      const rate = deps.rateIdrPerUsd();
      const [balances, creditLimitSen] = await Promise.all([
        balancesOfOwner(db, subjectId),
        creditLimitOf(db, subjectId),
      ]);
      const own = balanceBody(balances, creditLimitSen, rate);
      const caller = callerOf(request);
      // A broker asking about itself also gets the cash of everyone below it.
      const broker = subjectId === caller.id ? await brokerBalanceOf(db, caller, rate) : null;
      return { status: ok, body: broker === null ? own : { ...own, ...broker } };
    },
    inBody,
  );
  routeOf(
    app,
    calls.goldBalance,
    async (request) => {
      const id = subjectIdOf(request);
      const [balances, lotsByContract, openBuyMg, sold] = await Promise.all([
        balancesOfOwner(db, id),
        openLotsOf(db, id),
        openBuyMgOf(db, id),
        soldOf(db, id),
      ]);
      const facts = { lotsByContract, openBuyMg, sold, rateIdrPerUsd: deps.rateIdrPerUsd() };
      return { status: ok, body: goldBalanceBody(balances, facts) };
    },
    inBody,
  );
  routeOf(
    app,
    calls.holding,
    async (request) => {
      const id = subjectIdOf(request);
      const lots = await openLotsOf(db, id);
      return {
        status: ok,
        body: holdingBody(await balancesOfOwner(db, id), lots, deps.rateIdrPerUsd()),
      };
    },
    inBody,
  );
  routeOf(
    app,
    calls.paymentInformation,
    async (request) => ({
      status: ok,
      body: paymentInformationBody(await bankDetailsOf(db, subjectIdOf(request))),
    }),
    inBody,
  );
  routeOf(app, calls.hub, async () => ({ status: ok, body: hubList() }), inQuery);
  routeOf(app, calls.contracts, async () => ({ status: ok, data: contractList() }));
  routeOf(app, calls.products, async () => ({ status: ok, data: productList() }));
};
