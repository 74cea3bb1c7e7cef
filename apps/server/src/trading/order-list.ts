import type { RequestOf, orderEndpoints } from '@emas/api';
import type { Db } from '../db/database.ts';
import { listOrders } from './order-repository.ts';
import { orderViews } from './order-view.ts';

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
  const transactionIds = await tradeIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const views = await orderViews(db, rows);
  const body = views.map((order) => ({
    ...order,
    attributes: { ...order.attributes, transactionIds: transactionIds.get(order.id) ?? [] },
  }));
  return { status: 200 as const, data: { body, total } };
};

/** The trades of some orders, oldest first, by order id. */
const tradeIdsOf = async (db: Db, orderIds: readonly string[]) => {
  const byOrder = new Map<string, string[]>();
  if (orderIds.length === 0) return byOrder;
  const trades = await db
    .selectFrom('trades')
    .select(['id', 'buy_order_id', 'sell_order_id'])
    .where((eb) => eb.or([eb('buy_order_id', 'in', orderIds), eb('sell_order_id', 'in', orderIds)]))
    .orderBy('sequence')
    .execute();
  for (const trade of trades) {
    for (const orderId of [trade.buy_order_id, trade.sell_order_id]) {
      byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), trade.id]);
    }
  }
  return byOrder;
};
