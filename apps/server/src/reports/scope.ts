import { HIERARCHY_DEPTH_MAX, type AccountLevel } from '@emas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { subjectOf } from '../permissions/index.ts';
import { AppError } from '../plugins/app-error.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';

/**
 * Whose data a report answers with: every account (the ccp, naming no one) or a set of ids.
 * The three families of paths (spec 002 section 7) belong to their levels: `/v2/igx/*` answers
 * for the caller (or an account below it), `/v2/igx/market-maker/*` only for an lp, and
 * `/v2/rrs/*` for an ib, fm or ccp and the accounts below it. Anything else is AccessDenied,
 * never a silently wider or narrower answer.
 */
export type ReportScope = { readonly all: true } | { readonly all: false; ids: readonly string[] };
export type ReportFamily = 'own' | 'market-maker' | 'branch';

const BRANCH_LEVELS: ReadonlySet<AccountLevel> = new Set(['ib', 'fm', 'ccp']);

/** The ids below `rootId` at any depth (its clients, and its ibs' clients for an fm). */
export const descendantsOf = async (db: Db, rootId: string): Promise<string[]> => {
  const { rows } = await sql<{ id: string }>`
    with recursive below (id, depth) as (
      select id, 0 from accounts where parent_account_id = ${rootId}
      union all
      select a.id, below.depth + 1 from accounts a join below on a.parent_account_id = below.id
       where below.depth < ${HIERARCHY_DEPTH_MAX}
    )
    select id from below`.execute(db);
  return rows.map((row) => row.id);
};

/** The account a `hin` or `accountId` names, if any: both must agree when both are given. */
const namedAccount = async (
  db: Db,
  named: { hin?: string | undefined; accountId?: string | undefined },
): Promise<string | undefined> => {
  if (named.hin === undefined) return named.accountId;
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('hin', '=', named.hin)
    .executeTakeFirst();
  if (row === undefined) throw new AppError('AccessDenied');
  if (named.accountId !== undefined && named.accountId !== row.id) {
    throw new AppError('AccessDenied');
  }
  return row.id;
};

export const reportScope = async (
  db: Db,
  caller: Pick<AuthenticatedAccount, 'id' | 'level'>,
  family: ReportFamily,
  request: {
    userId?: string | undefined;
    hin?: string | undefined;
    accountId?: string | undefined;
  },
): Promise<ReportScope> => {
  if (family === 'market-maker' && caller.level !== 'lp') throw new AppError('AccessDenied');
  if (family === 'branch' && !BRANCH_LEVELS.has(caller.level)) throw new AppError('AccessDenied');
  const self = await subjectOf(db, caller, request.userId);
  const named = await namedAccount(db, request);
  if (named !== undefined) return { all: false, ids: [await subjectOf(db, caller, named)] };
  if (family !== 'branch') return { all: false, ids: [self] };
  if (caller.level === 'ccp') return { all: true };
  return { all: false, ids: await descendantsOf(db, caller.id) };
};
