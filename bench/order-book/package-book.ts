/**
 * The same command stream for the `nodejs-order-book` package: each command turned into the
 * package's call ahead of time (numbers instead of bigints), so the timed loop only dispatches.
 * Self-trade prevention is set to EXPIRE_MAKER, the policy of our book (the resting order of
 * the same account is cancelled). The package's modify re-enters the order without its account.
 */
import { OrderBook, SelfTradePreventionMode, Side } from 'nodejs-order-book';
import type { BookCommand } from '../../packages/domain/src/index.ts';

export type PackageCommand =
  | {
      readonly kind: 'limit';
      readonly id: string;
      readonly side: Side;
      readonly size: number;
      readonly price: number;
      readonly accountId: string;
    }
  | {
      readonly kind: 'market';
      readonly side: Side;
      readonly size: number;
      readonly accountId: string;
    }
  | { readonly kind: 'cancel'; readonly id: string }
  | {
      readonly kind: 'modify';
      readonly id: string;
      readonly update: { price: number } | { size: number };
    };

const sideOf = (side: 'buy' | 'sell'): Side => (side === 'buy' ? Side.BUY : Side.SELL);

export const toPackageCommand = (command: BookCommand): PackageCommand => {
  switch (command.kind) {
    case 'place': {
      const { order } = command;
      const common = {
        side: sideOf(order.side),
        size: Number(order.quantity),
        accountId: order.accountId,
      };
      return order.type === 'limit'
        ? { kind: 'limit', id: order.orderId, price: Number(order.price), ...common }
        : { kind: 'market', ...common };
    }
    case 'cancel':
      return { kind: 'cancel', id: command.orderId };
    case 'amend': {
      const update =
        command.price !== undefined
          ? { price: Number(command.price) }
          : { size: Number(command.quantity) };
      return { kind: 'modify', id: command.orderId, update };
    }
    case 'expire':
      throw new Error('the package has no expiry sweep');
  }
};

const stp = SelfTradePreventionMode.EXPIRE_MAKER;

export const createPackageBook = (): OrderBook => new OrderBook();

export const applyPackageCommand = (book: OrderBook, command: PackageCommand): void => {
  switch (command.kind) {
    case 'limit':
      book.limit({
        id: command.id,
        side: command.side,
        size: command.size,
        price: command.price,
        accountId: command.accountId,
        stpMode: stp,
      });
      return;
    case 'market':
      book.market({
        side: command.side,
        size: command.size,
        accountId: command.accountId,
        stpMode: stp,
      });
      return;
    case 'cancel':
      book.cancel(command.id);
      return;
    case 'modify':
      book.modify(command.id, command.update);
      return;
  }
};

/** How many orders rest in the package's book. */
export const packageRestingCount = (book: OrderBook): number => {
  const { bids, asks } = book.snapshot();
  return [...bids, ...asks].reduce((count, level) => count + level.orders.length, 0);
};
