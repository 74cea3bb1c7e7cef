import { randomUUID } from 'node:crypto';
import {
  IDR_ASSET,
  type Result,
  dailyLimitVerdict,
  fail,
  jakartaDate,
  jakartaRangeMs,
  ok,
  withdrawalAmountVerdict,
  withdrawalDescriptionVerdict,
} from '@emas/domain';
import type { WithdrawalTable } from '../db/schema.ts';
import type { WithdrawalDeps } from './deps.ts';
import { reconcileWithdrawal } from './reconcile.ts';
import { oneAtATime } from './serial.ts';
import { emailCodeIssuable, sendEmailCode } from './withdrawal-otp.ts';
import {
  type Withdrawal,
  claimWithdrawal,
  deleteWithdrawal,
  insertWithdrawal,
  withdrawalByKey,
  withdrawnSinceSen,
} from './withdrawal-repository.ts';

export type Destination = Pick<
  WithdrawalTable,
  'bank_name' | 'bank_code' | 'account_number' | 'account_name'
>;

export type WithdrawalRequest = {
  readonly accountId: string;
  /** The client's key; one is made when it sends none. */
  readonly requestKey: string | undefined;
  readonly transferType: WithdrawalTable['transfer_type'];
  readonly amountSen: bigint;
  readonly description: string | null | undefined;
  readonly destination: Destination;
};

/** The amount and description rules; RPED payouts follow ETB's (a minimum, no maximum). */
const checked = (request: WithdrawalRequest): Result<string | undefined> => {
  const type = request.transferType === 'bifast' ? 'bifast' : 'etb';
  const amount = withdrawalAmountVerdict(type, request.amountSen);
  if (!amount.ok) return amount;
  return withdrawalDescriptionVerdict(request.description);
};

/** The start of today in Jakarta, epoch ms: the daily limit's day. */
const todayStartMs = (nowMs: number): number =>
  jakartaRangeMs({ dateStart: jakartaDate(nowMs) })?.fromMs ?? nowMs;

/** Whether an earlier row of the key is this same request (a retry), not another one. */
const sameRequest = (
  earlier: Withdrawal,
  request: WithdrawalRequest,
  description: string | undefined,
): boolean =>
  earlier.transfer_type === request.transferType &&
  earlier.amount_sen === request.amountSen &&
  earlier.bank_code === request.destination.bank_code &&
  earlier.account_number === request.destination.account_number &&
  earlier.description === (description ?? null);

/**
 * Writes the row (state `holding`) unless the key was used before, in which case the earlier
 * row is the answer to a retry of it, and a different request under the key is refused
 * (WithdrawalRequestKeyReused). A bank withdrawal whose e-mail code could not go out now is
 * refused before anything is written. The daily limit counts rows still holding; the step
 * runs one at a time per account (serial.ts), so it is exact across processes too.
 */
const writeRow = async (
  deps: WithdrawalDeps,
  request: WithdrawalRequest,
  requestKey: string,
  description: string | undefined,
): Promise<Result<{ row: Withdrawal | null; id: string }>> => {
  const { db } = deps.database;
  const earlier = await withdrawalByKey(db, request.accountId, requestKey);
  if (earlier !== null) {
    if (!sameRequest(earlier, request, description)) return fail('WithdrawalRequestKeyReused');
    return ok({ row: earlier, id: earlier.id });
  }
  if (request.transferType !== 'rped') {
    const codeCanGo = await emailCodeIssuable(deps, request.accountId);
    if (!codeCanGo.ok) return codeCanGo;
  }
  const nowMs = deps.clock.now();
  const used = await withdrawnSinceSen(db, request.accountId, todayStartMs(nowMs));
  const limit = dailyLimitVerdict(used, request.amountSen, deps.config.withdrawalDailyLimitSen);
  if (!limit.ok) return limit;
  const id = randomUUID();
  await insertWithdrawal(db, {
    id,
    account_id: request.accountId,
    request_key: requestKey,
    transfer_type: request.transferType,
    amount_sen: request.amountSen,
    description: description ?? null,
    ...request.destination,
    state: 'holding',
    expires_at_ms: BigInt(nowMs + deps.config.withdrawalRequestExpiryMs),
    created_at_ms: BigInt(nowMs),
    updated_at_ms: BigInt(nowMs),
  });
  return ok({ row: null, id });
};

/**
 * Holds the amount at the exchange (reference: the row's id). A refused hold removes the row,
 * so a refusal leaves nothing behind; a hold whose answer never came is settled by the
 * reconciliation, which looks at what the exchange committed.
 */
const hold = async (deps: WithdrawalDeps, request: WithdrawalRequest, id: string) => {
  try {
    const held = await deps.exchange.submit({
      kind: 'balance',
      movement: 'hold',
      accountId: request.accountId,
      asset: IDR_ASSET,
      amount: request.amountSen,
      reference: id,
    });
    if (!held.ok) await deleteWithdrawal(deps.database.db, id);
    return held;
  } catch (error) {
    await reconcileWithdrawal(deps, id);
    throw error;
  }
};

/** Requests under way, per database and key: a repeat at the same moment waits for the first. */
const inFlight = new WeakMap<object, Map<string, Promise<Result<Withdrawal>>>>();

const flightsOf = (deps: WithdrawalDeps) => {
  let flights = inFlight.get(deps.database);
  if (flights === undefined) {
    flights = new Map();
    inFlight.set(deps.database, flights);
  }
  return flights;
};

/**
 * A withdrawal request: checked, written, held, then waiting for its codes (bank transfer, the
 * e-mail code sent) or processing (RPED). A repeat with the same request key, even at the same
 * moment, has one effect and answers the same withdrawal.
 */
export const requestWithdrawal = async (
  deps: WithdrawalDeps,
  request: WithdrawalRequest,
): Promise<Result<Withdrawal>> => {
  const valid = checked(request);
  if (!valid.ok) return valid;
  const requestKey = request.requestKey ?? randomUUID();
  const flightKey = `${request.accountId}\n${requestKey}`;
  const flights = flightsOf(deps);
  const running = flights.get(flightKey);
  if (running !== undefined) return running;
  const attempt = runRequest(deps, request, requestKey, valid.value);
  flights.set(flightKey, attempt);
  try {
    return await attempt;
  } finally {
    flights.delete(flightKey);
  }
};

const runRequest = async (
  deps: WithdrawalDeps,
  request: WithdrawalRequest,
  requestKey: string,
  description: string | undefined,
): Promise<Result<Withdrawal>> => {
  const written = await oneAtATime(deps.database, request.accountId, (database) =>
    writeRow({ ...deps, database }, request, requestKey, description),
  );
  if (!written.ok) return written;
  if (written.value.row !== null) return ok(written.value.row);
  const { id } = written.value;
  const held = await hold(deps, request, id);
  if (!held.ok) return fail(held.code);
  const bank = request.transferType !== 'rped';
  const nowMs = BigInt(deps.clock.now());
  const row = await claimWithdrawal(
    deps.database.db,
    id,
    { states: ['holding'] },
    { state: bank ? 'requested' : 'processing', updated_at_ms: nowMs },
  );
  if (row === null) throw new Error(`withdrawal ${id} left holding by someone else`);
  return bank ? sendEmailCode(deps, row) : ok(row);
};
