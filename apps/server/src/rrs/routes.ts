import { type RrsQuery, rrsEndpoints as calls } from '@emas/api';
import { type AccountLevel, jakartaRangeMs } from '@emas/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/database.ts';
import { subjectOf } from '../permissions/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { type AuthenticatedAccount, callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { descendantsOf } from '../reports/index.ts';
import { type ReportAccount, accountRows, productRows, revenueOf } from './report-view.ts';
import { type VolumeFilter, volumesOf } from './volumes.ts';

export type RrsDeps = { readonly database: Database; readonly rateIdrPerUsd: () => bigint };

type Account = { id: string; hin: string | null; fullname: string; level: AccountLevel };

const accountColumns = ['id', 'hin', 'fullname', 'level'] as const;

/** Refuses a path of another level (spec 002 section 7 names the RRS paths by level). */
const requireLevel = (caller: AuthenticatedAccount, ...levels: AccountLevel[]) => {
  if (!levels.includes(caller.level)) throw new AppError('AccessDenied');
};

/** The accounts a branch's rows are: the ccp's full members, or the branch's own children. */
const childrenOf = (db: Db, branch: Account): Promise<Account[]> => {
  const query = db.selectFrom('accounts').select(accountColumns).orderBy('hin');
  return branch.level === 'ccp'
    ? query.where('level', '=', 'fm').execute()
    : query.where('parent_account_id', '=', branch.id).execute();
};

const withMembers = async (db: Db, account: Account): Promise<ReportAccount> => ({
  ...account,
  memberIds: new Set(
    account.level === 'client' || account.level === 'lp'
      ? [account.id]
      : [account.id, ...(await descendantsOf(db, account.id))],
  ),
});

const everyoneBelow = async (db: Db, account: Account): Promise<string[] | null> =>
  account.level === 'ccp' ? null : [...(await withMembers(db, account)).memberIds];

/** The account a `hin` names, if the caller may see it; otherwise AccessDenied. */
const namedBy = async (db: Db, caller: AuthenticatedAccount, hin: string | undefined) => {
  if (hin === undefined) throw new AppError('BadRequest');
  const account = await db
    .selectFrom('accounts')
    .select(accountColumns)
    .where('hin', '=', hin)
    .executeTakeFirst();
  if (account === undefined) throw new AppError('AccessDenied');
  await subjectOf(db, caller, account.id);
  return account;
};

const periodOf = (query: RrsQuery): Pick<VolumeFilter, 'fromMs' | 'untilMs' | 'contractIds'> => {
  const range = jakartaRangeMs({ dateStart: query.startDate, dateEnd: query.endDate });
  if (range === null) throw new AppError('BadRequest');
  return { ...range, contractIds: query['contractId[]'] ?? query['contract[]'] };
};

/** The revenue-share report of spec 002 by level, within the caller's hierarchy. */
export const rrsRoutes: FastifyPluginAsync<RrsDeps> = async (app, deps) => {
  const { db } = deps.database;
  const selfOf = async (request: FastifyRequest): Promise<Account> =>
    db
      .selectFrom('accounts')
      .select(accountColumns)
      .where('id', '=', callerOf(request).id)
      .executeTakeFirstOrThrow();

  /** Rows per child of `branch`, and the caller's revenue over everyone below the branch. */
  const branchReport = async (caller: Account, branch: Account, query: RrsQuery) => {
    const children = await Promise.all(
      (await childrenOf(db, branch)).map((c) => withMembers(db, c)),
    );
    const rows = await volumesOf(db, {
      accountIds: await everyoneBelow(db, branch),
      ...periodOf(query),
    });
    const rate = deps.rateIdrPerUsd();
    return {
      status: 200 as const,
      data: {
        body: {
          rows: accountRows(children, rows, rate),
          revenue: revenueOf(caller.level, rows, rate),
        },
      },
    };
  };

  /**
   * Rows per contract group of one account's own trades, and the viewer's revenue from them (an
   * ib choosing one client earns what `/v2/rrs/clients?hin=` says; a client earns none).
   */
  const productReport = async (viewer: AccountLevel, account: Account, query: RrsQuery) => {
    const rows = await volumesOf(db, { accountIds: [account.id], ...periodOf(query) });
    const rate = deps.rateIdrPerUsd();
    return {
      status: 200 as const,
      data: {
        body: { rows: productRows(rows, rate), revenue: revenueOf(viewer, rows, rate) },
      },
    };
  };

  const listOf = async (request: FastifyRequest, level: AccountLevel) => {
    requireLevel(callerOf(request), level);
    const children = await childrenOf(db, await selfOf(request));
    return children.map((child) => ({
      _id: child.id,
      fullname: child.fullname,
      trade_account: { hin: child.hin ?? '-' },
      level: child.level,
    }));
  };

  for (const [endpoint, level] of [
    [calls.ibClientList, 'ib'],
    [calls.fmBranchList, 'fm'],
    [calls.ccpBranchList, 'ccp'],
  ] as const) {
    routeOf(app, endpoint, async (request) => ({
      status: 200 as const,
      data: { body: await listOf(request, level) },
    }));
  }
  routeOf(app, calls.ccpBranchListData, async (request) => ({
    status: 200 as const,
    data: await listOf(request, 'ccp'),
  }));

  for (const [endpoint, level] of [
    [calls.ccp, 'ccp'],
    [calls.fm, 'fm'],
    [calls.ib, 'ib'],
  ] as const) {
    routeOf(app, endpoint, async (request) => {
      requireLevel(callerOf(request), level);
      const self = await selfOf(request);
      return branchReport(self, self, request.query);
    });
  }

  for (const [endpoint, levels] of [
    [calls.ccpBranch, ['ccp']],
    [calls.fmBranch, ['fm']],
    [calls.clients, ['ib', 'fm', 'ccp']],
  ] as const) {
    routeOf(app, endpoint, async (request) => {
      const caller = callerOf(request);
      requireLevel(caller, ...levels);
      const self = await selfOf(request);
      const { hin } = request.query;
      const branch = hin === undefined ? self : await namedBy(db, caller, hin);
      return branchReport(self, branch, request.query);
    });
  }

  routeOf(app, calls.client, async (request) => {
    requireLevel(callerOf(request), 'client', 'lp');
    const self = await selfOf(request);
    return productReport(self.level, self, request.query);
  });

  for (const endpoint of [calls.ibClient, calls.ibClientProducts]) {
    routeOf(app, endpoint, async (request) => {
      const caller = callerOf(request);
      requireLevel(caller, 'ib', 'fm', 'ccp');
      const account = await namedBy(db, caller, request.query.hin);
      return productReport(caller.level, account, request.query);
    });
  }

  routeOf(app, calls.totalRevenue, async (request) => {
    const self = await selfOf(request);
    const rows = await volumesOf(db, { accountIds: await everyoneBelow(db, self) });
    return {
      status: 200 as const,
      data: { body: { revenue: revenueOf(self.level, rows, deps.rateIdrPerUsd()) } },
    };
  });
};
