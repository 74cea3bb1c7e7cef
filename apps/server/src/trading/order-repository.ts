import { type PlacedOrderType, tradedOrderType } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { type Page, paged } from '../db/pagination.ts';
import type { OrderTable } from '../db/schema.ts';

export type OrderFilter = {
  /** Whose orders: these accounts', or every account's (null). */
  readonly accountIds: readonly string[] | null;
  /** As placed: `limit` lists limit orders, `stop_limit` stop-limit orders, and so on. */
  readonly orderType?: PlacedOrderType;
  readonly contractIds?: readonly number[];
  readonly status?: OrderTable['status'];
  readonly offset: number;
  readonly limit: number;
};

const filtered = (db: Db, filter: OrderFilter) => {
  let query = db.selectFrom('orders');
  if (filter.accountIds !== null) {
    // An empty scope matches nothing, as `in ()` would if SQL allowed it.
    query = query.where(
      'account_id',
      'in',
      filter.accountIds.length > 0 ? filter.accountIds : [''],
    );
  }
  if (filter.orderType !== undefined) {
    const isStop = filter.orderType === 'stop' || filter.orderType === 'stop_limit';
    query = query
      .where('order_type', '=', tradedOrderType(filter.orderType))
      .where('stop_price_sen', isStop ? 'is not' : 'is', null);
  }
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.contractIds !== undefined && filter.contractIds.length > 0) {
    query = query.where('contract_id', 'in', filter.contractIds.map(BigInt));
  }
  return query;
};

/** One page of the accounts' orders, newest first, and how many match in all. */
export const listOrders = (db: Db, filter: OrderFilter): Promise<Page<OrderTable>> =>
  paged(
    () => filtered(db, filter),
    (query) => query.selectAll().orderBy('sequence', 'desc'),
    filter,
  );

export const findOrder = async (db: Db, orderId: string): Promise<OrderTable | undefined> =>
  db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
