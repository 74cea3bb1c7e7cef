import type { RequestOf, orderEndpoints } from '@emas/api';
import type { Db } from '../db/database.ts';
import { listOrders } from './order-repository.ts';
import { orderView } from './order-view.ts';

type OrdersQuery = RequestOf<typeof orderEndpoints.orders, 'query'>;

/**
 * The orders answer (`data.body`, `data.total`) of the accounts in scope (null: everyone's),
 * filtered and paged by the query the orders calls share.
 */
export const orderListAnswer = async (
  db: Db,
  accountIds: readonly string[] | null,
  query: OrdersQuery,
) => {
  const { rows, total } = await listOrders(db, {
    accountIds,
    orderType: query.order_type,
    contractIds: query['contractId[]'],
    status: query.status,
    offset: query.offset,
    limit: query.limit,
  });
  return { status: 200 as const, data: { body: rows.map(orderView), total } };
};
