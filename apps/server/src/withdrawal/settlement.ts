import { type Result, fail, ok } from '@emas/domain';
import type { OperatorWithdrawal } from '@emas/api';
import type { Db } from '../db/database.ts';
import { tellAccount } from '../help/index.ts';
import type { WithdrawalDeps } from './deps.ts';
import { endWithdrawal, moveHold } from './end-withdrawal.ts';
import { operatorRowOf } from './views.ts';
import type { BankPayout, PayoutRequest } from './payout/index.ts';
import {
  type Withdrawal,
  claimWithdrawal,
  expiredRequests,
  withdrawalById,
} from './withdrawal-repository.ts';

/** A payout is sent at most twice: once, and once more after a timeout the bank never saw. */
const PAYOUT_SENDS_MAX = 2;
/** Requests released per sweep; the next sweep takes the rest. */
const SWEEP_BATCH_MAX = 100;

type PayoutEnd =
  | { readonly kind: 'paid' }
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'unknown' };

const requestOf = (row: Withdrawal): PayoutRequest => ({
  idempotencyKey: row.id,
  transferType: row.transfer_type,
  amountSen: row.amount_sen,
  bankCode: row.bank_code,
  accountNumber: row.account_number,
  accountName: row.account_name,
});

/** What the bank says of a key after a timeout; `not_found` means it may be sent again. */
const inquired = async (bank: BankPayout, key: string): Promise<PayoutEnd | 'not_found'> => {
  const status = await bank.inquire(key);
  if (status.kind === 'paid') return { kind: 'paid' };
  if (status.kind === 'failed') return { kind: 'failed', reason: status.reason };
  if (status.kind === 'pending') return { kind: 'unknown' };
  return 'not_found';
};

/**
 * Pays a withdrawal out: a timeout is followed by an inquiry before any retry, a retry carries
 * the same idempotency key, and a second timeout the bank never saw reverses the withdrawal.
 * A payout interrupted earlier (`unknown`) starts with the inquiry.
 */
const payOut = async (
  deps: WithdrawalDeps,
  db: Db,
  row: Withdrawal,
  askFirst: boolean,
): Promise<PayoutEnd> => {
  const bank = deps.bankPayout;
  if (askFirst) {
    const status = await inquired(bank, row.id);
    if (status !== 'not_found') return status;
  }
  for (let sends = 1; sends <= PAYOUT_SENDS_MAX; sends += 1) {
    await db
      .updateTable('withdrawals')
      .set((eb) => ({ payout_attempts: eb('payout_attempts', '+', 1n) }))
      .where('id', '=', row.id)
      .execute();
    const outcome = await bank.send(requestOf(row));
    if (outcome.kind === 'paid') return { kind: 'paid' };
    if (outcome.kind === 'failed') return { kind: 'failed', reason: outcome.reason };
    // Taken by the bank, not yet finished: the next settle asks the bank before sending again.
    if (outcome.kind === 'pending') return { kind: 'unknown' };
    const status = await inquired(bank, row.id);
    if (status !== 'not_found') return status;
  }
  return { kind: 'failed', reason: 'The bank did not answer; the withdrawal is reversed' };
};

const holderOf = async (db: Db, accountId: string) =>
  db
    .selectFrom('accounts')
    .select(['hin', 'fullname'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();

const answerOf = async (db: Db, id: string): Promise<Result<OperatorWithdrawal>> => {
  const row = await withdrawalById(db, id);
  if (row === null) return fail('WithdrawalNotFound');
  return ok(operatorRowOf(row, await holderOf(db, row.account_id)));
};

/** Settles under way in this server, per database and withdrawal (how many callers). */
const settling = new WeakMap<object, Map<string, number>>();

const settlingOf = (deps: WithdrawalDeps): Map<string, number> => {
  let ids = settling.get(deps.database);
  if (ids === undefined) {
    ids = new Map();
    settling.set(deps.database, ids);
  }
  return ids;
};

/** Whether this server is paying the withdrawal out right now: reconciliations leave it be. */
export const isSettling = (deps: WithdrawalDeps, withdrawalId: string): boolean =>
  settlingOf(deps).has(withdrawalId);

/**
 * The operator's settle: claims a processing withdrawal (one caller wins), pays it out through
 * the bank, then settles the hold (paid) or releases it (failed, reversed). When the bank cannot
 * say, the withdrawal stays processing with its payout unknown and the answer is Retry; the
 * next settle asks the bank before sending anything.
 */
export const settleWithdrawal = async (
  deps: WithdrawalDeps,
  withdrawalId: string,
): Promise<Result<OperatorWithdrawal>> => {
  const ids = settlingOf(deps);
  ids.set(withdrawalId, (ids.get(withdrawalId) ?? 0) + 1);
  try {
    return await settleOnce(deps, withdrawalId);
  } finally {
    const left = (ids.get(withdrawalId) ?? 1) - 1;
    if (left === 0) ids.delete(withdrawalId);
    else ids.set(withdrawalId, left);
  }
};

const settleOnce = async (
  deps: WithdrawalDeps,
  withdrawalId: string,
): Promise<Result<OperatorWithdrawal>> => {
  const { db } = deps.database;
  const before = await withdrawalById(db, withdrawalId);
  if (before === null) return fail('WithdrawalNotFound');
  const askFirst = before.payout_state === 'unknown';
  // Claimed only from the payout state read, so whether to ask the bank first is never stale.
  const claimed =
    before.payout_state === 'none' || askFirst
      ? await claimWithdrawal(
          db,
          withdrawalId,
          { states: ['processing'], payout: [before.payout_state] },
          { payout_state: 'sending', updated_at_ms: BigInt(deps.clock.now()) },
        )
      : null;
  if (claimed === null) return fail('WithdrawalNotProcessing');
  const end = await payOut(deps, db, claimed, askFirst);
  const nowMs = BigInt(deps.clock.now());
  if (end.kind === 'paid') {
    await moveHold(deps, claimed, 'settle');
    await claimWithdrawal(
      db,
      withdrawalId,
      { states: ['processing'], payout: ['sending'] },
      {
        state: 'success',
        payout_state: 'paid',
        updated_at_ms: nowMs,
      },
    );
    await tellAccount(deps, {
      accountId: claimed.account_id,
      kind: 'withdrawal',
      params: {
        outcome: 'paid',
        amount_sen: String(claimed.amount_sen),
        withdrawal_id: claimed.id,
      },
    });
  } else if (end.kind === 'failed') {
    // One write ends the row and its payout, so no crash leaves it processing with a failed payout.
    await endWithdrawal(deps, withdrawalId, {
      from: ['processing'],
      to: 'failed',
      reason: end.reason,
      payoutState: 'failed',
    });
  } else {
    await claimWithdrawal(
      db,
      withdrawalId,
      { states: ['processing'], payout: ['sending'] },
      {
        payout_state: 'unknown',
        updated_at_ms: nowMs,
      },
    );
    return fail('Retry');
  }
  return answerOf(db, withdrawalId);
};

/** The operator's reject: a withdrawal not yet sent to the bank ends and its hold is released. */
export const rejectWithdrawal = async (
  deps: WithdrawalDeps,
  withdrawalId: string,
  reason: string,
): Promise<Result<OperatorWithdrawal>> => {
  const ended = await endWithdrawal(deps, withdrawalId, {
    from: ['requested', 'processing'],
    to: 'rejected',
    reason: reason.trim() === '' ? 'Rejected by the operator' : reason.trim(),
    payout: ['none'],
  });
  if (!ended.ok) return ended;
  return answerOf(deps.database.db, withdrawalId);
};

/** Releases the requests whose codes were not completed in time; answers how many. */
export const sweepExpiredWithdrawals = async (deps: WithdrawalDeps): Promise<number> => {
  const due = await expiredRequests(deps.database.db, deps.clock.now(), SWEEP_BATCH_MAX);
  let released = 0;
  for (const { id } of due) {
    const ended = await endWithdrawal(deps, id, {
      from: ['requested'],
      to: 'expired',
      reason: 'expired',
    });
    if (ended.ok) released += 1;
  }
  return released;
};
