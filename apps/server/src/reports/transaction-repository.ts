import { PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Reader } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import type { ReportScope } from './scope.ts';

/**
 * An account's transactions are its sides of trades: the buyer's or the seller's, with the
 * order the side came from, the account, and for a buy the lot it opened (what it still holds
 * and what that cost). Newest first, by time then the exchange's sequence.
 */
export type TransactionFilter = {
  readonly scope: ReportScope;
  readonly contractIds?: readonly number[] | undefined;
  /** Epoch ms, start inclusive, end exclusive. */
  readonly fromMs?: number | undefined;
  readonly untilMs?: number | undefined;
  readonly orderType?: 'market' | 'limit' | undefined;
};

/**
 * Where the next chunk starts: after this row in the reports' order (time, sequence, then buy
 * before sell, since both sides of one trade share its time and sequence).
 */
export type TransactionCursor = {
  readonly createdAtMs: bigint;
  readonly sequence: bigint;
  readonly direction: 'buy' | 'sell';
};

export type TransactionRow = {
  trade_id: string;
  sequence: bigint;
  direction: 'buy' | 'sell';
  contract_id: bigint;
  quantity_mg: bigint;
  value_sen: bigint;
  fee_sen: bigint;
  tax_sen: bigint;
  storage_fee_sen: bigint;
  sold_cost_sen: bigint;
  rate_idr_per_usd: bigint;
  created_at_ms: bigint;
  order_id: string;
  order_type: 'market' | 'limit';
  account_id: string;
  hin: string | null;
  fullname: string;
  lot_remaining_mg: bigint | null;
  lot_cost_per_gram_sen: bigint | null;
};

type Side = 'buy' | 'sell';
type TradeQuery = SelectQueryBuilder<Schema, 'trades', object>;

const SIDE_COLUMNS = {
  buy: { account: 'trades.buyer_account_id', order: 'trades.buy_order_id' },
  sell: { account: 'trades.seller_account_id', order: 'trades.sell_order_id' },
} as const;

/**
 * Rows after the cursor, as one row-value comparison so both databases read it as a range of
 * the (account, time, sequence) index. The sell side of the cursor's own trade still follows
 * its buy side.
 */
const after = (cursor: TransactionCursor, side: Side) => {
  const operator = side === 'sell' && cursor.direction === 'buy' ? sql`<=` : sql`<`;
  return sql<boolean>`(trades.created_at_ms, trades.sequence) ${operator} (${cursor.createdAtMs}, ${cursor.sequence})`;
};

/** One side's trades within the filter's trade columns; null when the scope is empty. */
const sideTrades = (
  db: Db,
  side: Side,
  filter: TransactionFilter,
  cursor?: TransactionCursor,
): TradeQuery | null => {
  let query: TradeQuery = db.selectFrom('trades');
  const { scope } = filter;
  if (!scope.all) {
    if (scope.ids.length === 0) return null;
    query = query.where(SIDE_COLUMNS[side].account, 'in', scope.ids);
  }
  if (filter.contractIds !== undefined && filter.contractIds.length > 0) {
    query = query.where('trades.contract_id', 'in', filter.contractIds.map(BigInt));
  }
  if (filter.fromMs !== undefined) {
    query = query.where('trades.created_at_ms', '>=', BigInt(filter.fromMs));
  }
  if (filter.untilMs !== undefined) {
    query = query.where('trades.created_at_ms', '<', BigInt(filter.untilMs));
  }
  return cursor === undefined ? query : query.where(after(cursor, side));
};

const withOrder = (query: TradeQuery, side: Side, filter: TransactionFilter) => {
  const joined = query.innerJoin('orders', 'orders.id', SIDE_COLUMNS[side].order);
  return filter.orderType === undefined
    ? joined
    : joined.where('orders.order_type', '=', filter.orderType);
};

const selectSide = (query: TradeQuery, side: Side, filter: TransactionFilter) => {
  const payer = side === 'buy' ? 'buyer' : 'seller';
  const base = withOrder(query, side, filter)
    .innerJoin('accounts', 'accounts.id', SIDE_COLUMNS[side].account)
    .select([
      'trades.id as trade_id',
      'trades.sequence',
      sql.lit(side).as('direction'),
      'trades.contract_id',
      'trades.quantity_mg',
      'trades.value_sen',
      `trades.${payer}_fee_sen as fee_sen`,
      `trades.${payer}_tax_sen as tax_sen`,
      'trades.rate_idr_per_usd',
      'trades.created_at_ms',
      'orders.id as order_id',
      'orders.order_type',
      'accounts.id as account_id',
      'accounts.hin',
      'accounts.fullname',
    ])
    .orderBy('trades.created_at_ms', 'desc')
    .orderBy('trades.sequence', 'desc');
  // A sell realises against the LIFO cost stored on the trade; a buy holds what is left of
  // the lot it opened.
  return side === 'sell'
    ? base.select([
        'trades.seller_storage_fee_sen as storage_fee_sen',
        'trades.seller_cost_sen as sold_cost_sen',
        sql<bigint | null>`cast(null as bigint)`.as('lot_remaining_mg'),
        sql<bigint | null>`cast(null as bigint)`.as('lot_cost_per_gram_sen'),
      ])
    : base
        .leftJoin('gold_inventories', (join) =>
          join
            .onRef('gold_inventories.trade_id', '=', 'trades.id')
            .onRef('gold_inventories.account_id', '=', 'trades.buyer_account_id'),
        )
        .select([
          sql<bigint>`cast(0 as bigint)`.as('storage_fee_sen'),
          sql<bigint>`cast(0 as bigint)`.as('sold_cost_sen'),
          'gold_inventories.remaining_mg as lot_remaining_mg',
          'gold_inventories.cost_per_gram_sen as lot_cost_per_gram_sen',
        ]);
};

type Page = { offset: number; limit: number; cursor?: TransactionCursor | undefined };
type PageKey = { trade_id: string; direction: Side };

const keyOf = (row: PageKey): string => `${row.direction}:${row.trade_id}`;

type Select<R> = (query: TradeQuery, side: Side) => SelectQueryBuilder<Schema, 'trades', R>;

/**
 * What each side selects, merged in the reports' order; each side reads at most `sideLimit`
 * rows from its index (all of them when null). Null when the scope is empty.
 */
const mergedQuery = <R>(
  db: Db,
  filter: TransactionFilter,
  select: Select<R>,
  page: Page | null,
) => {
  const sides = (['buy', 'sell'] as const).flatMap((side) => {
    const query = sideTrades(db, side, filter, page?.cursor);
    if (query === null) return [];
    const ordered = select(query, side)
      .orderBy('trades.created_at_ms', 'desc')
      .orderBy('trades.sequence', 'desc');
    return [page === null ? ordered : ordered.limit(page.offset + page.limit)];
  });
  const [first, second] = sides;
  if (first === undefined) return null;
  const merged =
    second === undefined
      ? db.selectFrom(first.as('a')).selectAll()
      : db
          .selectFrom(first.as('a'))
          .selectAll()
          .unionAll(db.selectFrom(second.as('b')).selectAll());
  return db
    .selectFrom(merged.as('merged'))
    .selectAll()
    .orderBy(sql.ref('created_at_ms'), 'desc')
    .orderBy(sql.ref('sequence'), 'desc')
    .orderBy(sql.ref('direction'));
};

/**
 * Rows `offset` to `offset + limit` of what each side selects: each side reads only its first
 * `offset + limit` rows from its index, in the reports' order, and the two are merged.
 */
const mergedPage = async <R>(
  db: Db,
  filter: TransactionFilter,
  page: Page,
  select: Select<R>,
): Promise<R[]> => {
  const query = mergedQuery(db, filter, select, page);
  if (query === null) return [];
  const rows = await query.offset(page.offset).limit(page.limit).execute();
  return rows as R[];
};

/** A page's keys in the reports' order, without the joins a whole row needs. */
const pageKeys = (db: Db, filter: TransactionFilter, page: Page): Promise<PageKey[]> =>
  mergedPage(db, filter, page, (query, side) =>
    (filter.orderType === undefined ? query : withOrder(query, side, filter)).select([
      'trades.id as trade_id',
      'trades.created_at_ms',
      'trades.sequence',
      sql<Side>`${sql.lit(side)}`.as('direction'),
    ]),
  );

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * `trades.id` among `ids`, as one parameter: the SQL text stays the same whatever the count,
 * so SQLite prepares it once. A list of placeholders made a new statement for every count,
 * and the statement cache churned through hundreds of them during an export.
 */
const idIn = (db: Db, ids: readonly string[]) =>
  isPostgres(db)
    ? sql<boolean>`trades.id = any(${[...ids]})`
    : sql<boolean>`trades.id in (select value from json_each(${JSON.stringify(ids)}))`;

/** The page's keys first, then the whole rows of those keys only: any depth costs the same. */
const keyedRows = async (
  db: Db,
  filter: TransactionFilter,
  page: Page,
): Promise<TransactionRow[]> => {
  const keys = await pageKeys(db, filter, page);
  const rows: TransactionRow[] = [];
  for (const side of ['buy', 'sell'] as const) {
    const ids = keys.filter((key) => key.direction === side).map((key) => key.trade_id);
    if (ids.length === 0) continue;
    const query = db.selectFrom('trades').where(idIn(db, ids));
    rows.push(...((await selectSide(query, side, filter).execute()) as TransactionRow[]));
  }
  // The rows in their keys' order, which the merge already put in the reports' order.
  const place = new Map(keys.map((key, index) => [keyOf(key), index]));
  return rows.sort((a, b) => (place.get(keyOf(a)) ?? 0) - (place.get(keyOf(b)) ?? 0));
};

/**
 * Rows `offset` to `offset + limit` of the filtered transactions (after `cursor` when given).
 * Past the first rows the page's keys are read first and only its own rows joined (deep pages
 * cost what the first do). From the start, PostgreSQL joins the whole rows at once: the
 * export's chunks (offset 0 after a cursor) took it 18.7 s that way against 23-25 s in two
 * steps, where SQLite takes 15.7 s in two steps against 23.1 s (bench/README.md, reports).
 */
export const transactionRows = (
  db: Db,
  filter: TransactionFilter,
  page: Page,
): Promise<TransactionRow[]> =>
  page.offset === 0 && isPostgres(db)
    ? mergedPage(db, filter, page, (query, side) => selectSide(query, side, filter))
    : keyedRows(db, filter, page);

/**
 * Counting a long history row by row is what makes a page slow (a million trades take about
 * 80 ms to count), so a count stops at TRANSACTION_COUNT_MAX: past it the answer says the
 * count is capped. That is a thousand pages; the export always covers everything.
 */
export const TRANSACTION_COUNT_MAX = 10_000;

export type TransactionTotal = { readonly count: number; readonly capped: boolean };

/** How many transactions match the filter, up to TRANSACTION_COUNT_MAX. */
export const transactionCount = async (
  db: Db,
  filter: TransactionFilter,
): Promise<TransactionTotal> => {
  let total = 0;
  for (const side of ['buy', 'sell'] as const) {
    const query = sideTrades(db, side, filter);
    if (query === null) continue;
    const counted = (filter.orderType === undefined ? query : withOrder(query, side, filter))
      .select(sql.lit(1).as('one'))
      .limit(TRANSACTION_COUNT_MAX + 1);
    const row = await db
      .selectFrom(counted.as('side'))
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return { count: Math.min(total, TRANSACTION_COUNT_MAX), capped: total > TRANSACTION_COUNT_MAX };
};

/**
 * Every filtered transaction in the reports' order, as one statement read `size` rows at a time
 * on the reader's connection: the export holds a batch at a time, and the rows are one snapshot
 * of the history.
 */
export async function* transactionBatches(
  reader: Reader,
  filter: TransactionFilter,
  size: number,
): AsyncGenerator<TransactionRow[]> {
  const select: Select<TransactionRow> = (trades, side) =>
    selectSide(trades, side, filter) as unknown as SelectQueryBuilder<
      Schema,
      'trades',
      TransactionRow
    >;
  const query = mergedQuery(reader.db, filter, select, null);
  if (query === null) return;
  yield* reader.batches<TransactionRow>(query, size);
}
