import {
  type ContractConfig,
  NO_CHARGES,
  PRICE_MAX,
  type PreviewFill,
  availableTradeGoldMg,
  bookStepsOfMg,
  contractById,
  contractValueSen,
  feeSen,
  gtcExpiresAtMs,
  isContractOrderable,
  mgOfBookSteps,
  orderFigures,
  placedExpiry,
  quantityStepMg,
  reviewOrderCheck,
  SPEC_TRADING_RATES,
  type TradingRates,
  taxSen,
} from '@emas/domain';
import type { AccountState } from './account-state.ts';
import { tradableCashSen } from './account-state.ts';
import type { BookPlaceCommand, CommandResult } from './commands.ts';
import {
  type EngineContext,
  accountIn,
  bookOf,
  marketPriceSen,
  marketStatusOf,
  nextSequence,
} from './engine-context.ts';
import { type EngineOrder, orderRow } from './engine-order.ts';
import { holdCashPostings, holdGoldPostings } from './postings.ts';
import { applyReport } from './settlement.ts';

type Refusal = Extract<CommandResult, { ok: false }>;
export const refuse = (code: Refusal['code'], params?: Refusal['params']): Refusal =>
  params === undefined ? { ok: false, code } : { ok: false, code, params };

/** Contract, direction and order type open to this kind of order. */
export const contractRefusal = (command: BookPlaceCommand, contract: ContractConfig) => {
  const open =
    command.source === 'market-maker'
      ? contract.status === 'active'
      : isContractOrderable(contract, command.direction, command.orderType);
  return open ? null : refuse('ContractNotAvailable');
};

/** A quantity in whole steps of the contract. */
export const quantityRefusal = (quantityMg: bigint, contract: ContractConfig) => {
  if (quantityMg <= 0n) return refuse('InvalidQuantity');
  if (quantityMg % quantityStepMg(contract) !== 0n) return refuse('QuantityDecimalNotAllowed');
  return null;
};

/** Quantity in whole steps, a limit price in range, and an expiry the rules allow. */
export const shapeRefusal = (
  command: BookPlaceCommand,
  contract: ContractConfig,
  nowMs: number,
  waits = false,
) => {
  const quantity = quantityRefusal(command.quantityMg, contract);
  if (quantity !== null) return quantity;
  // A market order never rests; a stop that becomes one waits, and so has an expiry.
  if (command.orderType === 'market' && !waits) return null;
  if (command.orderType === 'market') {
    const expiry = placedExpiry(command.validity, command.expiresAtMs, nowMs);
    return expiry.ok ? null : refuse(expiry.code);
  }
  if (command.limitPriceSen === null) return refuse('LimitPriceRequired');
  if (command.limitPriceSen <= 0n || command.limitPriceSen > PRICE_MAX)
    return refuse('InvalidPrice');
  const expiry = placedExpiry(command.validity, command.expiresAtMs, nowMs);
  return expiry.ok ? null : refuse(expiry.code);
};

/** Sen of what the fills a market order will make cost, each rounded as it will be settled. */
export const previewValueSen = (contract: ContractConfig, fills: readonly PreviewFill[]): bigint =>
  fills.reduce(
    (sum, fill) =>
      sum + contractValueSen(contract, fill.price, mgOfBookSteps(contract, fill.quantity)),
    0n,
  );

type Plan = { priceSen: bigint; totalSen: bigint; holdSen: bigint; fxBufferSen: bigint };

/** The broker's schedule in force now: the order keeps it, so a later change never re-prices it. */
export const scheduleOf = (context: EngineContext, accountId: string) => {
  const schedule = context.feeSchedules.inForce(
    accountIn(context, accountId).brokerId,
    context.nowMs,
  );
  return { feeScheduleId: schedule?.id ?? null, rates: schedule?.rates ?? SPEC_TRADING_RATES };
};

/**
 * What the order is judged and held by. A limit order: its figures at the limit. A market buy
 * holds the larger of the ticket's estimate at the best ask (1.5% buffer) and the exact cost
 * of the fills it will make, so it can never pay more than it holds.
 */
const planOf = (
  context: EngineContext,
  command: BookPlaceCommand,
  contract: ContractConfig,
  priceSen: bigint,
  rates: TradingRates,
): Plan => {
  const figures = orderFigures({
    rates,
    contract,
    direction: command.direction,
    orderType: command.orderType,
    priceSen,
    quantityMg: command.quantityMg,
  });
  const base = { priceSen, totalSen: figures.totalSen, fxBufferSen: figures.fxBufferSen };
  if (command.direction === 'sell') return { ...base, holdSen: 0n };
  if (command.orderType === 'limit') return { ...base, holdSen: figures.totalSen };
  const fills = bookOf(context, contract.contractId).preview(
    bookOrder(context, command, contract, '', null),
  );
  const value = previewValueSen(contract, fills);
  const fee = feeSen(value, rates);
  const exact = value + fee + taxSen(fee, rates);
  const holdSen = exact > figures.totalSen ? exact : figures.totalSen;
  return { ...base, totalSen: holdSen, holdSen };
};

const bookOrder = (
  context: EngineContext,
  command: BookPlaceCommand,
  contract: ContractConfig,
  orderId: string,
  expiresAtMs: number | null,
) => {
  const common = {
    orderId,
    accountId: command.accountId,
    side: command.direction,
    quantity: bookStepsOfMg(contract, command.quantityMg),
    validity: command.validity,
    expiresAtMs,
    timestampMs: context.nowMs,
  };
  return command.orderType === 'market'
    ? { ...common, type: 'market' as const }
    : { ...common, type: 'limit' as const, price: command.limitPriceSen as bigint };
};

export const newOrder = (
  context: EngineContext,
  command: BookPlaceCommand,
  plan: Pick<Plan, 'fxBufferSen' | 'totalSen'>,
  expiresAtMs: number | null,
  feeScheduleId: string | null,
  stopPriceSen: bigint | null = null,
): EngineOrder => {
  const sequence = nextSequence(context, 'order');
  return {
    id: sequence.toString(),
    sequence,
    accountId: command.accountId,
    contractId: command.contractId,
    direction: command.direction,
    orderType: command.orderType,
    validity: command.validity,
    expiresAtMs,
    limitPriceSen: command.orderType === 'limit' ? command.limitPriceSen : null,
    quantityMg: command.quantityMg,
    remainingMg: command.quantityMg,
    filledMg: 0n,
    charges: NO_CHARGES,
    heldSen: 0n,
    heldMg: 0n,
    fxBufferSen: plan.fxBufferSen,
    paymentSen: plan.totalSen,
    rateIdrPerUsd: context.rateIdrPerUsd,
    feeScheduleId,
    stopPriceSen,
    triggeredAtMs: null,
    status: 'submit',
    cancelReason: null,
    queueSeq: 0n,
    queuedAtMs: context.nowMs,
    createdAtMs: context.nowMs,
    updatedAtMs: context.nowMs,
  };
};

/** Holds what a new order needs: cash for a buy, its gold for a sell. */
export const holdForOrder = (
  context: EngineContext,
  order: EngineOrder,
  account: AccountState,
  holdSen: bigint,
): void => {
  if (order.direction === 'buy') {
    context.effects.post(
      'order_hold',
      order.id,
      holdCashPostings(account.id, holdSen),
      context.nowMs,
    );
    order.heldSen = holdSen;
  } else {
    context.effects.post(
      'order_hold',
      order.id,
      holdGoldPostings(account.id, order.contractId, order.quantityMg),
      context.nowMs,
    );
    order.heldMg = order.quantityMg;
  }
};

/** The review's inputs from the account: what it may spend and what gold it may sell. */
export const accountFunds = (account: AccountState, contractId: number) => ({
  availableTradeBalanceSen: tradableCashSen(account),
  availableTradeGoldMg: availableTradeGoldMg(
    account.level,
    account.gold.get(contractId)?.freeMg ?? 0n,
  ),
});

/**
 * Places an order: checks it as Review Order does (spec 001 section 5) against the engine's
 * own figures, holds its cash or gold, enters it in the book and settles what it matches.
 * (A stop order waits for its trigger instead: `placeStopOrder`.)
 */
export const placeOrder = (context: EngineContext, command: BookPlaceCommand): CommandResult => {
  const contract = contractById(command.contractId);
  if (contract === undefined) return refuse('ContractNotAvailable');
  const early =
    contractRefusal(command, contract) ?? shapeRefusal(command, contract, context.nowMs);
  if (early !== null) return early;
  const account = accountIn(context, command.accountId);
  const currentPriceSen = marketPriceSen(context, contract.contractId, command.direction);
  const priceSen =
    command.orderType === 'limit' ? (command.limitPriceSen as bigint) : currentPriceSen;
  if (priceSen === null) return refuse('NoMarketPrice');
  const schedule = scheduleOf(context, command.accountId);
  const plan = planOf(context, command, contract, priceSen, schedule.rates);
  const market = marketStatusOf(context);
  const check = reviewOrderCheck({
    market: command.source === 'market-maker' ? { isClosed: false, closeType: 0 } : market,
    contract,
    direction: command.direction,
    orderType: command.orderType,
    totalSen: plan.totalSen,
    quantityMg: command.quantityMg,
    ...accountFunds(account, contract.contractId),
    limitPriceSen: command.orderType === 'limit' ? command.limitPriceSen : null,
    marketPriceSen: currentPriceSen,
  });
  if (!check.ok) return refuse(check.code, check.params);
  const expiresAtMs =
    command.orderType === 'market'
      ? null
      : command.validity === 'GTC'
        ? gtcExpiresAtMs(context.nowMs)
        : command.expiresAtMs;
  const order = newOrder(context, command, plan, expiresAtMs, schedule.feeScheduleId);
  holdForOrder(context, order, account, plan.holdSen);
  const result = bookOf(context, contract.contractId).place(
    bookOrder(context, command, contract, order.id, expiresAtMs),
  );
  if (!result.ok) throw new Error(`the book refused checked order ${order.id}: ${result.code}`);
  applyReport(context, order, result.value);
  return { ok: true, value: { order: orderRow(order), outcome: result.value.status ?? 'submit' } };
};
