import { type Order, type RequestOf, orderEndpoints as calls } from '@emas/api';
import { type ContractConfig, canPlaceOrders, isBrokerId } from '@emas/domain';
import type { FastifyPluginAsync } from 'fastify';
import { subjectOf } from '../permissions/index.ts';
import type { Database, Db } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { type AuthenticatedAccount, callerOf } from '../plugins/authenticate.ts';
import type { CommandResult, OrderCommand, PlaceOrderCommand } from './engine/commands.ts';
import type { ExchangePort } from './exchange-port.ts';
import { contractOrRefuse, priceSenOf, quantityMgOf, stopPriceSenOf } from './order-input.ts';
import { orderListAnswer } from './order-list.ts';
import { findOrder } from './order-repository.ts';
import { orderViews } from './order-view.ts';

export type OrderRouteDeps = { readonly database: Database; readonly exchange: ExchangePort };

/** Only a client of the default broker trades, and only for itself (spec 001 section 6). */
const traderOf = (caller: AuthenticatedAccount, userId: string | undefined): string => {
  if (userId !== undefined && userId !== caller.id) throw new AppError('AccessDenied');
  const brokerId = isBrokerId(caller.brokerId) ? caller.brokerId : null;
  if (brokerId === null || !canPlaceOrders({ level: caller.level, brokerId })) {
    throw new AppError('ContractNotAvailable');
  }
  return caller.id;
};

const answer = async (
  db: Db,
  exchange: ExchangePort,
  command: OrderCommand,
  message: string,
  messageId: string,
) => {
  const result: CommandResult = await exchange.submit(command);
  if (!result.ok) throw new AppError(result.code, result.params);
  if (result.value === null) throw new Error('an order command answered no order');
  const [view] = (await orderViews(db, [result.value.order])) as [Order];
  return {
    status: 200 as const,
    message,
    message_id: messageId,
    outcome: result.value.outcome,
    id: view.id,
    attributes: view.attributes,
  };
};

type AddOrderBody = RequestOf<typeof calls.addOrder, 'body'>;

/** A price the order type reads, or null when it is left out (or the type ignores it). */
const priceOrNull = (reads: boolean, price: string | null | undefined): bigint | null =>
  reads && price !== null && price !== undefined ? priceSenOf(price) : null;

/** The place command of an add_order body: a stop carries its stop price (required later). */
const placeCommandOf = (
  accountId: string,
  contract: ContractConfig,
  body: AddOrderBody,
): PlaceOrderCommand => {
  const common = {
    kind: 'place' as const,
    accountId,
    contractId: contract.contractId,
    direction: body.direction,
    quantityMg: quantityMgOf(contract, body.quantity),
    validity: body.validity,
    expiresAtMs: body.expired_date ?? null,
    source: 'client' as const,
    requestKey: body.client_order_id,
  };
  const type = body.order_type;
  const limitPriceSen = priceOrNull(type === 'limit' || type === 'stop_limit', body.limit_price);
  if (type === 'market' || type === 'limit') return { ...common, orderType: type, limitPriceSen };
  return {
    ...common,
    orderType: type,
    limitPriceSen,
    stopPriceSen:
      body.stop_price === null || body.stop_price === undefined
        ? null
        : stopPriceSenOf(body.stop_price),
  };
};

/** An order of the caller's, or OrderNotFound (another account's order is never shown). */
const ownOrder = async (db: Database['db'], orderId: string, accountId: string) => {
  const row = await findOrder(db, orderId);
  if (row === undefined || row.account_id !== accountId) throw new AppError('OrderNotFound');
  return row;
};

/** The order calls of spec 001 section 7. Every figure is the server's own. */
export const orderRoutes: FastifyPluginAsync<OrderRouteDeps> = async (app, deps) => {
  const { db } = deps.database;

  for (const [endpoint, kau] of [
    [calls.addOrder, false],
    [calls.addKauOrder, true],
  ] as const) {
    routeOf(app, endpoint, async (request) => {
      const body = request.body;
      const accountId = traderOf(callerOf(request), body.user_id);
      const contract = contractOrRefuse(body.contract_id);
      if ((contract.contractType === 'kau') !== kau) throw new AppError('OrderKindMismatch');
      return answer(
        db,
        deps.exchange,
        placeCommandOf(accountId, contract, body),
        'Order received',
        'Order diterima',
      );
    });
  }

  routeOf(app, calls.orders, async (request) => {
    const accountId = await subjectOf(db, callerOf(request), request.body.user_id);
    return orderListAnswer(db, [accountId], request.query);
  });

  routeOf(app, calls.orderDetail, async (request) => {
    const accountId = await subjectOf(db, callerOf(request), request.body.user_id);
    const row = await ownOrder(db, request.query.order_id, accountId);
    const [view] = (await orderViews(db, [row])) as [Order];
    return { status: 200 as const, body: view };
  });

  routeOf(app, calls.editOrder, async (request) => {
    const body = request.body;
    const accountId = traderOf(callerOf(request), body.user_id);
    const row = await ownOrder(db, request.query.order_id, accountId);
    if (body.direction !== undefined && body.direction !== row.direction) {
      throw new AppError('BadRequest');
    }
    const contract = contractOrRefuse(Number(row.contract_id));
    return answer(
      db,
      deps.exchange,
      {
        kind: 'edit',
        accountId,
        orderId: row.id,
        quantityMg: body.quantity === undefined ? undefined : quantityMgOf(contract, body.quantity),
        limitPriceSen: body.limit_price === undefined ? undefined : priceSenOf(body.limit_price),
        stopPriceSen: body.stop_price === undefined ? undefined : stopPriceSenOf(body.stop_price),
        validity: body.validity,
        expiresAtMs: body.expired_date,
        source: 'client',
        requestKey: body.client_order_id,
      },
      'Your order has been updated',
      'Order Anda telah diperbarui',
    );
  });

  routeOf(app, calls.killOrder, async (request) => {
    const accountId = traderOf(callerOf(request), request.body.user_id);
    const row = await ownOrder(db, request.query.order_id, accountId);
    return answer(
      db,
      deps.exchange,
      { kind: 'kill', accountId, orderId: row.id, requestKey: request.body.client_order_id },
      'Deleted! Your order has been deleted.',
      'Terhapus! Order Anda telah dihapus.',
    );
  });
};
