import { reportEndpoints as calls } from '@emas/api';
import { contractById, pricePerGramSen, senToUsdMinor, toDecimalString } from '@emas/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { subjectOf } from '../permissions/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { type ExchangePort, orderListAnswer } from '../trading/index.ts';
import { accountStatementRoutes } from './account-statement-routes.ts';
import { accountOfRped, cashBalanceSen, hinOfAccount, listClients } from './account-lists.ts';
import { balanceHistory } from './balance-history.ts';
import { holdingsPage } from './holdings.ts';
import { balanceHistoryView, clientView, holdingsView } from './report-views.ts';
import { type ReportFamily, reportScope } from './scope.ts';
import { transactionRoutes } from './transaction-routes.ts';
import type { BidPerGram } from './transaction-view.ts';

/** A paged report's query: one client, named by HIN or account id, and the page. */
type PagedQuery = { hin?: string; accountId?: string; offset: number; limit: number };

/** Clients summed per query for the total balance. */
const TOTAL_PAGE_ROWS = 100;

export type ReportDeps = {
  readonly database: Database;
  readonly exchange: ExchangePort;
  /** Rupiah per US dollar now, for amounts shown in dollars. */
  readonly rateIdrPerUsd: () => bigint;
  /** Today in Jakarta, for the account statement's dates. */
  readonly clock: Clock;
};

/** The best bid of a contract's book, per gram: what its gold would sell for now. */
const bidPerGramOf =
  (exchange: ExchangePort): BidPerGram =>
  (contractId) => {
    const contract = contractById(contractId);
    const bid = exchange.snapshot(contractId)?.bids[0]?.price;
    return contract === undefined || bid === undefined ? null : pricePerGramSen(contract, bid);
  };

/** The reports of spec 002 section 7, per level, each within the caller's hierarchy. */
export const reportRoutes: FastifyPluginAsync<ReportDeps> = async (app, deps) => {
  const { db } = deps.database;
  const bidPerGram = bidPerGramOf(deps.exchange);
  transactionRoutes(app, deps.database, bidPerGram);
  accountStatementRoutes(app, { db, clock: deps.clock });

  /** The scope a paged report answers for: the body's user and the query's client, if any. */
  const scopeOf = (request: FastifyRequest, family: ReportFamily, query: PagedQuery) =>
    reportScope(db, callerOf(request), family, {
      userId: (request.body as { user_id?: string } | undefined)?.user_id,
      hin: query.hin,
      accountId: query.accountId,
    });

  for (const [endpoint, family] of [
    [calls.marketMakerOrders, 'market-maker'],
    [calls.branchOrders, 'branch'],
  ] as const) {
    routeOf(app, endpoint, async (request) => {
      const scope = await scopeOf(request, family, request.query);
      return orderListAnswer(db, scope.all ? null : scope.ids, request.query);
    });
  }

  for (const endpoint of [calls.listClients, calls.listTradeAccounts]) {
    routeOf(app, endpoint, async (request) => {
      const scope = await reportScope(db, callerOf(request), 'branch', {
        userId: request.body.user_id,
      });
      const { rows, count } = await listClients(db, scope, request.query);
      return { status: 200 as const, data: { body: rows.map(clientView), count } };
    });
  }

  routeOf(app, calls.accountBalance, async (request) => {
    const caller = callerOf(request);
    await reportScope(db, caller, 'branch', { userId: request.body.user_id });
    const accountId = await accountOfRped(db, request.body.account_no);
    if (accountId === undefined) throw new AppError('AccessDenied');
    await subjectOf(db, caller, accountId);
    const balance = await cashBalanceSen(db, accountId);
    return { status: 200 as const, data: { body: { balance: toDecimalString(balance, 2) } } };
  });

  routeOf(app, calls.hinOf, async (request) => {
    const caller = callerOf(request);
    await reportScope(db, caller, 'branch', {});
    const accountId = await subjectOf(db, caller, request.query.accountId);
    const hin = (await hinOfAccount(db, accountId)) ?? '-';
    return { status: 200 as const, data: { body: hin, hin } };
  });

  const accountOf = (accountId: string) =>
    db
      .selectFrom('accounts')
      .select(['id', 'hin', 'fullname'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();

  for (const [endpoint, family] of [
    [calls.balanceHistory, 'own'],
    [calls.marketMakerBalanceHistory, 'market-maker'],
    [calls.branchBalanceHistory, 'branch'],
  ] as const) {
    routeOf(app, endpoint, async (request) => {
      const query: PagedQuery = request.query;
      const scope = await scopeOf(request, family, query);
      // The history is one account's: an intermediary names the client it asks about.
      if (scope.all || scope.ids.length !== 1) {
        return { status: 200 as const, data: { body: [], count: 0 } };
      }
      const account = await accountOf(scope.ids[0] as string);
      const now = await cashBalanceSen(db, account.id);
      const { rows, count } = await balanceHistory(db, account.id, now, query);
      const view = balanceHistoryView(account, deps.rateIdrPerUsd());
      return { status: 200 as const, data: { body: rows.map(view), count } };
    });
  }

  routeOf(app, calls.totalBalanceHistory, async (request) => {
    const scope = await reportScope(db, callerOf(request), 'branch', {});
    let total = 0n;
    let offset = 0;
    for (;;) {
      const { rows } = await listClients(db, scope, { offset, limit: TOTAL_PAGE_ROWS });
      for (const row of rows) total += row.balance_sen ?? 0n;
      if (rows.length < TOTAL_PAGE_ROWS) break;
      offset += TOTAL_PAGE_ROWS;
    }
    const rate = deps.rateIdrPerUsd();
    return {
      status: 200 as const,
      data: {
        body: {
          totalIdr: toDecimalString(total, 2),
          totalUsd: toDecimalString(senToUsdMinor(total, rate, 2), 2),
        },
      },
    };
  });

  for (const [endpoint, family] of [
    [calls.branchHoldings, 'branch'],
    [calls.marketMakerHoldings, 'market-maker'],
  ] as const) {
    routeOf(app, endpoint, async (request) => {
      const query: PagedQuery = request.query;
      const scope = await scopeOf(request, family, query);
      const page = await holdingsPage(db, scope, query);
      const data = holdingsView(page, deps.rateIdrPerUsd(), bidPerGram, family === 'market-maker');
      return { status: 200 as const, data };
    });
  }
};
