import {
  type ContractConfig,
  PRICE_MAX,
  type StopOrderType,
  contractById,
  editOrderCheck,
  editedExpiry,
  gtcExpiresAtMs,
  reviewOrderCheck,
  stopOrderFigures,
  stopPriceCheck,
  tradedOrderType,
} from '@emas/domain';
import type {
  BookPlaceCommand,
  CommandResult,
  EditOrderCommand,
  PlaceOrderCommand,
  StopPlaceCommand,
} from './commands.ts';
import {
  type EngineContext,
  accountIn,
  contractOf,
  lastPriceSen,
  marketStatusOf,
  ratesOfOrder,
} from './engine-context.ts';
import { type EngineOrder, orderRow } from './engine-order.ts';
import {
  accountFunds,
  contractRefusal,
  holdForOrder,
  newOrder,
  quantityRefusal,
  refuse,
  scheduleOf,
  shapeRefusal,
} from './place-order.ts';
import { holdCashPostings, holdGoldPostings } from './postings.ts';

/**
 * Stop orders in the engine (issue 23 item 9): placed to wait for their trigger, holding what
 * they will need from the start, and edited while they wait. What fires them is
 * `stop-trigger.ts`; a kill or an expiry closes them like any open order.
 */

export const isStopPlace = (command: PlaceOrderCommand): command is StopPlaceCommand =>
  command.orderType === 'stop' || command.orderType === 'stop_limit';

const OPEN_MARKET = { isClosed: false, closeType: 0 } as const;

/** The stop's type from how it trades once fired. */
const stopTypeOf = (order: EngineOrder): StopOrderType =>
  order.orderType === 'market' ? 'stop' : 'stop_limit';

/** The stop price given, in range, and on the far side of the last price. */
const stopRefusal = (
  context: EngineContext,
  contract: ContractConfig,
  direction: EngineOrder['direction'],
  stopPriceSen: bigint | null,
) => {
  const check = stopPriceCheck({
    direction,
    stopPriceSen,
    lastPriceSen: lastPriceSen(context, contract.contractId),
  });
  return check.ok ? null : refuse(check.code, check.params);
};

/**
 * Places a stop order: the checks of the order it becomes (a stop-limit's kau band around its
 * stop price, since that is where it will enter the book), its stop price against the last
 * trade, then it holds its cash or gold and waits, in no book, for its trigger.
 */
export const placeStopOrder = (
  context: EngineContext,
  command: StopPlaceCommand,
): CommandResult => {
  const contract = contractById(command.contractId);
  if (contract === undefined) return refuse('ContractNotAvailable');
  const traded: BookPlaceCommand = {
    ...command,
    orderType: tradedOrderType(command.orderType),
    stopPriceSen: null,
  };
  const stopPriceSen = command.stopPriceSen ?? null;
  const early =
    contractRefusal(traded, contract) ??
    shapeRefusal(traded, contract, context.nowMs, true) ??
    stopRefusal(context, contract, command.direction, stopPriceSen);
  if (early !== null || stopPriceSen === null) return early ?? refuse('StopPriceRequired');
  const account = accountIn(context, command.accountId);
  const schedule = scheduleOf(context, command.accountId);
  const figures = stopOrderFigures({
    contract,
    orderType: command.orderType,
    direction: command.direction,
    stopPriceSen,
    limitPriceSen: command.limitPriceSen,
    quantityMg: command.quantityMg,
    rates: schedule.rates,
  });
  const check = reviewOrderCheck({
    market: command.source === 'market-maker' ? OPEN_MARKET : marketStatusOf(context),
    contract,
    direction: command.direction,
    orderType: traded.orderType,
    totalSen: figures.totalSen,
    quantityMg: command.quantityMg,
    ...accountFunds(account, contract.contractId),
    limitPriceSen: traded.orderType === 'limit' ? command.limitPriceSen : null,
    marketPriceSen: stopPriceSen,
  });
  if (!check.ok) return refuse(check.code, check.params);
  const expiresAtMs =
    command.validity === 'GTC' ? gtcExpiresAtMs(context.nowMs) : command.expiresAtMs;
  const order = newOrder(
    context,
    traded,
    figures,
    expiresAtMs,
    schedule.feeScheduleId,
    stopPriceSen,
  );
  holdForOrder(context, order, account, figures.totalSen);
  context.openOrders.set(order.id, order);
  context.waitingStops.add(order);
  context.effects.saveOrder(order);
  return { ok: true, value: { order: orderRow(order), outcome: 'submit' } };
};

type StopTerms = {
  quantityMg: bigint;
  stopPriceSen: bigint;
  limitPriceSen: bigint | null;
  expiresAtMs: number;
};

/** The waiting stop's terms after the edit, or why they are refused. */
const editedStopTerms = (
  context: EngineContext,
  order: EngineOrder,
  command: EditOrderCommand,
): StopTerms | ReturnType<typeof refuse> => {
  const contract = contractOf(order.contractId);
  if (order.orderType === 'market' && command.limitPriceSen !== undefined) {
    return refuse('BadRequest');
  }
  const expiry = editedExpiry({
    validityBefore: order.validity,
    expiresAtMsBefore: order.expiresAtMs,
    validity: command.validity,
    requestedMs: command.expiresAtMs,
    nowMs: context.nowMs,
  });
  if (!expiry.ok) return refuse(expiry.code);
  const quantityMg = command.quantityMg ?? order.remainingMg;
  const stopPriceSen = command.stopPriceSen ?? order.stopPriceSen;
  const limitPriceSen = command.limitPriceSen ?? order.limitPriceSen;
  const refusal =
    quantityRefusal(quantityMg, contract) ??
    (limitPriceSen !== null && (limitPriceSen <= 0n || limitPriceSen > PRICE_MAX)
      ? refuse('InvalidPrice')
      : null) ??
    stopRefusal(context, contract, order.direction, stopPriceSen);
  if (refusal !== null || stopPriceSen === null) return refusal ?? refuse('StopPriceRequired');
  return { quantityMg, stopPriceSen, limitPriceSen, expiresAtMs: expiry.value };
};

/** Brings what the stop holds to what its new terms need: more from free, or some back. */
const adjustStopHold = (
  context: EngineContext,
  order: EngineOrder,
  holdSen: bigint,
  quantityMg: bigint,
): void => {
  if (order.direction === 'sell') {
    const extra = quantityMg - order.heldMg;
    const postings = holdGoldPostings(order.accountId, order.contractId, extra);
    context.effects.post('order_hold', order.id, postings, context.nowMs);
    order.heldMg += extra;
    return;
  }
  const extra = holdSen - order.heldSen;
  const postings = holdCashPostings(order.accountId, extra);
  context.effects.post('order_hold', order.id, postings, context.nowMs);
  order.heldSen += extra;
};

/**
 * Edits a stop while it waits (the market open for a client, as any edit): its stop price,
 * a stop-limit's limit price, the quantity and a GTD expiry, checked as Edit Order checks with
 * what it holds counted as available, and the new stop price again against the last trade. It
 * keeps its place among the waiting stops.
 */
export const editWaitingStop = (
  context: EngineContext,
  order: EngineOrder,
  command: EditOrderCommand,
): CommandResult => {
  const terms = editedStopTerms(context, order, command);
  if ('ok' in terms) return terms;
  const contract = contractOf(order.contractId);
  const figures = stopOrderFigures({
    contract,
    orderType: stopTypeOf(order),
    direction: order.direction,
    stopPriceSen: terms.stopPriceSen,
    limitPriceSen: terms.limitPriceSen,
    quantityMg: terms.quantityMg,
    rates: ratesOfOrder(context, order),
  });
  const check = editOrderCheck({
    contract,
    direction: order.direction,
    totalSen: figures.totalSen,
    quantityMg: terms.quantityMg,
    ...accountFunds(accountIn(context, order.accountId), order.contractId),
    limitPriceSen: order.orderType === 'limit' ? terms.limitPriceSen : null,
    marketPriceSen: terms.stopPriceSen,
    orderHeldMg: order.heldMg,
    orderHeldSen: order.heldSen,
  });
  if (!check.ok) return refuse(check.code, check.params);
  adjustStopHold(context, order, figures.totalSen, terms.quantityMg);
  order.stopPriceSen = terms.stopPriceSen;
  order.limitPriceSen = terms.limitPriceSen;
  order.validity = command.validity ?? order.validity;
  order.expiresAtMs = terms.expiresAtMs;
  order.quantityMg = order.filledMg + terms.quantityMg;
  order.remainingMg = terms.quantityMg;
  order.fxBufferSen = figures.fxBufferSen;
  order.paymentSen = order.direction === 'buy' ? order.heldSen : figures.totalSen;
  order.updatedAtMs = context.nowMs;
  context.effects.saveOrder(order);
  return { ok: true, value: { order: orderRow(order), outcome: 'submit' } };
};
