import { randomUUID } from 'node:crypto';
import type { CreditRequest } from '@emas/api';
import {
  IDR_ASSET,
  MONEY_DECIMALS,
  type Result,
  checkCreditLimit,
  checkCreditReason,
  fail,
  ok,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { CreditRequestTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { CreditDeps } from './deps.ts';

/** How many of their requests a client sees. */
const OWN_REQUESTS_SHOWN = 10;

const iso = (ms: bigint | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const rupiah = (sen: bigint | null) => (sen === null ? null : toDecimalString(sen, MONEY_DECIMALS));

export const creditRequestView = (row: CreditRequestTable): CreditRequest => ({
  id: row.id,
  credit_limit: toDecimalString(BigInt(row.requested_limit_sen), MONEY_DECIMALS),
  reason: row.reason,
  status: row.status,
  granted_limit: rupiah(row.granted_limit_sen === null ? null : BigInt(row.granted_limit_sen)),
  reject_reason: row.reject_reason,
  created_at: iso(BigInt(row.created_at_ms)) as string,
  reviewed_at: iso(row.reviewed_at_ms === null ? null : BigInt(row.reviewed_at_ms)),
});

/**
 * Files a client's request for a credit limit. One request waits for review per account: a
 * second is refused, also when both arrive at once (a unique index on pending requests).
 */
export const requestCredit = async (
  deps: CreditDeps,
  accountId: string,
  ask: { limitSen: bigint; reason: string },
): Promise<Result<CreditRequestTable>> => {
  const limit = checkCreditLimit(ask.limitSen);
  if (!limit.ok) return limit;
  const reason = checkCreditReason(ask.reason);
  if (!reason.ok) return reason;
  const row: CreditRequestTable = {
    id: randomUUID(),
    account_id: accountId,
    requested_limit_sen: limit.value,
    reason: reason.value,
    status: 'pending',
    granted_limit_sen: null,
    reject_reason: null,
    created_at_ms: BigInt(deps.clock.now()),
    reviewed_at_ms: null,
  };
  try {
    await deps.database.db.insertInto('credit_requests').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CreditRequestPending');
    throw error;
  }
  return ok(row);
};

/** The account's last requests, newest first. */
export const creditRequestsOf = (db: Db, accountId: string): Promise<CreditRequestTable[]> =>
  db
    .selectFrom('credit_requests')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(OWN_REQUESTS_SHOWN)
    .execute();

/**
 * Sets an account's credit limit through the exchange, the one writer of what an account may
 * spend; the limit is committed with the batch that applies it.
 */
export const applyCreditLimit = async (
  deps: CreditDeps,
  accountId: string,
  limitSen: bigint,
  reference: string,
): Promise<Result<bigint>> => {
  const result = await deps.exchange.submit({
    kind: 'balance',
    movement: 'credit_limit',
    accountId,
    asset: IDR_ASSET,
    amount: limitSen,
    reference,
  });
  return result.ok ? ok(limitSen) : fail(result.code, result.params);
};
