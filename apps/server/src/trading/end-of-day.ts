import { contracts, marketStatusAt, type MarketHoursMode } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { EndDayPriceTable } from '../db/schema.ts';
import type { ExchangePort } from './exchange-port.ts';
import { jakartaDate } from './engine/daily-stats.ts';

/** How often the end-of-day watch looks at the market status. */
export const END_OF_DAY_CHECK_MS = 1_000;

/** Each contract's closing prices now: best bid and ask per lot, the day's OHLC per gram. */
const closingRows = (exchange: ExchangePort, date: string, nowMs: number): EndDayPriceTable[] =>
  contracts.map((contract) => {
    const snapshot = exchange.snapshot(contract.contractId);
    return {
      date,
      contract_id: BigInt(contract.contractId),
      buy_sen: snapshot?.asks[0]?.price ?? null,
      sell_sen: snapshot?.bids[0]?.price ?? null,
      open_sen: snapshot?.day.openSen ?? null,
      high_sen: snapshot?.day.highSen ?? null,
      low_sen: snapshot?.day.lowSen ?? null,
      close_sen: snapshot?.day.closeSen ?? null,
      created_at_ms: BigInt(nowMs),
    };
  });

/** Records the closing prices of the market day `date`, replacing any earlier record of it. */
export const recordEndOfDay = async (
  db: Db,
  exchange: ExchangePort,
  date: string,
  nowMs: number,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('end_day_prices').where('date', '=', date).execute();
    await trx
      .insertInto('end_day_prices')
      .values(closingRows(exchange, date, nowMs))
      .execute();
  });
};

/**
 * The closing prices of `date`, or of the last day recorded before it; with nothing recorded
 * yet, the prices standing now, so a closed market always shows a price.
 */
export const endDayPrices = async (
  db: Db,
  exchange: ExchangePort,
  date: string,
  nowMs: number,
): Promise<EndDayPriceTable[]> => {
  const last = await db
    .selectFrom('end_day_prices')
    .select('date')
    .where('date', '<=', date)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last === undefined) return closingRows(exchange, date, nowMs);
  return db
    .selectFrom('end_day_prices')
    .selectAll()
    .where('date', '=', last.date)
    .orderBy('contract_id')
    .execute();
};

/**
 * Watches the market status and records the closing prices whenever the market closes, under
 * the market day that just ended. Answers the function that stops it.
 */
export const watchEndOfDay = (deps: {
  db: Db;
  exchange: ExchangePort;
  now: () => number;
  marketHours: MarketHoursMode;
  onError: (error: unknown) => void;
}): (() => void) => {
  let wasOpen = !marketStatusAt(deps.now(), deps.marketHours).isClosed;
  let lastOpenMs = deps.now();
  const timer = setInterval(() => {
    const nowMs = deps.now();
    const open = !marketStatusAt(nowMs, deps.marketHours).isClosed;
    if (wasOpen && !open) {
      recordEndOfDay(deps.db, deps.exchange, jakartaDate(lastOpenMs), nowMs).catch(deps.onError);
    }
    if (open) lastOpenMs = nowMs;
    wasOpen = open;
  }, END_OF_DAY_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
};
