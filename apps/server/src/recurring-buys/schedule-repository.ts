import {
  LAST_DAY_OF_MONTH,
  RECURRING_BUYS_PER_ACCOUNT_MAX,
  type RecurringDay,
  type RecurringTiming,
  type Result,
  fail,
  nextRecurringRun,
  ok,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { RecurringBuyTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { sortableId } from '../ledger/index.ts';
import type { RecurringBuyDeps } from './deps.ts';

/** A schedule's day as stored: text, so "last" reads as written. */
export const storedDay = (day: RecurringDay | null): string | null =>
  day === null ? null : String(day);

export const dayOfRow = (row: Pick<RecurringBuyTable, 'day'>): RecurringDay | null =>
  row.day === null ? null : row.day === LAST_DAY_OF_MONTH ? LAST_DAY_OF_MONTH : Number(row.day);

export const timingOfRow = (row: RecurringBuyTable): RecurringTiming => ({
  frequency: row.frequency,
  day: dayOfRow(row),
  timeMinutes: Number(row.time_minutes),
});

/** The next run of a timing after `afterMs`, as the row stores it. */
export const nextRunColumns = (
  deps: RecurringBuyDeps,
  timing: RecurringTiming,
  afterMs: number,
) => {
  const run = nextRecurringRun(timing, afterMs, deps.config.marketHours);
  return { next_run_at_ms: BigInt(run.atMs), next_market_day: run.marketDay };
};

/**
 * Two creations racing for a slot: the loser looks again. Each loss means another schedule took
 * a slot, so after as many losses as there are slots none is free, and the cap answers.
 */
const SLOT_ATTEMPTS_MAX = RECURRING_BUYS_PER_ACCOUNT_MAX + 1;

const freeSlotOf = async (db: Db, accountId: string): Promise<number | null> => {
  const used = await db
    .selectFrom('recurring_buys')
    .select('slot')
    .where('account_id', '=', accountId)
    .where('slot', 'is not', null)
    .execute();
  const taken = new Set(used.map((row) => Number(row.slot)));
  for (let slot = 1; slot <= RECURRING_BUYS_PER_ACCOUNT_MAX; slot += 1) {
    if (!taken.has(slot)) return slot;
  }
  return null;
};

export type NewSchedule = {
  readonly accountId: string;
  readonly contractId: number;
  readonly amountSen: bigint;
  readonly timing: RecurringTiming;
};

/**
 * Stores a new active schedule in a free slot of its account, its first run the next one due
 * from now. The slot's unique key keeps the cap when creations race.
 */
export const createSchedule = async (
  deps: RecurringBuyDeps,
  schedule: NewSchedule,
): Promise<Result<RecurringBuyTable>> => {
  const nowMs = deps.clock.now();
  for (let attempt = 0; attempt < SLOT_ATTEMPTS_MAX; attempt += 1) {
    const slot = await freeSlotOf(deps.database.db, schedule.accountId);
    if (slot === null) break;
    const row: RecurringBuyTable = {
      id: sortableId(nowMs),
      account_id: schedule.accountId,
      contract_id: BigInt(schedule.contractId),
      amount_sen: schedule.amountSen,
      frequency: schedule.timing.frequency,
      day: storedDay(schedule.timing.day),
      time_minutes: BigInt(schedule.timing.timeMinutes),
      status: 'active',
      slot: BigInt(slot),
      ...nextRunColumns(deps, schedule.timing, nowMs),
      created_at_ms: BigInt(nowMs),
      updated_at_ms: BigInt(nowMs),
    };
    try {
      await deps.database.db.insertInto('recurring_buys').values(row).execute();
      return ok(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return fail('RecurringBuysTooMany', { max: RECURRING_BUYS_PER_ACCOUNT_MAX });
};

/** The account's schedules: live ones first, then the cancelled, each newest first. */
export const schedulesOf = (db: Db, accountId: string): Promise<RecurringBuyTable[]> =>
  db
    .selectFrom('recurring_buys')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy((eb) => eb.case().when('status', '=', 'cancelled').then(1).else(0).end())
    .orderBy('id', 'desc')
    .execute();

/** One of the account's schedules; another account's is as good as missing. */
export const ownSchedule = async (
  db: Db,
  accountId: string,
  id: string,
): Promise<Result<RecurringBuyTable>> => {
  const row = await db
    .selectFrom('recurring_buys')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row === undefined ? fail('RecurringBuyNotFound') : ok(row);
};

type Change = 'pause' | 'resume' | 'cancel';

const changedColumns = (deps: RecurringBuyDeps, row: RecurringBuyTable, change: Change) => {
  const nowMs = deps.clock.now();
  const updated_at_ms = BigInt(nowMs);
  switch (change) {
    case 'pause':
      return { status: 'paused', next_run_at_ms: null, next_market_day: null, updated_at_ms };
    case 'resume':
      return { status: 'active', ...nextRunColumns(deps, timingOfRow(row), nowMs), updated_at_ms };
    case 'cancel':
      return {
        status: 'cancelled',
        slot: null,
        next_run_at_ms: null,
        next_market_day: null,
        updated_at_ms,
      };
  }
};

/**
 * Pauses, resumes or cancels the account's schedule. Pausing a paused one or resuming an
 * active one changes nothing and answers it as it is; a cancelled one never changes again.
 * A resumed schedule's next run is the next due from now: runs missed while paused are not made.
 */
export const changeSchedule = async (
  deps: RecurringBuyDeps,
  accountId: string,
  id: string,
  change: Change,
): Promise<Result<RecurringBuyTable>> => {
  const { db } = deps.database;
  const found = await ownSchedule(db, accountId, id);
  if (!found.ok) return found;
  const row = found.value;
  if (row.status === 'cancelled') return fail('RecurringBuyCancelled');
  const from = change === 'resume' ? 'paused' : change === 'pause' ? 'active' : row.status;
  if (row.status !== from) return ok(row);
  const columns = changedColumns(deps, row, change) as Partial<RecurringBuyTable>;
  const moved = await db
    .updateTable('recurring_buys')
    .set(columns)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  // Another request changed it first: answer it as that left it.
  if (moved.numUpdatedRows === 0n) return ownSchedule(db, accountId, id);
  return ok({ ...row, ...columns });
};
