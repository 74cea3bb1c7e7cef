import type { Candle } from '@emas/domain';
import type { Db } from '../db/database.ts';

/**
 * Stored 1-minute candles of the reference price. Prices are in the symbol's minor unit (see
 * ReferenceCandleTable); times are epoch milliseconds.
 */

export type ReferenceSymbol = 'XAUIDRG' | 'XAUUSDG';
export const REFERENCE_SYMBOLS: readonly ReferenceSymbol[] = ['XAUIDRG', 'XAUUSDG'];

export type SymbolCandle = { readonly symbol: ReferenceSymbol; readonly candle: Candle };

const STORED_INTERVAL = '1m';
/** Rows per INSERT: 7 parameters each stays far below SQLite's and PostgreSQL's limits. */
const INSERT_ROWS_MAX = 500;

type CandleRow = {
  start_ms: bigint;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
};

const fromRow = (row: CandleRow): Candle => ({
  startMs: Number(row.start_ms),
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
});

const toRow = ({ symbol, candle }: SymbolCandle) => ({
  symbol,
  interval: STORED_INTERVAL,
  start_ms: BigInt(candle.startMs),
  open: candle.open,
  high: candle.high,
  low: candle.low,
  close: candle.close,
});

/**
 * Writes candles, replacing a stored candle of the same symbol and minute: a candle written at
 * stop and continued after a restart is written again whole. One transaction, in batches.
 */
export const upsertReferenceCandles = async (
  db: Db,
  candles: readonly SymbolCandle[],
): Promise<void> => {
  if (candles.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < candles.length; offset += INSERT_ROWS_MAX) {
      await trx
        .insertInto('reference_candles')
        .values(candles.slice(offset, offset + INSERT_ROWS_MAX).map(toRow))
        .onConflict((oc) =>
          oc.columns(['symbol', 'interval', 'start_ms']).doUpdateSet((eb) => ({
            open: eb.ref('excluded.open'),
            high: eb.ref('excluded.high'),
            low: eb.ref('excluded.low'),
            close: eb.ref('excluded.close'),
          })),
        )
        .execute();
    }
  });
};

/** The newest stored candle of a symbol, or null when there is none. */
export const latestReferenceCandle = async (
  db: Db,
  symbol: ReferenceSymbol,
): Promise<Candle | null> => {
  const row = await db
    .selectFrom('reference_candles')
    .select(['start_ms', 'open', 'high', 'low', 'close'])
    .where('symbol', '=', symbol)
    .where('interval', '=', STORED_INTERVAL)
    .orderBy('start_ms', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : fromRow(row);
};

/** A symbol's stored candles starting at or after `fromMs`, oldest first, at most `rowsMax`. */
export const referenceCandlesSince = async (
  db: Db,
  symbol: ReferenceSymbol,
  fromMs: number,
  rowsMax: number,
): Promise<Candle[]> => {
  const rows = await db
    .selectFrom('reference_candles')
    .select(['start_ms', 'open', 'high', 'low', 'close'])
    .where('symbol', '=', symbol)
    .where('interval', '=', STORED_INTERVAL)
    .where('start_ms', '>=', BigInt(fromMs))
    .orderBy('start_ms', 'asc')
    .limit(rowsMax)
    .execute();
  return rows.map(fromRow);
};
