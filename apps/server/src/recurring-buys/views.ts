import type { RecurringBuy, RecurringBuyRun } from '@emas/api';
import {
  MONEY_DECIMALS,
  TRADING_USD_DECIMALS,
  contractById,
  senToUsdMinor,
  runTimeText,
  tenthsOfQuantityMg,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { RecurringBuyRunTable, RecurringBuyTable } from '../db/schema.ts';
import { dayOfRow } from './schedule-repository.ts';

/** How schedules and their runs leave the server: rupiah and lots as decimal strings. */

/** Runs shown with each schedule in the list; the whole history is paged by its own call. */
export const LAST_RUNS_SHOWN = 5;
const LOT_DECIMALS = 1;

const iso = (ms: bigint): string => new Date(Number(ms)).toISOString();
const rupiah = (sen: bigint): string => toDecimalString(sen, MONEY_DECIMALS);

type RunRow = RecurringBuyRunTable & {
  contract_id: bigint;
  filled_mg: bigint | null;
  filled_value_sen: bigint | null;
  fee_sen: bigint | null;
  tax_sen: bigint | null;
  rate_idr_per_usd: bigint | null;
};

const runsQuery = (db: Db) =>
  db
    .selectFrom('recurring_buy_runs')
    .innerJoin('recurring_buys', 'recurring_buys.id', 'recurring_buy_runs.schedule_id')
    .leftJoin('orders', 'orders.id', 'recurring_buy_runs.order_id')
    .selectAll('recurring_buy_runs')
    .select([
      'recurring_buys.contract_id',
      'orders.filled_mg',
      'orders.filled_value_sen',
      'orders.fee_sen',
      'orders.tax_sen',
      'orders.rate_idr_per_usd',
    ]);

/** A run as the client reads it: what its order bought, or why it bought nothing. */
const runView = (row: RunRow): RecurringBuyRun => {
  const weightMg = contractById(Number(row.contract_id))?.weightMg ?? 1n;
  const filledMg = row.filled_mg ?? 0n;
  const valueSen = row.filled_value_sen ?? 0n;
  const bought = row.status === 'placed' && filledMg > 0n;
  const averageSen = bought ? (valueSen * weightMg) / filledMg : 0n;
  const totalSen = valueSen + (row.fee_sen ?? 0n) + (row.tax_sen ?? 0n);
  const usd = (sen: bigint) =>
    bought && row.rate_idr_per_usd !== null
      ? toDecimalString(
          senToUsdMinor(sen, row.rate_idr_per_usd, TRADING_USD_DECIMALS),
          TRADING_USD_DECIMALS,
        )
      : null;
  return {
    id: row.id,
    market_day: row.market_day,
    due_at: iso(row.due_at_ms),
    status: row.status === 'placed' ? (bought ? 'filled' : 'unfilled') : row.status,
    reason: row.reason,
    order_id: row.order_id,
    quantity: bought
      ? toDecimalString(tenthsOfQuantityMg({ weightMg }, filledMg), LOT_DECIMALS)
      : null,
    average_price: bought ? rupiah(averageSen) : null,
    total: bought ? rupiah(totalSen) : null,
    average_price_usd: usd(averageSen),
    total_usd: usd(totalSen),
  };
};

/** A page of a schedule's runs, newest first, with their count. */
export const runsPage = async (
  db: Db,
  scheduleId: string,
  page: { offset: number; limit: number },
): Promise<{ count: number; body: RecurringBuyRun[] }> => {
  const [rows, counted] = await Promise.all([
    runsQuery(db)
      .where('recurring_buy_runs.schedule_id', '=', scheduleId)
      .orderBy('recurring_buy_runs.market_day', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('recurring_buy_runs')
      .select((eb) => eb.fn.countAll<bigint | number | string>().as('n'))
      .where('schedule_id', '=', scheduleId)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(counted.n), body: rows.map(runView) };
};

const scheduleView = (row: RecurringBuyTable, lastRuns: RecurringBuyRun[]): RecurringBuy => ({
  id: row.id,
  contract_id: Number(row.contract_id),
  amount_idr: rupiah(row.amount_sen),
  frequency: row.frequency,
  day: dayOfRow(row),
  time: runTimeText(Number(row.time_minutes)),
  status: row.status,
  next_run_at: row.next_run_at_ms === null ? null : iso(row.next_run_at_ms),
  next_market_day: row.next_market_day,
  created_at: iso(row.created_at_ms),
  last_runs: lastRuns,
});

/** Schedules as the client reads them, each with its newest runs. */
export const scheduleViews = async (
  db: Db,
  rows: readonly RecurringBuyTable[],
): Promise<RecurringBuy[]> => {
  // One short query per schedule (an account has a few): the newest runs of each.
  const pages = await Promise.all(
    rows.map((row) => runsPage(db, row.id, { offset: 0, limit: LAST_RUNS_SHOWN })),
  );
  return rows.map((row, index) => scheduleView(row, pages[index]?.body ?? []));
};

/** A schedule's run of a market day, as the client reads it. */
export const runOfDay = async (
  db: Db,
  scheduleId: string,
  marketDay: string,
): Promise<RecurringBuyRun | null> => {
  const row = await runsQuery(db)
    .where('recurring_buy_runs.schedule_id', '=', scheduleId)
    .where('recurring_buy_runs.market_day', '=', marketDay)
    .executeTakeFirst();
  return row === undefined ? null : runView(row);
};
