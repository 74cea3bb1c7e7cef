import {
  type ContractConfig,
  type PreviewFill,
  bookStepsOfMg,
  feeSen,
  hasExpired,
  taxSen,
  triggeredBuyTopUpSen,
} from '@emas/domain';
import { tradableCashSen } from './account-state.ts';
import {
  type EngineContext,
  accountIn,
  bookOf,
  contractOf,
  ratesOfOrder,
} from './engine-context.ts';
import type { EngineOrder } from './engine-order.ts';
import { previewValueSen } from './place-order.ts';
import { holdCashPostings } from './postings.ts';
import { applyReport, closeOrder } from './settlement.ts';

/**
 * The stop trigger, run by the engine after every command that traded, inside that command's
 * batch: on each contract that traded (lowest id first), the oldest waiting stop its last
 * price reaches is fired, and the last price is looked at again, since what the fired order
 * traded may reach further stops; until none is reached. Deterministic: it depends only on the
 * commands before it, in their order.
 */
export const fireTriggeredStops = (context: EngineContext, contractIds: Iterable<number>): void => {
  for (const contractId of [...new Set(contractIds)].sort((a, b) => a - b)) {
    for (;;) {
      const last = context.lastPrices.get(contractId) ?? null;
      const stop = context.waitingStops.firstTriggered(contractId, last);
      if (stop === null) break;
      fireStop(context, stop);
    }
  }
};

/** The book order a fired stop enters: the rest of its quantity, as a market or limit order. */
const bookOrderOf = (context: EngineContext, order: EngineOrder, contract: ContractConfig) => {
  const common = {
    orderId: order.id,
    accountId: order.accountId,
    side: order.direction,
    quantity: bookStepsOfMg(contract, order.remainingMg),
    validity: order.validity,
    expiresAtMs: order.expiresAtMs,
    timestampMs: context.nowMs,
  };
  return order.orderType === 'limit' && order.limitPriceSen !== null
    ? { ...common, type: 'limit' as const, price: order.limitPriceSen }
    : { ...common, type: 'market' as const };
};

/**
 * A fired stop buy that becomes a market order must hold what its fills will cost (value, fee
 * and tax, as they will be settled): beyond what it holds, the rest comes from free cash, or
 * if there is not enough it cannot go ahead.
 */
const fundMarketBuy = (
  context: EngineContext,
  order: EngineOrder,
  contract: ContractConfig,
  fills: readonly PreviewFill[],
): boolean => {
  const value = previewValueSen(contract, fills);
  const rates = ratesOfOrder(context, order);
  const fee = feeSen(value, rates);
  const cost = value + fee + taxSen(fee, rates);
  const account = accountIn(context, order.accountId);
  const topUp = triggeredBuyTopUpSen(order.heldSen, cost, tradableCashSen(account));
  if (topUp === null) return false;
  if (topUp > 0n) {
    const postings = holdCashPostings(order.accountId, topUp);
    context.effects.post('order_hold', order.id, postings, context.nowMs);
    order.heldSen += topUp;
    order.paymentSen = order.heldSen;
  }
  return true;
};

/**
 * Fires one stop: it leaves the waiting stops and enters its book as the order it names,
 * trading what it meets there now. A stop past its expiry (the sweep has not reached it yet)
 * closes as expired instead, and a market buy its account cannot fund closes unfunded.
 */
const fireStop = (context: EngineContext, order: EngineOrder): void => {
  context.waitingStops.remove(order);
  // Out of the open orders until the book report puts it back: a resting stop-limit then
  // takes its place at the end of its price's queue, as a new order would.
  context.openOrders.delete(order.id);
  order.triggeredAtMs = context.nowMs;
  order.updatedAtMs = context.nowMs;
  if (hasExpired(order.expiresAtMs, context.nowMs)) {
    closeOrder(context, order, 'cancel', 'expired');
    return;
  }
  const contract = contractOf(order.contractId);
  const book = bookOf(context, order.contractId);
  const entering = bookOrderOf(context, order, contract);
  const funded =
    entering.type === 'limit' ||
    order.direction === 'sell' ||
    fundMarketBuy(context, order, contract, book.preview(entering));
  if (!funded) {
    closeOrder(context, order, 'cancel', 'unfunded');
    return;
  }
  const result = book.place(entering);
  if (!result.ok) throw new Error(`the book refused fired stop ${order.id}: ${result.code}`);
  applyReport(context, order, result.value);
};
