import {
  isStopOrderType,
  stopPriceCheck,
  type ErrorCode,
  type ErrorParams,
  type OrderDirection,
  type PlacedOrderType,
} from '@emas/domain';
import { decimalToMinor, rupiahText } from '../../lib/decimal.ts';
import type { Language } from '../../lib/i18n.ts';
import { useOhlc } from '../market/index.ts';

/**
 * The ticket's stop orders (issue 23 item 9), in the ticket's terms: which fields each order
 * type reads, the price its figures are worked at, and the stop price check the server makes
 * again. No rule is worked out here: the domain's stop order rules decide.
 */

/** The ticket's order types, in tab order. */
export const TICKET_ORDER_TYPES: readonly PlacedOrderType[] = [
  'market',
  'limit',
  'stop',
  'stop_limit',
];

export const readsLimitPrice = (orderType: PlacedOrderType): boolean =>
  orderType === 'limit' || orderType === 'stop_limit';

export const readsStopPrice = (orderType: PlacedOrderType): boolean => isStopOrderType(orderType);

/** Every order but a market order waits, so has a validity. */
export const hasValidity = (orderType: PlacedOrderType): boolean => orderType !== 'market';

/**
 * The price the ticket's figures are worked at, as the engine holds the order: the market's
 * for a market order, the limit for a limit or stop-limit, the stop price for a stop.
 */
export const ticketPriceSen = (
  orderType: PlacedOrderType,
  prices: { market: bigint | null; limit: bigint | null; stop: bigint | null },
): bigint | null => {
  if (orderType === 'market') return prices.market;
  if (orderType === 'stop') return prices.stop;
  return prices.limit;
};

/**
 * The price the review checks a limit against: the market for a limit order, the stop price
 * for a stop-limit, since that is where it will enter the book.
 */
export const bandPriceSen = (
  orderType: PlacedOrderType,
  marketSen: bigint | null,
  stopSen: bigint | null,
): bigint | null => (isStopOrderType(orderType) ? stopSen : marketSen);

const SEN_SCALE = 2;

/** The contract's last trade price per lot, sen (what a stop is fired by); null before one. */
export function useLastPriceSen(contractId: number, enabled = true): bigint | null {
  const ohlc = useOhlc(contractId, enabled);
  return decimalToMinor(ohlc.data?.lastPrice ?? null, SEN_SCALE);
}

/**
 * Why the stop price cannot be sent, as the server would say it, with the last price in the
 * user's notation; null when it may (or there is no last price here to judge by).
 */
export function stopPriceRefusal(
  direction: OrderDirection,
  stopPriceSen: bigint | null,
  lastPriceSen: bigint | null,
  language: Language,
): { code: ErrorCode; params?: ErrorParams } | null {
  const check = stopPriceCheck({ direction, stopPriceSen, lastPriceSen });
  if (check.ok) return null;
  return lastPriceSen === null || check.params === undefined
    ? { code: check.code }
    : { code: check.code, params: { price: rupiahText(lastPriceSen, language) } };
}
