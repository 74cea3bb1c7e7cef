import type { Db } from '../db/database.ts';
import { type ExchangePort, followTrades } from '../trading/index.ts';
import { type NewNotice, type NoticePush, pushNotices, recordNotices } from './notices.ts';

/** Trades read per query; a busier burst is read in several. */
const TRADES_PER_READ_MAX = 500;

export type FillNoticeDeps = {
  readonly db: Db;
  readonly exchange: ExchangePort;
  /** Each fill notice is pushed to its account's open sockets once stored. */
  readonly liveHub: NoticePush;
  readonly now: () => number;
  readonly onError: (error: unknown) => void;
};

type FillRow = {
  id: string;
  sequence: bigint;
  contract_id: bigint;
  price_sen: bigint;
  quantity_mg: bigint;
  buy_order_id: string;
  sell_order_id: string;
  buyer_account_id: string;
  seller_account_id: string;
};

/** Both sides of a trade: each party is told its own order was filled. */
const noticesOf = (trade: FillRow): NewNotice[] => {
  const common = {
    trade_id: trade.id,
    contract_id: trade.contract_id.toString(),
    quantity_mg: trade.quantity_mg.toString(),
    price_sen: trade.price_sen.toString(),
  };
  return [
    {
      accountId: trade.buyer_account_id,
      kind: 'order_fill',
      params: { ...common, direction: 'buy', order_id: trade.buy_order_id },
    },
    {
      accountId: trade.seller_account_id,
      kind: 'order_fill',
      params: { ...common, direction: 'sell', order_id: trade.sell_order_id },
    },
  ];
};

/**
 * Where fill notices left off: the trade of the newest fill notice, so trades committed while
 * the server was down are noticed when it is back. With none yet (a new platform, or one
 * whose history was seeded), the trades already there are history and are not noticed.
 */
const lastNoticedSequence = async (db: Db): Promise<bigint> => {
  const newest = await db
    .selectFrom('notices')
    .select('params')
    .where('kind', '=', 'order_fill')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const tradeId = newest === undefined ? undefined : tradeIdOf(newest.params);
  const trade =
    tradeId === undefined
      ? await db
          .selectFrom('trades')
          .select((eb) => eb.fn.max('sequence').as('sequence'))
          .executeTakeFirst()
      : await db
          .selectFrom('trades')
          .select('sequence')
          .where('id', '=', tradeId)
          .executeTakeFirst();
  return BigInt(trade?.sequence ?? 0n);
};

const tradeIdOf = (params: string): string | undefined => {
  const parsed: unknown = JSON.parse(params);
  const tradeId = (parsed as { trade_id?: unknown }).trade_id;
  return typeof tradeId === 'string' ? tradeId : undefined;
};

/**
 * Turns committed trades into fill notices, outside the engine (`followTrades`): the trades past
 * the last one noticed are read back and noticed in one insert, then pushed to their accounts'
 * sockets. At start it catches up from the newest fill notice.
 */
export const watchFills = async (deps: FillNoticeDeps): Promise<() => Promise<void>> => {
  let cursor = await lastNoticedSequence(deps.db);

  const readOnce = async (): Promise<number> => {
    const trades = await deps.db
      .selectFrom('trades')
      .select([
        'id',
        'sequence',
        'contract_id',
        'price_sen',
        'quantity_mg',
        'buy_order_id',
        'sell_order_id',
        'buyer_account_id',
        'seller_account_id',
      ])
      .where('sequence', '>', cursor)
      .orderBy('sequence')
      .limit(TRADES_PER_READ_MAX)
      .execute();
    if (trades.length === 0) return 0;
    pushNotices(
      deps.liveHub,
      await recordNotices(deps.db, trades.flatMap(noticesOf), new Date(deps.now())),
    );
    cursor = trades[trades.length - 1]?.sequence ?? cursor;
    return trades.length;
  };

  return followTrades(deps.exchange, TRADES_PER_READ_MAX, readOnce, deps.onError);
};
