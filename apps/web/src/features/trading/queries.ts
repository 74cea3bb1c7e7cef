import type { AddOrderRequest, EditOrderRequest } from '@emas/api';
import { accountEndpoints } from '@emas/api/accounts';
import { orderEndpoints } from '@emas/api/trading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/endpoint-call.ts';
import { allAccountKeys, queryKeys } from '../../lib/query-keys.ts';
import { usePollInterval } from '../market/index.ts';

/** The account and order calls of spec 001 section 7. */

/** GET /v2/balances/{user_id}/gold: per contract, what a sell may use and what is in process. */
export function useContractGold(userId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.contractGold(userId),
    queryFn: ({ signal }) =>
      call(orderEndpoints.contractGold, { params: { user_id: userId } }, signal).then(
        (answer) => answer.data,
      ),
    enabled,
  });
}

/** POST /v2/igx/holding: the holding per contract, in lots. */
export function useHoldings(userId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.holding(userId),
    queryFn: ({ signal }) =>
      call(accountEndpoints.holding, { body: { user_id: userId } }, signal).then(
        (answer) => answer.body,
      ),
    enabled,
  });
}

/**
 * GET /v2/inventories/{user_id}?type=TRADE&sort_direction=-1: bought lots, newest first. While
 * a ticket or an order dialog is open they reload every 3 s (spec 001 section 4) when the
 * live channel is down; while it is up, its `gold` notices reload them and the poll is only
 * the safety net.
 */
export function useInventories(userId: string, enabled = true) {
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: queryKeys.inventories(userId),
    queryFn: ({ signal }) =>
      call(
        orderEndpoints.inventories,
        { params: { user_id: userId }, query: { type: 'TRADE', sort_direction: '-1' } },
        signal,
      ).then((answer) => answer.data),
    enabled,
    refetchInterval,
  });
}

/**
 * The query of the open orders of some contracts (at most 10 ids): limit orders and stops, the
 * only orders that stay open (a market order never rests).
 */
export const openOrdersQuery = (contractIds: readonly number[]) => ({
  'contractId[]': contractIds.slice(0, 10).map(String),
  status: 'submit' as const,
});

/** POST /v2/igx/orders?contractId[]=…&status=submit: the caller's open orders. */
export function useOpenOrders(userId: string, contractIds: readonly number[]) {
  return useQuery({
    queryKey: [...queryKeys.orders(userId), 'open', contractIds.join(',')],
    queryFn: ({ signal }) =>
      call(
        orderEndpoints.orders,
        { query: openOrdersQuery(contractIds), body: { user_id: userId } },
        signal,
      ).then((answer) => answer.data.body),
    enabled: contractIds.length > 0,
  });
}

/** POST /v2/igx/order/detail?order_id=: one order. */
export function useOrderDetail(userId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.orderDetail(userId, orderId),
    queryFn: ({ signal }) =>
      call(
        orderEndpoints.orderDetail,
        { query: { order_id: orderId }, body: { user_id: userId } },
        signal,
      ).then((answer) => answer.body),
  });
}

/** POST /v2/igx/add_kau_order for kau contracts, /v2/igx/add_order for the others. */
export function placeOrder(request: AddOrderRequest, isKau: boolean) {
  return call(isKau ? orderEndpoints.addKauOrder : orderEndpoints.addOrder, {
    body: request,
  });
}

/** PATCH /v2/igx/edit_order?order_id=. */
export function editOrder(orderId: string, request: EditOrderRequest) {
  return call(orderEndpoints.editOrder, { query: { order_id: orderId }, body: request });
}

/** POST /v2/igx/delete_order?order_id=: the kill. */
export function killOrder(orderId: string, userId: string) {
  return call(orderEndpoints.killOrder, {
    query: { order_id: orderId },
    body: { user_id: userId },
  });
}

/** Reloads what an order placed, edited or killed changes: balance, gold, holdings, orders. */
export function useRefreshAccount(userId: string) {
  const client = useQueryClient();
  return useCallback(() => {
    // Inactive ones too: a ticket opened later must not show the gold from before.
    for (const queryKey of allAccountKeys(userId)) {
      void client.invalidateQueries({ queryKey, refetchType: 'all' });
    }
  }, [client, userId]);
}
