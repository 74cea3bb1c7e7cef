import { fail, type Failure } from '../result.ts';
import type { AmendCommand } from './command.ts';
import type { NewOrder, RestingOrder, Validity } from './order.ts';

export type BookErrorCode =
  | 'InvalidQuantity'
  | 'InvalidPrice'
  | 'InvalidExpiry'
  | 'DuplicateOrderId'
  | 'OrderNotFound'
  | 'OrderNotOwned';

/** Above this a price would lose precision as a plain number in the book's price index. */
export const PRICE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Above this a quantity would lose precision as a plain number inside the fast book: far
 * beyond any order the engine can fund, so the bound refuses nothing real.
 */
export const QUANTITY_MAX = BigInt(Number.MAX_SAFE_INTEGER);

const priceIsValid = (price: bigint): boolean => price > 0n && price <= PRICE_MAX;

const quantityIsValid = (quantity: bigint): boolean => quantity > 0n && quantity <= QUANTITY_MAX;

/** A GTD order needs an expiry; any expiry must lie after the command's time. */
const expiryIsValid = (validity: Validity, expiresAtMs: number | null, nowMs: number): boolean =>
  expiresAtMs === null ? validity === 'GTC' : expiresAtMs > nowMs;

/**
 * Why a new order cannot enter the book, or null. Market orders never rest, so their
 * validity and price are not read.
 */
export const placeFailure = (order: NewOrder, idInUse: boolean): Failure<BookErrorCode> | null => {
  if (!quantityIsValid(order.quantity)) return fail('InvalidQuantity');
  if (order.type === 'limit') {
    if (!priceIsValid(order.price)) return fail('InvalidPrice');
    if (!expiryIsValid(order.validity, order.expiresAtMs, order.timestampMs)) {
      return fail('InvalidExpiry');
    }
  }
  if (idInUse) return fail('DuplicateOrderId');
  return null;
};

/** Why a kill or an amend cannot name `current`: no such order, or another account's. */
export const ownershipFailure = (
  current: { readonly accountId: string } | undefined,
): Failure<BookErrorCode> => fail(current === undefined ? 'OrderNotFound' : 'OrderNotOwned');

/** Why an amend cannot apply to the order it names, found and owned, or null. */
export const amendFailure = (
  command: AmendCommand,
  current: Pick<RestingOrder, 'validity' | 'expiresAtMs'>,
): Failure<BookErrorCode> | null => {
  if (command.quantity !== undefined && !quantityIsValid(command.quantity)) {
    return fail('InvalidQuantity');
  }
  if (command.price !== undefined && !priceIsValid(command.price)) return fail('InvalidPrice');
  const changesExpiry = command.validity !== undefined || command.expiresAtMs !== undefined;
  const validity = command.validity ?? current.validity;
  const expiresAtMs = command.expiresAtMs === undefined ? current.expiresAtMs : command.expiresAtMs;
  if (changesExpiry && !expiryIsValid(validity, expiresAtMs, command.timestampMs)) {
    return fail('InvalidExpiry');
  }
  return null;
};

/**
 * The order an amend leaves: each field the command gives, the current value otherwise, at
 * the command's time (the time it holds if it re-enters).
 */
export const amendedOrder = (command: AmendCommand, current: RestingOrder) => ({
  orderId: current.orderId,
  accountId: current.accountId,
  side: current.side,
  price: command.price ?? current.price,
  quantity: command.quantity ?? current.quantity,
  validity: command.validity ?? current.validity,
  expiresAtMs: command.expiresAtMs === undefined ? current.expiresAtMs : command.expiresAtMs,
  timestampMs: command.timestampMs,
});

/** Lowering the quantity at the same price keeps the queue place; anything else re-enters. */
export const amendKeepsPriority = (
  amended: { price: bigint; quantity: bigint },
  current: RestingOrder,
): boolean => amended.price === current.price && amended.quantity <= current.quantity;
