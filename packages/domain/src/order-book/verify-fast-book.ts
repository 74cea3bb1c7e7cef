import type { BookSide } from './book-side.ts';
import type { OrderNode, PriceLevel } from './price-level.ts';

const check = (holds: boolean, what: string): void => {
  if (!holds) throw new Error(`order book invariant broken: ${what}`);
};

/** Each level's queue links both ways, holds only its own side and price, and adds up. */
const verifyLevel = (side: BookSide, level: PriceLevel, orders: Map<string, OrderNode>): number => {
  check(level.orderCount > 0 && level.head !== null, `empty level ${level.price}`);
  let count = 0;
  let quantity = 0n;
  let previous: OrderNode | null = null;
  for (let node = level.head; node !== null; node = node.next) {
    check(node.previous === previous, `broken link before ${node.orderId}`);
    check(node.level === level, `${node.orderId} in the wrong level`);
    check(node.side === side.side, `${node.orderId} on the wrong side`);
    check(
      Number.isSafeInteger(node.quantity) && node.quantity > 0,
      `${node.orderId} rests with nothing open`,
    );
    check(orders.get(node.orderId) === node, `${node.orderId} missing from the index`);
    count += 1;
    quantity += BigInt(node.quantity);
    previous = node;
  }
  check(level.tail === previous, `tail of level ${level.price}`);
  check(count === level.orderCount, `order count of level ${level.price}`);
  check(quantity === level.quantity(), `quantity of level ${level.price}`);
  return count;
};

/**
 * The fast book's structure, checked in full (O(n)): levels strictly sorted worst to best and
 * never empty, the book never crossed, and the index holding exactly the queued orders.
 */
export const verifyFastBook = (
  bids: BookSide,
  asks: BookSide,
  orders: Map<string, OrderNode>,
): void => {
  let queued = 0;
  for (const side of [bids, asks]) {
    check(side.indexIsConsistent(), `price index of the ${side.side} side`);
    side.levels.forEach((level, index) => {
      const worse = side.levels[index - 1];
      if (worse !== undefined)
        check(side.isBetter(level.price, worse.price), 'levels out of order');
      queued += verifyLevel(side, level, orders);
    });
  }
  check(queued === orders.size, `index holds ${orders.size} orders, the levels ${queued}`);
  const bid = bids.best();
  const ask = asks.best();
  check(bid === undefined || ask === undefined || bid.price < ask.price, 'crossed book');
};
