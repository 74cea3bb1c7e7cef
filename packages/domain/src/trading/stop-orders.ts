import {
  ORDER_TYPES,
  type ContractConfig,
  type OrderDirection,
  type OrderType,
} from '../contracts.ts';
import { formatDecimal } from '../format.ts';
import { CANCEL_REASONS } from '../order-book/report.ts';
import { PRICE_MAX } from '../order-book/validation.ts';
import { fail, ok, type Result } from '../result.ts';
import type { TradingRates } from './fees.ts';
import { type OrderFigures, orderFigures } from './order-figures.ts';

/**
 * Stop orders (issue 23 item 9). A stop order waits, holding what it will need, until the
 * contract's last trade reaches its stop price; then it becomes the order it names: a `stop`
 * a market order, a `stop_limit` a limit order at its limit price. Prices are sen per lot.
 */
export const STOP_ORDER_TYPES = ['stop', 'stop_limit'] as const;
export type StopOrderType = (typeof STOP_ORDER_TYPES)[number];

/** Every order type a client may place: the book's two and the two stops. */
export const PLACED_ORDER_TYPES = [...ORDER_TYPES, ...STOP_ORDER_TYPES] as const;
export type PlacedOrderType = (typeof PLACED_ORDER_TYPES)[number];

/** A stop waits for its trigger, then is triggered (and trades as the order it became). */
export const STOP_STATES = ['waiting', 'triggered'] as const;
export type StopState = (typeof STOP_STATES)[number];

/**
 * Why an order closed without trading in full: the book's reasons, and `unfunded` for a
 * triggered stop buy whose fills would cost more than it holds and the account has free.
 */
export const ORDER_CANCEL_REASONS = [...CANCEL_REASONS, 'unfunded'] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

export const isStopOrderType = (orderType: PlacedOrderType): orderType is StopOrderType =>
  orderType === 'stop' || orderType === 'stop_limit';

/** The order a stop becomes once triggered; a market or limit order stays what it is. */
export const tradedOrderType = (orderType: PlacedOrderType): OrderType => {
  if (orderType === 'stop') return 'market';
  if (orderType === 'stop_limit') return 'limit';
  return orderType;
};

/** The type the client placed, from the type it trades as and whether it has a stop price. */
export const placedOrderType = (
  orderType: OrderType,
  stopPriceSen: bigint | null,
): PlacedOrderType => {
  if (stopPriceSen === null) return orderType;
  return orderType === 'market' ? 'stop' : 'stop_limit';
};

/**
 * The trigger: a buy stop fires when the last trade is at or above its stop price (the price
 * broke upwards), a sell stop when it is at or below (the price fell). No trade, no trigger.
 */
export const isStopTriggered = (
  direction: OrderDirection,
  stopPriceSen: bigint,
  lastPriceSen: bigint | null,
): boolean => {
  if (lastPriceSen === null) return false;
  return direction === 'buy' ? lastPriceSen >= stopPriceSen : lastPriceSen <= stopPriceSen;
};

export type StopPriceCheckCode =
  'StopPriceRequired' | 'InvalidStopPrice' | 'StopPriceNotAboveLast' | 'StopPriceNotBelowLast';

export type StopPriceCheckInput = {
  readonly direction: OrderDirection;
  /** Null when the client sent none. */
  readonly stopPriceSen: bigint | null;
  /** The price the trigger is judged against now; null when there is none to compare with. */
  readonly lastPriceSen: bigint | null;
};

/**
 * A stop price the order may wait on: given, above zero and a price the book can hold, and
 * on the far side of the last price (a buy above it, a sell below), else the stop would fire
 * at once and the client meant a market or limit order. `{price}` is the last price, rupiah.
 */
export function stopPriceCheck(input: StopPriceCheckInput): Result<null, StopPriceCheckCode> {
  const { direction, stopPriceSen, lastPriceSen } = input;
  if (stopPriceSen === null) return fail('StopPriceRequired');
  if (stopPriceSen <= 0n || stopPriceSen > PRICE_MAX) return fail('InvalidStopPrice');
  if (lastPriceSen === null || !isStopTriggered(direction, stopPriceSen, lastPriceSen)) {
    return ok(null);
  }
  const price = formatDecimal(lastPriceSen, 2, 'en');
  return fail(direction === 'buy' ? 'StopPriceNotAboveLast' : 'StopPriceNotBelowLast', { price });
}

/** The price a stop order is judged and held by: its stop price, or a stop-limit's limit. */
export const stopOrderPriceSen = (
  orderType: StopOrderType,
  stopPriceSen: bigint,
  limitPriceSen: bigint | null,
): bigint => (orderType === 'stop_limit' && limitPriceSen !== null ? limitPriceSen : stopPriceSen);

export type StopFiguresInput = {
  readonly contract: Pick<ContractConfig, 'weightMg'>;
  readonly orderType: StopOrderType;
  readonly direction: OrderDirection;
  readonly stopPriceSen: bigint;
  readonly limitPriceSen: bigint | null;
  readonly quantityMg: bigint;
  readonly rates?: TradingRates;
};

/**
 * A stop order's figures, as it is judged and held from placement: a stop as a market order
 * at its stop price (a buy with the market order's FX buffer), a stop-limit as a limit order
 * at its limit price. A buy's total is what it holds; a sell holds its gold.
 */
export function stopOrderFigures(input: StopFiguresInput): OrderFigures {
  const { contract, orderType, direction, stopPriceSen, limitPriceSen, quantityMg, rates } = input;
  return orderFigures({
    contract,
    direction,
    orderType: tradedOrderType(orderType),
    priceSen: stopOrderPriceSen(orderType, stopPriceSen, limitPriceSen),
    quantityMg,
    rates,
  });
}

/** What a stop buy holds from placement (see `stopOrderFigures`). */
export const stopBuyHoldSen = (input: Omit<StopFiguresInput, 'direction'>): bigint =>
  stopOrderFigures({ ...input, direction: 'buy' }).totalSen;

/**
 * A triggered stop buy's funding, when its fills will cost `costSen` (value, fee and tax of
 * what the book will give it): the extra to hold from free cash (0 when what it holds covers
 * it), or null when the account cannot cover it and the order must close unfunded.
 */
export function triggeredBuyTopUpSen(
  heldSen: bigint,
  costSen: bigint,
  tradableSen: bigint,
): bigint | null {
  const extra = costSen - heldSen;
  if (extra <= 0n) return 0n;
  return extra <= tradableSen ? extra : null;
}
