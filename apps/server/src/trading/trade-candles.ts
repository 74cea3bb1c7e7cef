import type { Candle as CandleBody } from '@emas/api';
import {
  type Candle,
  type CandleInterval,
  type ContractConfig,
  applyTick,
  bucketStart,
  intervalMs,
  pricePerGramSen,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';

/** Trades read for one answer at most; older buckets fall off a chart this busy. */
export const TRADE_CANDLE_TRADES_MAX = 200_000;
const IDR_DECIMALS = 2;
const MS_PER_SECOND = 1_000;

/** A contract's trades folded into candles of `interval`, rupiah sen per gram, oldest first. */
export const foldTradeCandles = (
  contract: Pick<ContractConfig, 'weightMg'>,
  trades: readonly { priceSen: bigint; atMs: number }[],
  interval: CandleInterval,
): Candle[] => {
  const candles: Candle[] = [];
  for (const trade of trades) {
    const last = candles[candles.length - 1] ?? null;
    const next = applyTick(last, pricePerGramSen(contract, trade.priceSen), trade.atMs, interval);
    if (last !== null && next.startMs === last.startMs) candles[candles.length - 1] = next;
    else candles.push(next);
  }
  return candles;
};

/** The candles of the last `limit` buckets of a contract's trades, up to `nowMs`. */
export const tradeCandles = async (
  db: Db,
  contract: ContractConfig,
  interval: CandleInterval,
  limit: number,
  nowMs: number,
): Promise<Candle[]> => {
  const fromMs = bucketStart(nowMs, interval) - (limit - 1) * intervalMs(interval);
  const rows = await db
    .selectFrom('trades')
    .select(['price_sen', 'created_at_ms'])
    .where('contract_id', '=', BigInt(contract.contractId))
    .where('created_at_ms', '>=', BigInt(fromMs))
    .orderBy('sequence', 'desc')
    .limit(TRADE_CANDLE_TRADES_MAX)
    .execute();
  const trades = rows
    .reverse()
    .map((row) => ({ priceSen: BigInt(row.price_sen), atMs: Number(row.created_at_ms) }));
  return foldTradeCandles(contract, trades, interval);
};

/** A candle as the API's candle: rupiah with 2 decimals, time in epoch seconds. */
export const tradeCandleBody = (candle: Candle): CandleBody => ({
  time: Math.floor(candle.startMs / MS_PER_SECOND),
  open: toDecimalString(candle.open, IDR_DECIMALS),
  high: toDecimalString(candle.high, IDR_DECIMALS),
  low: toDecimalString(candle.low, IDR_DECIMALS),
  close: toDecimalString(candle.close, IDR_DECIMALS),
});
