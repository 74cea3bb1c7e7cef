import {
  type ContractConfig,
  type MarketHoursMode,
  type MarketStatus,
  type OrderBook,
  type TradingRates,
  contractById,
  marketStatusAt,
} from '@emas/domain';
import type { AccountState } from './account-state.ts';
import type { HoldBook } from './balance-commands.ts';
import type { BatchEffects } from './batch-effects.ts';
import type { EngineOrder } from './engine-order.ts';
import type { FeeScheduleBook } from './fee-schedules.ts';
import type { WaitingStops } from './waiting-stops.ts';

/** Counters of the ids the engine hands out; restored from the database at start. */
export type Sequences = { order: bigint; trade: bigint; queue: bigint };

/**
 * What a command handler works on: the books and accounts in memory, the open orders, the
 * batch's effects and the command's time. Handlers are synchronous: they never wait for I/O.
 */
export type EngineContext = {
  readonly nowMs: number;
  readonly marketHours: MarketHoursMode;
  readonly books: ReadonlyMap<number, OrderBook>;
  readonly accounts: ReadonlyMap<string, AccountState>;
  readonly openOrders: Map<string, EngineOrder>;
  /** Stop orders waiting for their trigger (also among the open orders). */
  readonly waitingStops: WaitingStops;
  /** Each contract's last trade price per lot, sen, as the commands applied so far left it. */
  readonly lastPrices: Map<number, bigint>;
  readonly effects: BatchEffects;
  readonly sequences: Sequences;
  /** Every broker's fee schedules: what an order is priced by. */
  readonly feeSchedules: FeeScheduleBook;
  /** Rupiah per US dollar now, recorded on orders and trades. */
  readonly rateIdrPerUsd: bigint;
  /** The reference price of a lot, sen, when the book has no price to go by. */
  referencePriceSen(contractId: number): bigint | null;
};

export const marketStatusOf = (context: EngineContext): MarketStatus =>
  marketStatusAt(context.nowMs, context.marketHours);

export const accountIn = (context: EngineContext, accountId: string): AccountState => {
  const account = context.accounts.get(accountId);
  if (account === undefined) throw new Error(`account ${accountId} is not loaded`);
  return account;
};

export const bookOf = (context: EngineContext, contractId: number): OrderBook => {
  const book = context.books.get(contractId);
  if (book === undefined) throw new Error(`contract ${contractId} has no book`);
  return book;
};

export const contractOf = (contractId: number): ContractConfig => {
  const contract = contractById(contractId);
  if (contract === undefined) throw new Error(`contract ${contractId} is not listed`);
  return contract;
};

export const nextSequence = (context: EngineContext, kind: keyof Sequences): bigint => {
  context.sequences[kind] += 1n;
  return context.sequences[kind];
};

/**
 * The price an order of `direction` would trade at now: the best ask for a buy, the best bid
 * for a sell, else the reference price.
 */
export const marketPriceSen = (
  context: EngineContext,
  contractId: number,
  direction: 'buy' | 'sell',
): bigint | null => {
  const depth = bookOf(context, contractId).depth(1);
  const best = direction === 'buy' ? depth.asks[0] : depth.bids[0];
  return best?.price ?? context.referencePriceSen(contractId);
};

/**
 * The price a new stop is judged against: the contract's last trade, else (no trade yet) its
 * reference price.
 */
export const lastPriceSen = (context: EngineContext, contractId: number): bigint | null =>
  context.lastPrices.get(contractId) ?? context.referencePriceSen(contractId);

/** The rates an order is charged by: those of the schedule it was placed under. */
export const ratesOfOrder = (context: EngineContext, order: EngineOrder): TradingRates =>
  context.feeSchedules.ratesOf(order.feeScheduleId);

/** The context of a balance command: the engine's, with the holds it may open or close. */
export type BalanceContext = EngineContext & { readonly holds: HoldBook };
