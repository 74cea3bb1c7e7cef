/**
 * The rules of one contract's order book, held against the fast book and the naive reference
 * alike: price-time priority at the maker's price, partial fills, market orders that never
 * rest (unmatched = cancel, partly matched = partial with the rest cancelled), no self-trade
 * (the resting order of the same account is cancelled), kill, amend (a lower quantity keeps
 * the queue place; a new price or a larger quantity re-enters), expiry on the engine's clock,
 * depth, and every rejection code with the book left as it was.
 */
import { describe, expect, it } from 'vitest';
import type { AmendCommand } from './command.ts';
import { FastOrderBook } from './fast-order-book.ts';
import { NaiveOrderBook } from './naive-order-book.ts';
import type { LimitOrder, MarketOrder, Side } from './order.ts';
import type { BookResult, OrderBook } from './order-book.ts';
import type { CommandReport } from './report.ts';
import { PRICE_MAX, QUANTITY_MAX } from './validation.ts';

const T0 = 1_700_000_000_000;

const limit = (
  orderId: string,
  accountId: string,
  side: Side,
  price: bigint,
  quantity: bigint,
  extra: Partial<LimitOrder> = {},
): LimitOrder => ({
  orderId,
  accountId,
  side,
  type: 'limit',
  price,
  quantity,
  validity: 'GTC',
  expiresAtMs: null,
  timestampMs: T0,
  ...extra,
});

const market = (
  orderId: string,
  accountId: string,
  side: Side,
  quantity: bigint,
  extra: Partial<MarketOrder> = {},
): MarketOrder => ({
  orderId,
  accountId,
  side,
  type: 'market',
  quantity,
  validity: 'GTC',
  expiresAtMs: null,
  timestampMs: T0,
  ...extra,
});

const amend = (
  orderId: string,
  accountId: string,
  change: Partial<AmendCommand>,
): AmendCommand => ({
  kind: 'amend',
  orderId,
  accountId,
  timestampMs: T0 + 1,
  ...change,
});

const report = (result: BookResult): CommandReport => {
  if (!result.ok) throw new Error(`expected success, got ${result.code}`);
  return result.value;
};

const fillsOf = (result: BookResult) =>
  report(result).fills.map((fill) => [fill.makerOrderId, fill.price, fill.quantity]);

const books: [string, () => OrderBook][] = [
  ['fast', () => new FastOrderBook()],
  ['naive', () => new NaiveOrderBook()],
];

describe.each(books)('%s book: matching', (_name, createBook) => {
  const bookWith = (...orders: LimitOrder[]): OrderBook => {
    const book = createBook();
    orders.forEach((order) => report(book.place(order)));
    return book;
  };

  it('rests a limit order that does not cross, with status submit', () => {
    const book = createBook();
    const result = report(book.place(limit('b1', 'alice', 'buy', 100n, 5n)));
    expect(result).toEqual({
      status: 'submit',
      fills: [],
      resting: {
        orderId: 'b1',
        accountId: 'alice',
        side: 'buy',
        price: 100n,
        quantity: 5n,
        validity: 'GTC',
        expiresAtMs: null,
        timestampMs: T0,
      },
      cancelled: [],
      requeued: false,
    });
    expect(book.order('b1')?.quantity).toBe(5n);
    book.verify();
  });

  it('fills the best price first, each at the resting order price', () => {
    const book = bookWith(
      limit('s1', 'bob', 'sell', 101n, 2n),
      limit('s2', 'bob', 'sell', 100n, 2n),
      limit('s3', 'carol', 'sell', 102n, 2n),
    );
    const result = book.place(limit('b1', 'alice', 'buy', 102n, 6n));
    expect(fillsOf(result)).toEqual([
      ['s2', 100n, 2n],
      ['s1', 101n, 2n],
      ['s3', 102n, 2n],
    ]);
    expect(report(result).status).toBe('fill');
    expect(book.snapshot()).toEqual({ bids: [], asks: [] });
  });

  it('fills the earlier order first at one price', () => {
    const book = bookWith(
      limit('s1', 'bob', 'sell', 100n, 2n),
      limit('s2', 'carol', 'sell', 100n, 2n),
    );
    expect(fillsOf(book.place(limit('b1', 'alice', 'buy', 100n, 3n)))).toEqual([
      ['s1', 100n, 2n],
      ['s2', 100n, 1n],
    ]);
    expect(book.order('s2')?.quantity).toBe(1n);
  });

  it('stops at the limit price and rests the remainder at it (partial)', () => {
    const book = bookWith(
      limit('s1', 'bob', 'sell', 100n, 2n),
      limit('s2', 'bob', 'sell', 105n, 2n),
    );
    const result = report(book.place(limit('b1', 'alice', 'buy', 102n, 5n)));
    expect(result.status).toBe('partial');
    expect(result.fills.map((fill) => fill.makerOrderId)).toEqual(['s1']);
    expect(result.resting).toMatchObject({ orderId: 'b1', price: 102n, quantity: 3n });
    expect(book.depth(5)).toEqual({
      bids: [{ price: 102n, quantity: 3n, orderCount: 1 }],
      asks: [{ price: 105n, quantity: 2n, orderCount: 1 }],
    });
  });

  it('records both sides of each fill and what stays open of the maker', () => {
    const book = bookWith(limit('b1', 'bob', 'buy', 100n, 5n));
    const [fill] = report(
      book.place(limit('s1', 'alice', 'sell', 99n, 3n, { timestampMs: T0 + 7 })),
    ).fills;
    expect(fill).toEqual({
      price: 100n,
      quantity: 3n,
      makerOrderId: 'b1',
      makerAccountId: 'bob',
      makerRemainingQuantity: 2n,
      takerOrderId: 's1',
      takerAccountId: 'alice',
      takerSide: 'sell',
      timestampMs: T0 + 7,
    });
  });
});

describe.each(books)('%s book: market orders never rest', (_name, createBook) => {
  const cases: [string, bigint, string, bigint[], bigint | null][] = [
    // name, market quantity, status, filled quantities, unmatched quantity
    ['filled in full', 3n, 'fill', [2n, 1n], null],
    ['partly filled: the rest is cancelled', 6n, 'partial', [2n, 2n], 2n],
  ];
  it.each(cases)('%s', (_case, quantity, status, filled, unmatched) => {
    const book = createBook();
    report(book.place(limit('s1', 'bob', 'sell', 100n, 2n)));
    report(book.place(limit('s2', 'bob', 'sell', 120n, 2n)));
    const result = report(book.place(market('m1', 'alice', 'buy', quantity)));
    expect(result.status).toBe(status);
    expect(result.fills.map((fill) => fill.quantity)).toEqual(filled);
    expect(result.resting).toBeNull();
    expect(result.cancelled).toEqual(
      unmatched === null
        ? []
        : [
            {
              orderId: 'm1',
              accountId: 'alice',
              side: 'buy',
              price: null,
              quantity: unmatched,
              reason: 'unmatched',
            },
          ],
    );
    expect(book.order('m1')).toBeNull();
  });

  it('is cancelled when nothing matches (status cancel)', () => {
    const book = createBook();
    report(book.place(limit('b1', 'bob', 'buy', 100n, 2n)));
    const result = report(book.place(market('m1', 'alice', 'buy', 4n)));
    expect(result).toEqual({
      status: 'cancel',
      fills: [],
      resting: null,
      cancelled: [
        {
          orderId: 'm1',
          accountId: 'alice',
          side: 'buy',
          price: null,
          quantity: 4n,
          reason: 'unmatched',
        },
      ],
      requeued: false,
    });
    expect(book.depth(5).bids).toEqual([{ price: 100n, quantity: 2n, orderCount: 1 }]);
  });
});

describe.each(books)('%s book: no self-trade', (_name, createBook) => {
  it('cancels the resting order of the same account and goes on matching', () => {
    const book = createBook();
    report(book.place(limit('s1', 'alice', 'sell', 100n, 2n)));
    report(book.place(limit('s2', 'bob', 'sell', 100n, 2n)));
    const result = report(book.place(limit('b1', 'alice', 'buy', 100n, 3n)));
    expect(result.cancelled).toEqual([
      {
        orderId: 's1',
        accountId: 'alice',
        side: 'sell',
        price: 100n,
        quantity: 2n,
        reason: 'self-trade',
      },
    ]);
    expect(fillsOf({ ok: true, value: result })).toEqual([['s2', 100n, 2n]]);
    expect(result.status).toBe('partial');
    expect(result.resting).toMatchObject({ orderId: 'b1', quantity: 1n });
    book.verify();
  });

  it('previews the fills a market order will make, past its own orders, changing nothing', () => {
    const book = createBook();
    report(book.place(limit('s1', 'alice', 'sell', 100n, 2n)));
    report(book.place(limit('s2', 'bob', 'sell', 100n, 2n)));
    report(book.place(limit('s3', 'carol', 'sell', 103n, 5n)));
    const before = book.snapshot();
    const preview = book.preview(market('m1', 'alice', 'buy', 4n));
    expect(preview).toEqual([
      { price: 100n, quantity: 2n },
      { price: 103n, quantity: 2n },
    ]);
    expect(book.snapshot()).toEqual(before);
    expect(fillsOf(book.place(market('m1', 'alice', 'buy', 4n)))).toEqual([
      ['s2', 100n, 2n],
      ['s3', 103n, 2n],
    ]);
  });

  it('leaves a market order unmatched when only its own orders rest', () => {
    const book = createBook();
    report(book.place(limit('s1', 'alice', 'sell', 100n, 2n)));
    const result = report(book.place(market('m1', 'alice', 'buy', 1n)));
    expect(result.status).toBe('cancel');
    expect(result.cancelled.map((order) => order.reason)).toEqual(['self-trade', 'unmatched']);
    expect(book.snapshot().asks).toEqual([]);
  });
});

describe.each(books)('%s book: kill', (_name, createBook) => {
  it('removes the order and reports it killed', () => {
    const book = createBook();
    report(book.place(limit('b1', 'alice', 'buy', 100n, 2n)));
    const result = report(
      book.cancel({ kind: 'cancel', orderId: 'b1', accountId: 'alice', timestampMs: T0 }),
    );
    expect(result).toEqual({
      status: 'cancel',
      fills: [],
      resting: null,
      cancelled: [
        {
          orderId: 'b1',
          accountId: 'alice',
          side: 'buy',
          price: 100n,
          quantity: 2n,
          reason: 'killed',
        },
      ],
      requeued: false,
    });
    expect(book.depth(5)).toEqual({ bids: [], asks: [] });
    book.verify();
  });

  it.each([
    ['OrderNotFound', 'nope', 'alice'],
    ['OrderNotOwned', 'b1', 'bob'],
  ])('refuses with %s and changes nothing', (code, orderId, accountId) => {
    const book = createBook();
    report(book.place(limit('b1', 'alice', 'buy', 100n, 2n)));
    const before = book.snapshot();
    expect(book.cancel({ kind: 'cancel', orderId, accountId, timestampMs: T0 })).toEqual({
      ok: false,
      code,
    });
    expect(book.snapshot()).toEqual(before);
  });
});

describe.each(books)('%s book: amend', (_name, createBook) => {
  const twoSells = (): OrderBook => {
    const book = createBook();
    report(book.place(limit('s1', 'bob', 'sell', 100n, 4n)));
    report(book.place(limit('s2', 'carol', 'sell', 100n, 4n)));
    return book;
  };

  it('keeps the queue place when only the quantity goes down', () => {
    const book = twoSells();
    const result = report(book.amend(amend('s1', 'bob', { quantity: 1n })));
    expect(result).toMatchObject({ status: 'submit', requeued: false, fills: [] });
    expect(result.resting).toMatchObject({ orderId: 's1', quantity: 1n, timestampMs: T0 });
    expect(fillsOf(book.place(limit('b1', 'alice', 'buy', 100n, 2n)))).toEqual([
      ['s1', 100n, 1n],
      ['s2', 100n, 1n],
    ]);
  });

  it.each([
    ['a larger quantity', { quantity: 5n }],
    ['a new price', { price: 101n }],
  ])('re-enters behind the queue for %s', (_case, change) => {
    const book = twoSells();
    const result = report(book.amend(amend('s1', 'bob', change)));
    expect(result).toMatchObject({ status: 'submit', requeued: true });
    expect(result.resting).toMatchObject({ orderId: 's1', timestampMs: T0 + 1 });
    expect(fillsOf(book.place(limit('b1', 'alice', 'buy', 101n, 1n)))).toEqual([['s2', 100n, 1n]]);
  });

  it('matches at once when the new price crosses', () => {
    const book = createBook();
    report(book.place(limit('b1', 'alice', 'buy', 99n, 3n)));
    report(book.place(limit('s1', 'bob', 'sell', 101n, 2n)));
    const result = report(book.amend(amend('b1', 'alice', { price: 101n })));
    expect(result.status).toBe('partial');
    expect(result.requeued).toBe(true);
    expect(result.fills).toMatchObject([
      { makerOrderId: 's1', takerOrderId: 'b1', price: 101n, quantity: 2n },
    ]);
    expect(book.depth(5)).toEqual({
      bids: [{ price: 101n, quantity: 1n, orderCount: 1 }],
      asks: [],
    });
  });

  it('changes the expiry in place', () => {
    const book = twoSells();
    const result = report(
      book.amend(amend('s1', 'bob', { validity: 'GTD', expiresAtMs: T0 + 50 })),
    );
    expect(result.requeued).toBe(false);
    expect(book.expire(T0 + 50).cancelled.map((order) => order.orderId)).toEqual(['s1']);
  });

  const refusals: [string, Partial<AmendCommand>][] = [
    ['OrderNotFound', { orderId: 'nope' }],
    ['OrderNotOwned', { accountId: 'alice' }],
    ['InvalidQuantity', { quantity: 0n }],
    ['InvalidQuantity', { quantity: -1n }],
    ['InvalidQuantity', { quantity: QUANTITY_MAX + 1n }],
    ['InvalidPrice', { price: 0n }],
    ['InvalidPrice', { price: PRICE_MAX + 1n }],
    ['InvalidExpiry', { validity: 'GTD' }],
    ['InvalidExpiry', { expiresAtMs: T0 + 1 }],
  ];
  it.each(refusals)('refuses with %s and changes nothing', (code, change) => {
    const book = twoSells();
    const before = book.snapshot();
    expect(book.amend(amend('s1', 'bob', change))).toEqual({ ok: false, code });
    expect(book.snapshot()).toEqual(before);
  });
});

describe.each(books)('%s book: place refusals', (_name, createBook) => {
  const refusals: [string, LimitOrder | MarketOrder][] = [
    ['InvalidQuantity', limit('x', 'alice', 'buy', 100n, 0n)],
    ['InvalidQuantity', limit('x', 'alice', 'buy', 100n, -3n)],
    ['InvalidQuantity', market('x', 'alice', 'buy', 0n)],
    ['InvalidQuantity', limit('x', 'alice', 'buy', 100n, QUANTITY_MAX + 1n)],
    ['InvalidQuantity', market('x', 'alice', 'buy', QUANTITY_MAX + 1n)],
    ['InvalidPrice', limit('x', 'alice', 'buy', 0n, 1n)],
    ['InvalidPrice', limit('x', 'alice', 'sell', -1n, 1n)],
    ['InvalidPrice', limit('x', 'alice', 'sell', PRICE_MAX + 1n, 1n)],
    ['InvalidExpiry', limit('x', 'alice', 'buy', 100n, 1n, { validity: 'GTD' })],
    ['InvalidExpiry', limit('x', 'alice', 'buy', 100n, 1n, { validity: 'GTD', expiresAtMs: T0 })],
    ['InvalidExpiry', limit('x', 'alice', 'buy', 100n, 1n, { expiresAtMs: T0 - 1 })],
    ['DuplicateOrderId', limit('s1', 'alice', 'buy', 90n, 1n)],
    ['DuplicateOrderId', market('s1', 'alice', 'buy', 1n)],
  ];
  it.each(refusals)('refuses with %s and changes nothing', (code, order) => {
    const book = createBook();
    report(book.place(limit('s1', 'bob', 'sell', 100n, 2n)));
    const before = book.snapshot();
    expect(book.place(order)).toEqual({ ok: false, code });
    expect(book.snapshot()).toEqual(before);
  });

  it('accepts a market order whatever its expiry fields say', () => {
    const book = createBook();
    const result = book.place(
      market('m1', 'alice', 'buy', 1n, { validity: 'GTD', expiresAtMs: null }),
    );
    expect(result.ok && result.value.status).toBe('cancel');
  });
});

describe.each(books)('%s book: expiry on the engine clock', (_name, createBook) => {
  const withExpiries = (): OrderBook => {
    const book = createBook();
    report(
      book.place(
        limit('late', 'bob', 'sell', 101n, 1n, { validity: 'GTD', expiresAtMs: T0 + 200 }),
      ),
    );
    report(
      book.place(
        limit('soon', 'bob', 'sell', 102n, 1n, { validity: 'GTD', expiresAtMs: T0 + 100 }),
      ),
    );
    report(book.place(limit('gtc', 'bob', 'sell', 103n, 1n)));
    report(book.place(limit('month', 'bob', 'buy', 90n, 1n, { expiresAtMs: T0 + 200 })));
    return book;
  };

  it.each([
    [T0 + 99, []],
    [T0 + 100, ['soon']],
    [T0 + 10_000, ['soon', 'late', 'month']],
  ])('at %i removes %j, soonest first', (nowMs, expired) => {
    const book = withExpiries();
    const result = book.expire(nowMs);
    expect(result.cancelled.map((order) => order.orderId)).toEqual(expired);
    expect(result.cancelled.every((order) => order.reason === 'expired')).toBe(true);
    expect(book.order('gtc')).not.toBeNull();
    book.verify();
  });

  it('keeps expiring in order after many killed orders left stale entries behind', () => {
    const book = createBook();
    const count = 1_500;
    for (let i = 0; i < count; i += 1) {
      const expiresAtMs = T0 + 1_000 + ((i * 7919) % count);
      report(book.place(limit(`b${i}`, 'bob', 'buy', 100n, 1n, { validity: 'GTD', expiresAtMs })));
    }
    for (let i = 0; i < count; i += 1) {
      if (i % 30 !== 0)
        report(
          book.cancel({ kind: 'cancel', orderId: `b${i}`, accountId: 'bob', timestampMs: T0 }),
        );
    }
    expect(book.expire(T0).cancelled).toEqual([]);
    const expired = book.expire(T0 + 10_000).cancelled.map((order) => order.orderId);
    const kept = Array.from({ length: count / 30 }, (_, k) => k * 30);
    const bySoonest = kept.sort((a, b) => ((a * 7919) % count) - ((b * 7919) % count));
    expect(expired).toEqual(bySoonest.map((i) => `b${i}`));
    book.verify();
  });

  it('never fills an order past its expiry, even before the sweep', () => {
    const book = withExpiries();
    const result = report(
      book.place(limit('b1', 'alice', 'buy', 102n, 2n, { timestampMs: T0 + 150 })),
    );
    expect(result.cancelled).toMatchObject([{ orderId: 'soon', reason: 'expired' }]);
    expect(fillsOf({ ok: true, value: result })).toEqual([['late', 101n, 1n]]);
  });
});

describe.each(books)('%s book: depth', (_name, createBook) => {
  it('adds up each price level, best first, up to the levels asked', () => {
    const book = createBook();
    const orders = [
      limit('b1', 'a', 'buy', 98n, 1n),
      limit('b2', 'b', 'buy', 99n, 2n),
      limit('b3', 'c', 'buy', 99n, 3n),
      limit('b4', 'd', 'buy', 97n, 4n),
      limit('s1', 'e', 'sell', 101n, 5n),
      limit('s2', 'f', 'sell', 103n, 6n),
    ];
    orders.forEach((order) => report(book.place(order)));
    expect(book.depth(2)).toEqual({
      bids: [
        { price: 99n, quantity: 5n, orderCount: 2 },
        { price: 98n, quantity: 1n, orderCount: 1 },
      ],
      asks: [
        { price: 101n, quantity: 5n, orderCount: 1 },
        { price: 103n, quantity: 6n, orderCount: 1 },
      ],
    });
    expect(book.snapshot().bids.map((order) => order.orderId)).toEqual(['b2', 'b3', 'b1', 'b4']);
  });

  it('adds up exactly past the largest exact number, at the largest quantities', () => {
    const book = createBook();
    report(book.place(limit('s1', 'bob', 'sell', 100n, QUANTITY_MAX)));
    report(book.place(limit('s2', 'carol', 'sell', 100n, QUANTITY_MAX)));
    report(book.place(limit('s3', 'dave', 'sell', 100n, 3n)));
    expect(book.depth(1).asks).toEqual([
      { price: 100n, quantity: 2n * QUANTITY_MAX + 3n, orderCount: 3 },
    ]);
    const fills = fillsOf(book.place(limit('b1', 'alice', 'buy', 100n, QUANTITY_MAX - 1n)));
    expect(fills).toEqual([['s1', 100n, QUANTITY_MAX - 1n]]);
    expect(book.depth(1).asks).toEqual([
      { price: 100n, quantity: QUANTITY_MAX + 4n, orderCount: 3 },
    ]);
    report(book.cancel({ kind: 'cancel', orderId: 's2', accountId: 'carol', timestampMs: T0 }));
    expect(book.depth(1).asks).toEqual([{ price: 100n, quantity: 4n, orderCount: 2 }]);
    book.verify();
  });
});
