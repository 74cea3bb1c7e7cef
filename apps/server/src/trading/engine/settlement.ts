import {
  type CancelledOrder,
  type CommandReport,
  type ContractConfig,
  type Fill,
  type LifoTake,
  MG_PER_GRAM,
  addCharges,
  buyHoldSen,
  contractValueSen,
  divideRoundHalfUp,
  fillCharges,
  mgOfBookSteps,
  saleStorageFeeSen,
  takeLifo,
} from '@emas/domain';
import { type AccountState, type EngineLot, lotsOf } from './account-state.ts';
import type { LotRecord } from './batch-effects.ts';
import {
  type EngineContext,
  accountIn,
  contractOf,
  nextSequence,
  ratesOfOrder,
} from './engine-context.ts';
import type { CancelReason, EngineOrder } from './engine-order.ts';
import { type FillCharges, fillPostings, holdCashPostings, holdGoldPostings } from './postings.ts';

const orderIn = (context: EngineContext, taker: EngineOrder, orderId: string): EngineOrder => {
  if (orderId === taker.id) return taker;
  const order = context.openOrders.get(orderId);
  if (order === undefined) throw new Error(`order ${orderId} is in the book but not open`);
  return order;
};

/** Hands back what an order holds beyond what its open quantity still needs. */
export const releaseExcess = (context: EngineContext, order: EngineOrder): void => {
  const contract = contractOf(order.contractId);
  if (order.direction === 'sell') {
    const excess = order.heldMg - order.remainingMg;
    if (excess > 0n) releaseGold(context, order, excess);
    return;
  }
  const due =
    order.orderType === 'market' || order.limitPriceSen === null
      ? 0n
      : buyHoldSen(
          contract,
          'limit',
          order.limitPriceSen,
          order.remainingMg,
          order.charges,
          ratesOfOrder(context, order),
        );
  if (order.heldSen > due) releaseCash(context, order, order.heldSen - due);
};

const releaseCash = (context: EngineContext, order: EngineOrder, amountSen: bigint): void => {
  context.effects.post(
    'order_release',
    order.id,
    holdCashPostings(order.accountId, -amountSen),
    context.nowMs,
  );
  order.heldSen -= amountSen;
};

const releaseGold = (context: EngineContext, order: EngineOrder, mg: bigint): void => {
  context.effects.post(
    'order_release',
    order.id,
    holdGoldPostings(order.accountId, order.contractId, -mg),
    context.nowMs,
  );
  order.heldMg -= mg;
};

/**
 * Takes gold out of the owner's lots, newest first (a sale, or bars leaving the vault by post);
 * answers what it takes.
 */
export const takeSoldLots = (
  context: EngineContext,
  seller: AccountState,
  contractId: number,
  mg: bigint,
): LifoTake => {
  const lots = lotsOf(seller, contractId);
  const take = takeLifo(lots, mg);
  for (const { lotId, mg: taken } of take.takes) {
    const index = lots.findIndex((lot) => lot.id === lotId);
    const lot = lots[index];
    if (lot === undefined) throw new Error(`lot ${lotId} vanished`);
    const remaining = { ...lot, remainingMg: lot.remainingMg - taken };
    if (remaining.remainingMg === 0n) lots.splice(index, 1);
    else lots[index] = remaining;
    context.effects.saveLot(lotRecordOf(seller.id, contractId, remaining, context.nowMs));
  }
  return take;
};

const lotRecordOf = (
  accountId: string,
  contractId: number,
  lot: EngineLot,
  nowMs: number,
): LotRecord => ({
  id: lot.id,
  accountId,
  contractId,
  quantityMg: lot.quantityMg,
  remainingMg: lot.remainingMg,
  costPerGramSen: lot.costPerGramSen,
  rateIdrPerUsd: lot.rateIdrPerUsd,
  tradeId: lot.tradeId,
  createdAtMs: lot.acquiredAtMs,
  updatedAtMs: nowMs,
});

/** Lot ids of one millisecond sort in trade order: the trade number, zero-padded. */
const LOT_ID_DIGITS = 16;

/** The buyer's new lot: what it paid (value, fee, tax) per gram. */
const addBoughtLot = (
  context: EngineContext,
  buyer: AccountState,
  contractId: number,
  tradeId: string,
  mg: bigint,
  paidSen: bigint,
): void => {
  const costPerGramSen = divideRoundHalfUp(paidSen * MG_PER_GRAM, mg);
  const lot: EngineLot = {
    id: `trade-${tradeId.padStart(LOT_ID_DIGITS, '0')}`,
    remainingMg: mg,
    costPerGramSen,
    acquiredAtMs: context.nowMs,
    quantityMg: mg,
    rateIdrPerUsd: context.rateIdrPerUsd,
    tradeId,
  };
  lotsOf(buyer, contractId).push(lot);
  context.effects.saveLot(lotRecordOf(buyer.id, contractId, lot, context.nowMs));
};

/** Settles one fill between the buy and the sell order: ledger, orders, lots, trade. */
const settleFill = (
  context: EngineContext,
  contract: ContractConfig,
  taker: EngineOrder,
  fill: Fill,
): void => {
  const maker = orderIn(context, taker, fill.makerOrderId);
  const [buy, sell] = fill.takerSide === 'buy' ? [taker, maker] : [maker, taker];
  const mg = mgOfBookSteps(contract, fill.quantity);
  const valueSen = contractValueSen(contract, fill.price, mg);
  const buyerCharges = fillCharges('buy', valueSen, buy.charges, ratesOfOrder(context, buy));
  const sellerRates = ratesOfOrder(context, sell);
  const sellerCharges = fillCharges('sell', valueSen, sell.charges, sellerRates);
  const buyer = accountIn(context, buy.accountId);
  const seller = accountIn(context, sell.accountId);
  const tradeId = nextSequence(context, 'trade').toString();
  const sold = takeSoldLots(context, seller, contract.contractId, mg);
  // The storage fee of the lots the sale takes, as they are costed (spec 001 section 9).
  const sellerStorageFeeSen = saleStorageFeeSen(
    sold.takes,
    mg,
    valueSen,
    context.nowMs,
    valueSen - sellerCharges.feeSen - sellerCharges.taxSen,
    sellerRates,
  );
  const charges: FillCharges = {
    buyerFeeSen: buyerCharges.feeSen,
    buyerTaxSen: buyerCharges.taxSen,
    sellerFeeSen: sellerCharges.feeSen,
    sellerTaxSen: sellerCharges.taxSen,
    sellerStorageFeeSen,
    cashbackSen: buyerCharges.cashbackSen,
  };
  context.effects.post(
    'trade',
    tradeId,
    fillPostings({
      buyerId: buyer.id,
      sellerId: seller.id,
      contractId: contract.contractId,
      quantityMg: mg,
      valueSen,
      ...charges,
    }),
    context.nowMs,
  );
  const paidSen = valueSen + buyerCharges.feeSen + buyerCharges.taxSen;
  addBoughtLot(context, buyer, contract.contractId, tradeId, mg, paidSen);
  buy.heldSen -= paidSen;
  sell.heldMg -= mg;
  for (const [order, charges] of [
    [buy, buyerCharges],
    [sell, sellerCharges],
  ] as const) {
    order.charges = addCharges(order.charges, valueSen, charges);
    order.filledMg += mg;
    order.remainingMg -= mg;
    order.updatedAtMs = context.nowMs;
    context.effects.saveOrder(order);
  }
  if (maker.remainingMg === 0n) closeOrder(context, maker, 'fill', null);
  else releaseExcess(context, maker);
  // What waiting stops are judged by: the next command sees it, and so does the trigger.
  context.lastPrices.set(contract.contractId, fill.price);
  context.effects.addTrade({
    id: tradeId,
    sequence: BigInt(tradeId),
    contractId: contract.contractId,
    priceSen: fill.price,
    quantityMg: mg,
    valueSen,
    buyOrderId: buy.id,
    sellOrderId: sell.id,
    buyerAccountId: buyer.id,
    sellerAccountId: seller.id,
    takerSide: fill.takerSide,
    ...charges,
    sellerCostSen: sold.costSen,
    rateIdrPerUsd: context.rateIdrPerUsd,
    createdAtMs: context.nowMs,
  });
};

/**
 * Closes an order: it leaves the open orders, hands back all it still holds, and is written
 * with its final status. A closed order has nothing open.
 */
export const closeOrder = (
  context: EngineContext,
  order: EngineOrder,
  status: 'fill' | 'cancel',
  reason: CancelReason | null,
): void => {
  order.remainingMg = 0n;
  if (order.heldSen > 0n) releaseCash(context, order, order.heldSen);
  if (order.heldMg > 0n) releaseGold(context, order, order.heldMg);
  order.status = status;
  order.cancelReason = reason;
  order.updatedAtMs = context.nowMs;
  context.openOrders.delete(order.id);
  context.effects.saveOrder(order);
};

const cancelResting = (
  context: EngineContext,
  taker: EngineOrder | null,
  cancelled: CancelledOrder,
): void => {
  if (taker !== null && cancelled.orderId === taker.id) return;
  const order = context.openOrders.get(cancelled.orderId);
  if (order === undefined) throw new Error(`cancelled order ${cancelled.orderId} is not open`);
  closeOrder(context, order, 'cancel', cancelled.reason);
};

/**
 * Applies a book report to the orders and the ledger: each fill settled in order, each
 * resting order the command removed closed with its reason, and then the named order (the
 * taker) either left open or closed. A market order's unmatched rest is cancelled; it is
 * `fill` when anything traded, else `cancel`.
 */
export const applyReport = (
  context: EngineContext,
  taker: EngineOrder | null,
  report: CommandReport,
): void => {
  for (const cancelled of report.cancelled) {
    if (taker === null || cancelled.orderId !== taker.id) cancelResting(context, taker, cancelled);
  }
  if (taker === null) return;
  const contract = contractOf(taker.contractId);
  for (const fill of report.fills) settleFill(context, contract, taker, fill);
  if (report.resting !== null) {
    if (report.requeued || !context.openOrders.has(taker.id)) {
      taker.queueSeq = nextSequence(context, 'queue');
      taker.queuedAtMs = context.nowMs;
    }
    context.openOrders.set(taker.id, taker);
    releaseExcess(context, taker);
    context.effects.saveOrder(taker);
    return;
  }
  const unmatched = report.cancelled.some((c) => c.orderId === taker.id);
  closeOrder(
    context,
    taker,
    taker.filledMg > 0n ? 'fill' : 'cancel',
    unmatched ? 'unmatched' : null,
  );
};
