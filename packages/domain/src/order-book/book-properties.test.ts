/**
 * Random command sequences (fast-check) applied to the fast book and the naive reference
 * side by side. After every step: the same result (fills, cancellations, status, rejection
 * code), the same full snapshot and depth, both structures intact (never crossed, no empty
 * level, index consistent), every fill within the taker's limit, and quantity conserved per
 * order: what entered = traded + resting + cancelled.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookCommand } from './command.ts';
import { FastOrderBook } from './fast-order-book.ts';
import { NaiveOrderBook } from './naive-order-book.ts';
import { applyCommand, type BookResult } from './order-book.ts';
import type { Fill } from './report.ts';

const T0 = 1_700_000_000_000;

/** A command with its time left relative: steps add up to the engine clock. */
type Step = { readonly delayMs: number; readonly make: (nowMs: number) => BookCommand };

/** Few ids, accounts and prices, so that collisions, self-trades and deep queues happen. */
const orderId = fc.integer({ min: 0, max: 15 }).map((n) => `o${n}`);
const accountId = fc.constantFrom('alice', 'bob', 'carol');
const side = fc.constantFrom('buy' as const, 'sell' as const);
const price = fc.bigInt({ min: 96n, max: 104n });
const quantity = fc.bigInt({ min: 0n, max: 8n });
/** Null, or milliseconds after the command: 0 is refused, small ones expire soon. */
const expiryOffset = fc.option(fc.integer({ min: 0, max: 40 }), { nil: null });

const expiryAt = (nowMs: number, offset: number | null): number | null =>
  offset === null ? null : nowMs + offset;

const limitStep = fc
  .record({ orderId, accountId, side, price, quantity, offset: expiryOffset, gtd: fc.boolean() })
  .map(({ offset, gtd, ...order }) => (nowMs: number): BookCommand => ({
    kind: 'place',
    order: {
      ...order,
      type: 'limit',
      validity: gtd ? 'GTD' : 'GTC',
      expiresAtMs: expiryAt(nowMs, offset),
      timestampMs: nowMs,
    },
  }));

const marketStep = fc
  .record({ orderId, accountId, side, quantity })
  .map((order) => (nowMs: number): BookCommand => ({
    kind: 'place',
    order: { ...order, type: 'market', validity: 'GTC', expiresAtMs: null, timestampMs: nowMs },
  }));

const cancelStep = fc
  .record({ orderId, accountId })
  .map((command) => (nowMs: number): BookCommand => ({
    kind: 'cancel',
    ...command,
    timestampMs: nowMs,
  }));

const amendStep = fc
  .record({
    orderId,
    accountId,
    price: fc.option(price, { nil: undefined }),
    quantity: fc.option(quantity, { nil: undefined }),
    offset: fc.option(expiryOffset, { nil: undefined }),
  })
  .map(({ offset, ...command }) => (nowMs: number): BookCommand => ({
    kind: 'amend',
    ...command,
    ...(offset === undefined ? {} : { expiresAtMs: expiryAt(nowMs, offset) }),
    timestampMs: nowMs,
  }));

const expireStep = fc.constant((nowMs: number): BookCommand => ({ kind: 'expire', nowMs }));

const step: fc.Arbitrary<Step> = fc.record({
  delayMs: fc.integer({ min: 0, max: 6 }),
  make: fc.oneof(
    { arbitrary: limitStep, weight: 6 },
    { arbitrary: marketStep, weight: 2 },
    { arbitrary: cancelStep, weight: 2 },
    { arbitrary: amendStep, weight: 3 },
    { arbitrary: expireStep, weight: 1 },
  ),
});

/** Open quantity per order id over the whole run, to prove none appears or vanishes. */
class QuantityLedger {
  private readonly entered = new Map<string, bigint>();
  private readonly left = new Map<string, bigint>();

  add(map: Map<string, bigint>, id: string, quantity: bigint): void {
    map.set(id, (map.get(id) ?? 0n) + quantity);
  }

  record(command: BookCommand, openBefore: bigint, result: BookResult): void {
    if (!result.ok) return;
    const report = result.value;
    if (command.kind === 'place')
      this.add(this.entered, command.order.orderId, command.order.quantity);
    if (command.kind === 'amend') {
      const openAfter = report.requeued
        ? (command.quantity ?? openBefore)
        : (report.resting?.quantity ?? 0n);
      this.add(this.entered, command.orderId, openAfter - openBefore);
    }
    for (const fill of report.fills) {
      this.add(this.left, fill.makerOrderId, fill.quantity);
      this.add(this.left, fill.takerOrderId, fill.quantity);
    }
    for (const cancelled of report.cancelled)
      this.add(this.left, cancelled.orderId, cancelled.quantity);
  }

  /** Every id: entered = traded + cancelled + what still rests. */
  check(resting: Map<string, bigint>): void {
    for (const [id, entered] of this.entered) {
      expect(entered, `quantity of ${id}`).toBe(
        (this.left.get(id) ?? 0n) + (resting.get(id) ?? 0n),
      );
    }
  }
}

const takerLimit = (command: BookCommand, fast: FastOrderBook): bigint | null => {
  if (command.kind === 'place') return command.order.type === 'limit' ? command.order.price : null;
  if (command.kind === 'amend') return command.price ?? fast.order(command.orderId)?.price ?? null;
  return null;
};

const withinLimit = (fill: Fill, limit: bigint | null): boolean =>
  limit === null || (fill.takerSide === 'buy' ? fill.price <= limit : fill.price >= limit);

const runSteps = (steps: readonly Step[]): void => {
  const fast = new FastOrderBook();
  const naive = new NaiveOrderBook();
  const ledger = new QuantityLedger();
  let nowMs = T0;
  for (const { delayMs, make } of steps) {
    nowMs += delayMs;
    const command = make(nowMs);
    const named =
      command.kind === 'place'
        ? command.order.orderId
        : command.kind === 'expire'
          ? ''
          : command.orderId;
    const openBefore = fast.order(named)?.quantity ?? 0n;
    const limit = takerLimit(command, fast);
    const preview = command.kind === 'place' ? fast.preview(command.order) : null;
    if (command.kind === 'place') expect(naive.preview(command.order)).toEqual(preview);
    const fastResult = applyCommand(fast, command);
    if (preview !== null && fastResult.ok) {
      expect(fastResult.value.fills.map(({ price, quantity }) => ({ price, quantity }))).toEqual(
        preview,
      );
    }
    expect(applyCommand(naive, command)).toEqual(fastResult);
    expect(fast.snapshot()).toEqual(naive.snapshot());
    expect(fast.depth(3)).toEqual(naive.depth(3));
    fast.verify();
    naive.verify();
    if (fastResult.ok)
      expect(fastResult.value.fills.every((fill) => withinLimit(fill, limit))).toBe(true);
    ledger.record(command, openBefore, fastResult);
    const { bids, asks } = fast.snapshot();
    ledger.check(new Map([...bids, ...asks].map((order) => [order.orderId, order.quantity])));
  }
};

describe('fast book against the naive reference', () => {
  it('agrees on every step of random command sequences and keeps its invariants', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 80 }), (steps) => runSteps(steps)),
      { numRuns: 400 },
    );
  });

  it('agrees on long sequences with a busy book', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 300, maxLength: 600 }), (steps) => runSteps(steps)),
      { numRuns: 20 },
    );
  });
});
