import type {
  ErrorCode,
  ErrorParams,
  OrderDirection,
  OrderStatus as BookOutcome,
  OrderType,
  StopOrderType,
  Validity,
} from '@emas/domain';
import type { OrderTable } from '../../db/schema.ts';
import type { BalanceCommand } from './balance-commands.ts';
import type { FeeScheduleCommand } from './fee-schedules.ts';

/**
 * The commands of the exchange, as values: the HTTP routes and the liquidity bot send them,
 * the engine applies them one at a time in arrival order. Quantities are milligrams, prices
 * sen per lot, times epoch ms.
 */
type PlaceFields = {
  readonly kind: 'place';
  readonly accountId: string;
  readonly contractId: number;
  readonly direction: OrderDirection;
  readonly quantityMg: bigint;
  /** Required for a limit or stop-limit order, ignored for a market or stop order. */
  readonly limitPriceSen: bigint | null;
  readonly validity: Validity;
  /** Required for GTD; a GTC order gets its one-month expiry from the engine's clock. */
  readonly expiresAtMs: number | null;
  /**
   * `client` orders pass the contract's review switches (disabled directions and order types)
   * and the market hours; the market maker's quotes need only an active contract and stand
   * while the market is closed, as a market maker's do.
   */
  readonly source: 'client' | 'market-maker';
  /** The client's order id: a repeat answers the first result and has no second effect. */
  readonly requestKey?: string;
};

/** A place command that enters the book at once: a market or limit order. */
export type BookPlaceCommand = PlaceFields & {
  readonly orderType: OrderType;
  readonly stopPriceSen?: null;
};

/**
 * A place command that waits for its trigger, then trades as a market (stop) or limit
 * (stop_limit) order. The stop price is required (refused when null).
 */
export type StopPlaceCommand = PlaceFields & {
  readonly orderType: StopOrderType;
  readonly stopPriceSen: bigint | null;
};

export type PlaceOrderCommand = BookPlaceCommand | StopPlaceCommand;

/**
 * Edit of an open limit order, or of a stop while it waits; a field left out keeps its value.
 * `quantityMg` is the new open quantity.
 */
export type EditOrderCommand = {
  readonly kind: 'edit';
  readonly accountId: string;
  readonly orderId: string;
  readonly quantityMg?: bigint;
  readonly limitPriceSen?: bigint;
  /** A waiting stop's new stop price. */
  readonly stopPriceSen?: bigint;
  readonly validity?: Validity;
  readonly expiresAtMs?: number | null;
  readonly source: 'client' | 'market-maker';
  readonly requestKey?: string;
};

export type KillOrderCommand = {
  readonly kind: 'kill';
  readonly accountId: string;
  readonly orderId: string;
  readonly requestKey?: string;
};

/** Removes every order whose expiry has come, on the engine's clock. */
export type ExpireOrdersCommand = { readonly kind: 'expire' };

/** The commands that name an order; their results carry the order. */
export type OrderCommand =
  PlaceOrderCommand | EditOrderCommand | KillOrderCommand | ExpireOrdersCommand;

export type ExchangeCommand = OrderCommand | BalanceCommand | FeeScheduleCommand;

/**
 * The order a command named, as its row stood right after the command was applied, and what
 * happened to it. A copy: later commands change the engine's order, and the answer must speak
 * only of what this command's batch commits.
 */
export type OrderOutcome = { readonly order: OrderTable; readonly outcome: BookOutcome };

/** A command that carries the client's request key (add, edit or kill). */
export type KeyedCommand = PlaceOrderCommand | EditOrderCommand | KillOrderCommand;

export type CommandResult =
  | { readonly ok: true; readonly value: OrderOutcome | null }
  | { readonly ok: false; readonly code: ErrorCode; readonly params?: ErrorParams };
