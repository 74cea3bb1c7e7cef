import { FILLS_MAX, type Fill, type RecentTrade } from '@emas/api';
import {
  type ContractConfig,
  pricePerGramSen,
  tenthsOfQuantityMg,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';

/**
 * The trading screen's reads of the trades table: a contract's latest trades (public, as the
 * depth is) and one account's own fills of a contract in a span, for the chart's markers.
 */

const IDR_DECIMALS = 2;
const LOT_DECIMALS = 1;
const MS_PER_SECOND = 1_000;

type TradeFigures = {
  price_sen: bigint;
  quantity_mg: bigint;
};

/** Price per lot and per gram, lots and milligrams, as every trading answer writes them. */
const figuresOf = (contract: ContractConfig, row: TradeFigures) => ({
  price: toDecimalString(row.price_sen, IDR_DECIMALS),
  price_per_gram: toDecimalString(pricePerGramSen(contract, row.price_sen), IDR_DECIMALS),
  quantity: toDecimalString(tenthsOfQuantityMg(contract, row.quantity_mg), LOT_DECIMALS),
  quantity_mg: row.quantity_mg.toString(),
});

/** The newest `limit` trades of a contract, newest first. */
export const recentTrades = async (
  db: Db,
  contract: ContractConfig,
  limit: number,
): Promise<RecentTrade[]> => {
  const rows = await db
    .selectFrom('trades')
    .select(['id', 'price_sen', 'quantity_mg', 'taker_side', 'created_at_ms'])
    .where('contract_id', '=', BigInt(contract.contractId))
    .orderBy('created_at_ms', 'desc')
    .orderBy('sequence', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    created_at: new Date(Number(row.created_at_ms)).toISOString(),
    ...figuresOf(contract, row),
    taker_side: row.taker_side,
  }));
};

export type FillSpan = { readonly fromMs: number; readonly toMs: number };

/**
 * The account's fills of a contract from `fromMs` to `toMs` (both included), oldest first: the
 * newest FILLS_MAX of them. A trade with itself (the lp's own orders crossing) is both sides.
 */
export const fillsOf = async (
  db: Db,
  accountId: string,
  contract: ContractConfig,
  span: FillSpan,
): Promise<Fill[]> => {
  const side = (column: 'buyer_account_id' | 'seller_account_id') =>
    db
      .selectFrom('trades')
      .select(['id', 'price_sen', 'quantity_mg', 'created_at_ms', 'sequence'])
      .select(
        column === 'buyer_account_id'
          ? ['buy_order_id as order_id']
          : ['sell_order_id as order_id'],
      )
      .where(column, '=', accountId)
      .where('contract_id', '=', BigInt(contract.contractId))
      .where('created_at_ms', '>=', BigInt(span.fromMs))
      .where('created_at_ms', '<=', BigInt(span.toMs))
      .orderBy('created_at_ms', 'desc')
      .limit(FILLS_MAX)
      .execute();
  const [buys, sells] = await Promise.all([side('buyer_account_id'), side('seller_account_id')]);
  const fills = [
    ...buys.map((row) => ({ row, direction: 'buy' as const })),
    ...sells.map((row) => ({ row, direction: 'sell' as const })),
  ]
    .sort((a, b) => Number(b.row.sequence - a.row.sequence))
    .slice(0, FILLS_MAX)
    .reverse();
  return fills.map(({ row, direction }) => ({
    trade_id: row.id,
    order_id: row.order_id,
    direction,
    time: Math.floor(Number(row.created_at_ms) / MS_PER_SECOND),
    ...figuresOf(contract, row),
  }));
};
