import type { OperatorCreditLine, OperatorCreditRequest } from '@emas/api';
import {
  MONEY_DECIMALS,
  type Result,
  checkCreditLimit,
  fail,
  ok,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { CreditRequestTable } from '../db/schema.ts';
import { creditFiguresOf } from './credit-lines.ts';
import { applyCreditLimit, creditRequestView } from './credit-requests.ts';
import type { CreditDeps } from './deps.ts';

const OPERATOR_PAGE_MAX = 100;
const rupiah = (sen: bigint) => toDecimalString(sen, MONEY_DECIMALS);

type Holder = { hin: string | null; fullname: string; current_limit_sen: bigint | null };

const operatorView = (row: CreditRequestTable & Holder): OperatorCreditRequest => ({
  ...creditRequestView(row),
  hin: row.hin,
  fullname: row.fullname,
  current_limit: rupiah(row.current_limit_sen === null ? 0n : BigInt(row.current_limit_sen)),
});

const requestsWithHolder = (db: Db) =>
  db
    .selectFrom('credit_requests')
    .innerJoin('accounts', 'accounts.id', 'credit_requests.account_id')
    .leftJoin('credit_lines', 'credit_lines.account_id', 'credit_requests.account_id');

const requestById = async (db: Db, id: string): Promise<OperatorCreditRequest | null> => {
  const row = await requestsWithHolder(db)
    .selectAll('credit_requests')
    .select(['accounts.hin', 'accounts.fullname', 'credit_lines.limit_sen as current_limit_sen'])
    .where('credit_requests.id', '=', id)
    .executeTakeFirst();
  return row === undefined ? null : operatorView(row);
};

/** The requests an operator works through: waiting ones oldest first, or all newest first. */
export const creditRequestsForOperator = async (
  db: Db,
  filter: { status: 'pending' | 'all'; offset: number; limit: number },
): Promise<{ count: number; rows: OperatorCreditRequest[] }> => {
  let base = requestsWithHolder(db);
  if (filter.status === 'pending') base = base.where('credit_requests.status', '=', 'pending');
  const counted = await base
    .select((eb) => eb.fn.countAll<bigint | string | number>().as('count'))
    .executeTakeFirst();
  const direction = filter.status === 'pending' ? 'asc' : 'desc';
  const rows = await base
    .selectAll('credit_requests')
    .select(['accounts.hin', 'accounts.fullname', 'credit_lines.limit_sen as current_limit_sen'])
    .orderBy('credit_requests.created_at_ms', direction)
    .orderBy('credit_requests.id', direction)
    .offset(Math.max(0, filter.offset))
    .limit(Math.max(0, Math.min(filter.limit, OPERATOR_PAGE_MAX)))
    .execute();
  return { count: Number(counted?.count ?? 0), rows: rows.map(operatorView) };
};

/** A request still waiting for review: its holder's HIN and the limit asked for, sen. */
export const pendingCreditRequest = async (
  db: Db,
  id: string,
): Promise<{ hin: string; requestedSen: bigint } | null> => {
  const row = await requestsWithHolder(db)
    .select(['accounts.hin', 'credit_requests.requested_limit_sen'])
    .where('credit_requests.id', '=', id)
    .where('credit_requests.status', '=', 'pending')
    .executeTakeFirst();
  if (row === undefined) return null;
  return { hin: row.hin ?? '', requestedSen: BigInt(row.requested_limit_sen) };
};

/** Takes a waiting request for one decision; a second operator's decision finds none. */
const claim = async (
  deps: CreditDeps,
  id: string,
  decision: Pick<CreditRequestTable, 'status' | 'granted_limit_sen' | 'reject_reason'>,
): Promise<CreditRequestTable | null> => {
  const claimed = await deps.database.db
    .updateTable('credit_requests')
    .set({ ...decision, reviewed_at_ms: BigInt(deps.clock.now()) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
};

/**
 * Grants a request: the limit asked for, or the one the operator gives. The request is claimed
 * first, then the exchange applies the limit with the request's id as its reference; a limit the
 * exchange refuses (below the credit drawn) puts the request back to wait.
 */
export const approveCreditRequest = async (
  deps: CreditDeps,
  id: string,
  grantedSen: bigint | null,
): Promise<Result<OperatorCreditRequest>> => {
  if (grantedSen !== null) {
    const valid = checkCreditLimit(grantedSen);
    if (!valid.ok) return valid;
  }
  const pending = await deps.database.db
    .selectFrom('credit_requests')
    .select('requested_limit_sen')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending === undefined) return fail('CreditRequestNotFound');
  const limitSen = grantedSen ?? BigInt(pending.requested_limit_sen);
  const claimed = await claim(deps, id, {
    status: 'approved',
    granted_limit_sen: limitSen,
    reject_reason: null,
  });
  if (claimed === null) return fail('CreditRequestNotFound');
  const applied = await applyCreditLimit(deps, claimed.account_id, limitSen, id);
  if (!applied.ok) {
    await deps.database.db
      .updateTable('credit_requests')
      .set({ status: 'pending', granted_limit_sen: null, reviewed_at_ms: null })
      .where('id', '=', id)
      .execute();
    return applied;
  }
  return ok((await requestById(deps.database.db, id)) as OperatorCreditRequest);
};

export const rejectCreditRequest = async (
  deps: CreditDeps,
  id: string,
  reason: string,
): Promise<Result<OperatorCreditRequest>> => {
  const claimed = await claim(deps, id, {
    status: 'rejected',
    granted_limit_sen: null,
    reject_reason: reason.trim(),
  });
  if (claimed === null) return fail('CreditRequestNotFound');
  return ok((await requestById(deps.database.db, id)) as OperatorCreditRequest);
};

/** Sets the credit limit of a client's or lp's account named by its HIN. */
export const setCreditLine = async (
  deps: CreditDeps,
  line: { hin: string; limitSen: bigint; reference: string },
): Promise<Result<OperatorCreditLine>> => {
  const valid = checkCreditLimit(line.limitSen);
  if (!valid.ok) return valid;
  const account = await deps.database.db
    .selectFrom('accounts')
    .select(['id', 'hin', 'fullname'])
    .where('hin', '=', line.hin.trim().toUpperCase())
    .where('level', 'in', ['client', 'lp'])
    .executeTakeFirst();
  if (account === undefined) return fail('AccountNotFound');
  const applied = await applyCreditLimit(deps, account.id, line.limitSen, line.reference);
  if (!applied.ok) return applied;
  const figures = await creditFiguresOf(deps.database.db, account.id);
  return ok({
    hin: account.hin as string,
    fullname: account.fullname,
    credit_limit: rupiah(figures.creditLimitSen),
    available_credit: rupiah(figures.availableCreditSen),
    settlement_owing: rupiah(figures.settlementOwingSen),
  });
};

/**
 * After a crash between an approval's claim and the exchange's commit, the request reads
 * approved while its limit was never applied: applies it again (same limit, same reference).
 * A later line set by an operator is newer and stands.
 */
export const reconcileCreditRequests = async (deps: CreditDeps): Promise<void> => {
  const unapplied = await deps.database.db
    .selectFrom('credit_requests')
    .leftJoin('credit_lines', 'credit_lines.account_id', 'credit_requests.account_id')
    .select([
      'credit_requests.id',
      'credit_requests.account_id',
      'credit_requests.granted_limit_sen',
    ])
    .where('credit_requests.status', '=', 'approved')
    .where((eb) =>
      eb.or([
        eb('credit_lines.account_id', 'is', null),
        eb.and([
          eb('credit_lines.reference', '<>', eb.ref('credit_requests.id')),
          eb('credit_lines.updated_at_ms', '<', eb.ref('credit_requests.reviewed_at_ms')),
        ]),
      ]),
    )
    .execute();
  for (const row of unapplied) {
    await applyCreditLimit(deps, row.account_id, BigInt(row.granted_limit_sen ?? 0n), row.id);
  }
};
