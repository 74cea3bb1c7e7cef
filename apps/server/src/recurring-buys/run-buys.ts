import {
  type ErrorCode,
  SPEC_TRADING_RATES,
  contractById,
  jakartaDate,
  scheduleInForce,
  sizeByAmount,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { RecurringBuyRunTable, RecurringBuyTable } from '../db/schema.ts';
import { noticeEmail, tellAccount } from '../help/index.ts';
import { sortableId } from '../ledger/index.ts';
import { loadFeeSchedules } from '../trading/index.ts';
import type { RecurringBuyDeps } from './deps.ts';
import { nextRunColumns, timingOfRow } from './schedule-repository.ts';

/**
 * The runs of recurring buys. A due run is first claimed: its row, unique per schedule and
 * market day, is written with the schedule's next run in one transaction, before any order.
 * Then it is placed as a market buy through the exchange, like any client's, under a request
 * key made of the schedule and the day: the exchange remembers the first order placed under
 * it, so a run is bought once however often it is tried (two rounds at once, a crash between
 * the order and the run's row, a restart, another leader). A run that cannot buy is skipped
 * with a notice and an e-mail, and places nothing.
 */

/** Schedules claimed, and runs placed, per round at most; the rest wait for the next. */
const RUNS_PER_ROUND_MAX = 200;

/** The exchange's request key of a run: no client's order id can hold a '/'. */
export const runRequestKey = (scheduleId: string, marketDay: string): string =>
  `recurring/${scheduleId}/${marketDay}`;

/** The exchange may answer again in a moment: the run stays claimed for the next round. */
const TRY_AGAIN: readonly ErrorCode[] = ['Retry', 'EngineBusy', 'InternalError'];

/**
 * Claims a schedule's due run and moves the schedule to its next run after both the run and
 * now (one late run, never a backlog). Nothing happens when another round moved it first; a
 * run of that day claimed already (the development trigger's) stays the only one.
 */
export const claimRun = async (
  deps: RecurringBuyDeps,
  schedule: RecurringBuyTable,
  nowMs: number,
): Promise<void> => {
  const dueAtMs = schedule.next_run_at_ms;
  const marketDay = schedule.next_market_day;
  if (dueAtMs === null || marketDay === null) return;
  const next = nextRunColumns(deps, timingOfRow(schedule), Math.max(Number(dueAtMs), nowMs));
  await deps.database.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('recurring_buys')
      .set({ ...next, updated_at_ms: BigInt(nowMs) })
      .where('id', '=', schedule.id)
      .where('status', '=', 'active')
      .where('next_run_at_ms', '=', dueAtMs)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return;
    await trx
      .insertInto('recurring_buy_runs')
      .values({
        id: sortableId(nowMs),
        schedule_id: schedule.id,
        account_id: schedule.account_id,
        market_day: marketDay,
        due_at_ms: dueAtMs,
        amount_sen: schedule.amount_sen,
        status: 'placing',
        reason: null,
        order_id: null,
        created_at_ms: BigInt(nowMs),
        updated_at_ms: BigInt(nowMs),
      })
      .onConflict((conflict) => conflict.columns(['schedule_id', 'market_day']).doNothing())
      .execute();
  });
};

/** The order the exchange placed under a run's key, if it did (the answer lost to a crash). */
const orderPlacedFor = async (db: Db, run: RecurringBuyRunTable): Promise<string | null> => {
  const row = await db
    .selectFrom('order_requests')
    .select('order_id')
    .where('account_id', '=', run.account_id)
    .where('request_key', '=', runRequestKey(run.schedule_id, run.market_day))
    .executeTakeFirst();
  return row?.order_id ?? null;
};

type Outcome =
  | { readonly status: 'placed'; readonly orderId: string }
  | { readonly status: 'skipped'; readonly reason: ErrorCode }
  | { readonly status: 'later' };

const skipped = (reason: ErrorCode): Outcome => ({ status: 'skipped', reason });

type Buyer = { schedule: RecurringBuyTable; brokerId: string; locked: boolean };

const buyerOf = async (db: Db, run: RecurringBuyRunTable): Promise<Buyer> => {
  const row = await db
    .selectFrom('recurring_buys')
    .innerJoin('accounts', 'accounts.id', 'recurring_buys.account_id')
    .selectAll('recurring_buys')
    .select(['accounts.broker_id', 'accounts.locked_at_ms'])
    .where('recurring_buys.id', '=', run.schedule_id)
    .executeTakeFirstOrThrow();
  const { broker_id: brokerId, locked_at_ms: lockedAtMs, ...schedule } = row;
  return { schedule, brokerId, locked: lockedAtMs !== null };
};

/** The lots the run's amount buys at the best ask now, with the buyer's broker's fees. */
const quantityOf = async (
  deps: RecurringBuyDeps,
  buyer: Buyer,
  nowMs: number,
): Promise<{ quantityMg: bigint } | { reason: ErrorCode }> => {
  const contractId = Number(buyer.schedule.contract_id);
  const contract = contractById(contractId);
  if (contract === undefined) return { reason: 'ContractNotAvailable' };
  const askSen = deps.exchange.snapshot(contractId)?.asks[0]?.price;
  if (askSen === undefined) return { reason: 'NoMarketPrice' };
  const fees = scheduleInForce(await loadFeeSchedules(deps.database.db, buyer.brokerId), nowMs);
  const { quantityMg } = sizeByAmount({
    contract,
    direction: 'buy',
    orderType: 'market',
    priceSen: askSen,
    amountSen: buyer.schedule.amount_sen,
    rates: fees?.rates ?? SPEC_TRADING_RATES,
  });
  return quantityMg === 0n ? { reason: 'RecurringBuyTooSmall' } : { quantityMg };
};

/** Places a claimed run's market buy, or says why it cannot be bought. */
const placeRun = async (
  deps: RecurringBuyDeps,
  run: RecurringBuyRunTable,
  nowMs: number,
): Promise<Outcome> => {
  const earlier = await orderPlacedFor(deps.database.db, run);
  if (earlier !== null) return { status: 'placed', orderId: earlier };
  const buyer = await buyerOf(deps.database.db, run);
  if (buyer.schedule.status !== 'active') return skipped('RecurringBuyStopped');
  if (run.market_day !== jakartaDate(nowMs)) return skipped('RecurringBuyMissed');
  if (buyer.locked) return skipped('AccountLocked');
  const sized = await quantityOf(deps, buyer, nowMs);
  if ('reason' in sized) return skipped(sized.reason);
  const result = await deps.exchange.submit({
    kind: 'place',
    accountId: run.account_id,
    contractId: Number(buyer.schedule.contract_id),
    direction: 'buy',
    orderType: 'market',
    quantityMg: sized.quantityMg,
    limitPriceSen: null,
    validity: 'GTC',
    expiresAtMs: null,
    source: 'client',
    requestKey: runRequestKey(run.schedule_id, run.market_day),
  });
  if (result.ok && result.value !== null) {
    return { status: 'placed', orderId: result.value.order.id };
  }
  if (result.ok || TRY_AGAIN.includes(result.code)) return { status: 'later' };
  return skipped(result.code);
};

/** Tells the holder a run was skipped: a notice, then an e-mail (logged, not undone, if lost). */
const tellSkipped = async (
  deps: RecurringBuyDeps,
  run: RecurringBuyRunTable,
  reason: ErrorCode,
  onError: (error: unknown) => void,
): Promise<void> => {
  const { db } = deps.database;
  const schedule = await db
    .selectFrom('recurring_buys')
    .innerJoin('accounts', 'accounts.id', 'recurring_buys.account_id')
    .select(['recurring_buys.contract_id', 'accounts.email', 'accounts.first_name'])
    .where('recurring_buys.id', '=', run.schedule_id)
    .executeTakeFirstOrThrow();
  const params = {
    schedule_id: run.schedule_id,
    contract_id: schedule.contract_id.toString(),
    amount_sen: run.amount_sen.toString(),
    market_day: run.market_day,
    reason,
  };
  const notice = { accountId: run.account_id, kind: 'recurring_buy_skipped' as const, params };
  await tellAccount(deps, notice);
  const to = { email: schedule.email, firstName: schedule.first_name };
  await deps.notifier.send(noticeEmail(to, 'recurring_buy_skipped', params)).catch(onError);
};

/**
 * Settles a claimed run: placed with its order, or skipped with its reason, written once (the
 * first round to settle it tells the holder); a run the exchange could not take yet stays
 * claimed. Answers the run as it stands.
 */
export const settleRun = async (
  deps: RecurringBuyDeps,
  run: RecurringBuyRunTable,
  onError: (error: unknown) => void,
): Promise<void> => {
  const nowMs = deps.clock.now();
  const outcome = await placeRun(deps, run, nowMs);
  if (outcome.status === 'later') return;
  const settled = await deps.database.db
    .updateTable('recurring_buy_runs')
    .set(
      outcome.status === 'placed'
        ? { status: 'placed', order_id: outcome.orderId, updated_at_ms: BigInt(nowMs) }
        : { status: 'skipped', reason: outcome.reason, updated_at_ms: BigInt(nowMs) },
    )
    .where('id', '=', run.id)
    .where('status', '=', 'placing')
    .executeTakeFirst();
  if (settled.numUpdatedRows === 0n || outcome.status !== 'skipped') return;
  // The holder stopped it: nothing to tell.
  if (outcome.reason === 'RecurringBuyStopped') return;
  await tellSkipped(deps, run, outcome.reason, onError);
};

const dueSchedules = (db: Db, nowMs: number) =>
  db
    .selectFrom('recurring_buys')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_run_at_ms', '<=', BigInt(nowMs))
    .orderBy('next_run_at_ms')
    .limit(RUNS_PER_ROUND_MAX)
    .execute();

const claimedRuns = (db: Db) =>
  db
    .selectFrom('recurring_buy_runs')
    .selectAll()
    .where('status', '=', 'placing')
    .orderBy('id')
    .limit(RUNS_PER_ROUND_MAX)
    .execute();

/**
 * One round of the job: claims every due run, then settles every claimed one (those a crash
 * or a busy exchange left claimed among them). Each step is safe to repeat.
 */
export const runDueRecurringBuys = async (
  deps: RecurringBuyDeps,
  onError: (error: unknown) => void,
): Promise<void> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  for (const schedule of await dueSchedules(db, nowMs)) await claimRun(deps, schedule, nowMs);
  for (const run of await claimedRuns(db)) await settleRun(deps, run, onError);
};
