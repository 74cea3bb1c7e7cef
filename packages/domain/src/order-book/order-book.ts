import type { AmendCommand, BookCommand, CancelCommand } from './command.ts';
import type { NewOrder, RestingOrder } from './order.ts';
import type { BookSnapshot, CommandReport, Depth, PreviewFill } from './report.ts';
import type { Result } from '../result.ts';
import type { BookErrorCode } from './validation.ts';

export type BookResult = Result<CommandReport, BookErrorCode>;

/**
 * One contract's book: price-time priority, market and limit orders, no self-trade (an
 * incoming order cancels the resting orders of its own account that it meets, oldest first,
 * and goes on matching). A rejected command leaves the book as it was. The fast and the naive
 * books implement it alike and one test suite holds them to it.
 */
export interface OrderBook {
  place(order: NewOrder): BookResult;
  cancel(command: CancelCommand): BookResult;
  amend(command: AmendCommand): BookResult;
  /**
   * The fills `order` would make if placed now, in order, without changing the book: what the
   * engine holds for a market buy before it goes in. Equal to the fills `place` then reports.
   */
  preview(order: NewOrder): readonly PreviewFill[];
  /** Removes the orders whose expiry is at or before `nowMs`, soonest expiry first. */
  expire(nowMs: number): CommandReport;
  order(orderId: string): RestingOrder | null;
  /** The best `levels` price levels of each side. */
  depth(levels: number): Depth;
  snapshot(): BookSnapshot;
  /** Throws when an invariant of the structure is broken (crossed, empty level, stale index). */
  verify(): void;
}

export const applyCommand = (book: OrderBook, command: BookCommand): BookResult => {
  switch (command.kind) {
    case 'place':
      return book.place(command.order);
    case 'cancel':
      return book.cancel(command);
    case 'amend':
      return book.amend(command);
    case 'expire':
      return { ok: true, value: book.expire(command.nowMs) };
  }
};
