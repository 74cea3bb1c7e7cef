import {
  type ContractConfig,
  PRICE_MAX,
  availableTradeGoldMg,
  bookStepsOfMg,
  buyHoldSen,
  editOrderCheck,
  editedExpiry,
  orderFigures,
  quantityStepMg,
} from '@emas/domain';
import { tradableCashSen } from './account-state.ts';
import type { CommandResult, EditOrderCommand, KillOrderCommand } from './commands.ts';
import {
  type EngineContext,
  accountIn,
  bookOf,
  contractOf,
  marketPriceSen,
  marketStatusOf,
  ratesOfOrder,
} from './engine-context.ts';
import { type EngineOrder, orderRow } from './engine-order.ts';
import { holdCashPostings, holdGoldPostings } from './postings.ts';
import { applyReport, closeOrder } from './settlement.ts';
import { editWaitingStop } from './stop-orders.ts';

type Refusal = Extract<CommandResult, { ok: false }>;
const refuse = (code: Refusal['code'], params?: Refusal['params']): Refusal =>
  params === undefined ? { ok: false, code } : { ok: false, code, params };

/** The open order a kill or an edit names, if the caller owns it. */
const ownedOpenOrder = (
  context: EngineContext,
  accountId: string,
  orderId: string,
): EngineOrder | Refusal => {
  const order = context.openOrders.get(orderId);
  if (order === undefined) return refuse('OrderNotOpen');
  if (order.accountId !== accountId) return refuse('OrderNotOwned');
  return order;
};

type Edited = { quantityMg: bigint; limitPriceSen: bigint; expiresAtMs: number };

/** The order's terms after the edit, or why the expiry the edit asks for is refused. */
const editedTerms = (
  context: EngineContext,
  order: EngineOrder,
  command: EditOrderCommand,
): Edited | Refusal => {
  const expiry = editedExpiry({
    validityBefore: order.validity,
    expiresAtMsBefore: order.expiresAtMs,
    validity: command.validity,
    requestedMs: command.expiresAtMs,
    nowMs: context.nowMs,
  });
  if (!expiry.ok) return refuse(expiry.code);
  return {
    quantityMg: command.quantityMg ?? order.remainingMg,
    limitPriceSen: command.limitPriceSen ?? (order.limitPriceSen as bigint),
    expiresAtMs: expiry.value,
  };
};

/**
 * A limit order, not yet past its expiry (the sweep closes it within the second), with a
 * quantity in whole steps and a price in range.
 */
const shapeRefusal = (
  context: EngineContext,
  contract: ContractConfig,
  order: EngineOrder,
  edited: Edited,
): Refusal | null => {
  if (order.orderType !== 'limit') return refuse('OrderNotOpen');
  if (order.expiresAtMs !== null && order.expiresAtMs <= context.nowMs) {
    return refuse('OrderNotOpen');
  }
  if (edited.quantityMg <= 0n) return refuse('InvalidQuantity');
  if (edited.quantityMg % quantityStepMg(contract) !== 0n)
    return refuse('QuantityDecimalNotAllowed');
  if (edited.limitPriceSen <= 0n || edited.limitPriceSen > PRICE_MAX) return refuse('InvalidPrice');
  return null;
};

/** Brings what the order holds to what its new terms need: more from free, or some back. */
const adjustHold = (
  context: EngineContext,
  order: EngineOrder,
  contract: ContractConfig,
  edited: Edited,
): void => {
  if (order.direction === 'sell') {
    const extra = edited.quantityMg - order.heldMg;
    if (extra === 0n) return;
    context.effects.post(
      'order_hold',
      order.id,
      holdGoldPostings(order.accountId, order.contractId, extra),
      context.nowMs,
    );
    order.heldMg += extra;
    return;
  }
  const due = buyHoldSen(
    contract,
    'limit',
    edited.limitPriceSen,
    edited.quantityMg,
    order.charges,
    ratesOfOrder(context, order),
  );
  const extra = due - order.heldSen;
  if (extra === 0n) return;
  context.effects.post(
    'order_hold',
    order.id,
    holdCashPostings(order.accountId, extra),
    context.nowMs,
  );
  order.heldSen += extra;
};

/**
 * Edits an open limit order (spec 001 section 5, Edit Order): the market must be open, the
 * kau band, total and balance or gold checks pass with what the order holds counted as
 * available; the hold follows the new terms, and a new price or a larger quantity re-enters
 * the book, where it may trade at once.
 */
export const editOrder = (context: EngineContext, command: EditOrderCommand): CommandResult => {
  const found = ownedOpenOrder(context, command.accountId, command.orderId);
  if ('ok' in found) return found;
  const order = found;
  const market = marketStatusOf(context);
  if (market.isClosed && command.source === 'client') {
    return refuse(market.closeType === 2 ? 'MarketHolidayClosed' : 'MarketClosed');
  }
  if (context.waitingStops.has(order)) return editWaitingStop(context, order, command);
  // A fired stop-limit is a limit order now: its stop price has done its work.
  if (command.stopPriceSen !== undefined) {
    return refuse(order.stopPriceSen === null ? 'BadRequest' : 'StopAlreadyTriggered');
  }
  const contract = contractOf(order.contractId);
  const edited = editedTerms(context, order, command);
  if ('ok' in edited) return edited;
  const shape = shapeRefusal(context, contract, order, edited);
  if (shape !== null) return shape;
  const account = accountIn(context, order.accountId);
  const figures = orderFigures({
    contract,
    direction: order.direction,
    orderType: 'limit',
    priceSen: edited.limitPriceSen,
    quantityMg: edited.quantityMg,
    rates: ratesOfOrder(context, order),
  });
  const check = editOrderCheck({
    contract,
    direction: order.direction,
    totalSen:
      order.direction === 'buy'
        ? buyHoldSen(
            contract,
            'limit',
            edited.limitPriceSen,
            edited.quantityMg,
            order.charges,
            ratesOfOrder(context, order),
          )
        : figures.totalSen,
    availableTradeBalanceSen: tradableCashSen(account),
    quantityMg: edited.quantityMg,
    availableTradeGoldMg: availableTradeGoldMg(
      account.level,
      account.gold.get(order.contractId)?.freeMg ?? 0n,
    ),
    limitPriceSen: edited.limitPriceSen,
    marketPriceSen: marketPriceSen(context, order.contractId, order.direction),
    orderHeldMg: order.heldMg,
    orderHeldSen: order.heldSen,
  });
  if (!check.ok) return refuse(check.code, check.params);
  adjustHold(context, order, contract, edited);
  const result = bookOf(context, order.contractId).amend({
    kind: 'amend',
    orderId: order.id,
    accountId: order.accountId,
    price: edited.limitPriceSen,
    quantity: bookStepsOfMg(contract, edited.quantityMg),
    validity: command.validity ?? order.validity,
    expiresAtMs: edited.expiresAtMs,
    timestampMs: context.nowMs,
  });
  if (!result.ok) throw new Error(`the book refused checked edit of ${order.id}: ${result.code}`);
  order.limitPriceSen = edited.limitPriceSen;
  order.validity = command.validity ?? order.validity;
  order.expiresAtMs = edited.expiresAtMs;
  order.quantityMg = order.filledMg + edited.quantityMg;
  order.remainingMg = edited.quantityMg;
  order.fxBufferSen = figures.fxBufferSen;
  order.paymentSen = order.direction === 'buy' ? order.heldSen : figures.totalSen;
  order.updatedAtMs = context.nowMs;
  applyReport(context, order, result.value);
  return { ok: true, value: { order: orderRow(order), outcome: result.value.status ?? 'submit' } };
};

/** Kills an open order: out of the book (or the waiting stops), everything it holds back to free. */
export const killOrder = (context: EngineContext, command: KillOrderCommand): CommandResult => {
  const found = ownedOpenOrder(context, command.accountId, command.orderId);
  if ('ok' in found) return found;
  if (context.waitingStops.has(found)) {
    context.waitingStops.remove(found);
    closeOrder(context, found, 'cancel', 'killed');
    return { ok: true, value: { order: orderRow(found), outcome: 'cancel' } };
  }
  const result = bookOf(context, found.contractId).cancel({
    kind: 'cancel',
    orderId: found.id,
    accountId: found.accountId,
    timestampMs: context.nowMs,
  });
  if (!result.ok) throw new Error(`the book does not hold open order ${found.id}: ${result.code}`);
  closeOrder(context, found, 'cancel', 'killed');
  return { ok: true, value: { order: orderRow(found), outcome: 'cancel' } };
};

/** Closes every order whose expiry has come, in every book and among the waiting stops. */
export const expireOrders = (context: EngineContext): CommandResult => {
  for (const book of context.books.values()) applyReport(context, null, book.expire(context.nowMs));
  for (const stop of context.waitingStops.expiredBy(context.nowMs)) {
    context.waitingStops.remove(stop);
    closeOrder(context, stop, 'cancel', 'expired');
  }
  return { ok: true, value: null };
};
