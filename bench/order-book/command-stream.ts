/**
 * A seeded stream of book commands in the manner of exchange-core's published benchmark: one
 * contract, a thousand accounts, a book kept near a target number of resting orders, limit
 * places mostly passive around a drifting mid price, some marketable, plus market orders,
 * kills and amends. The stream is generated once against our book (to know which orders rest
 * and whose they are), then replayed unchanged on each book measured.
 */
import {
  FastOrderBook,
  applyCommand,
  type BookCommand,
  type CommandReport,
  type Side,
} from '../../packages/domain/src/index.ts';
import { SeededRandom } from '../../apps/server/src/test-support/seeded-random.ts';

/** Shares of each command kind, summing to 1. */
export type CommandMix = {
  readonly name: string;
  readonly limit: number;
  readonly market: number;
  readonly cancel: number;
  readonly amend: number;
};

/** exchange-core's published mix: 9% GTC, 3% IOC, 6% cancel, 82% move (here: amend price). */
export const exchangeCoreMix: CommandMix = {
  name: 'exchange-core',
  limit: 0.09,
  market: 0.03,
  cancel: 0.06,
  amend: 0.82,
};

/** A heavier share of new orders: mostly limit places, some kills, market orders and amends. */
export const placeHeavyMix: CommandMix = {
  name: 'place-heavy',
  limit: 0.6,
  market: 0.1,
  cancel: 0.2,
  amend: 0.1,
};

export type CommandStream = {
  readonly mix: CommandMix;
  readonly restingTarget: number;
  /** Orders resting on average while the stream runs (sampled). */
  readonly restingAverage: number;
  /** Brings an empty book to the target depth; applied before any measurement. */
  readonly prefill: readonly BookCommand[];
  readonly commands: readonly BookCommand[];
};

const ACCOUNTS = 1_000;
const MID_PRICE = 150_000_000n; // Rp1,500,000 a gram, in sen
const TICK = 100n; // Rp1
const QUANTITY_MAX = 100; // tenths of a unit

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);

type Live = { orderId: string; accountId: string; side: Side; price: bigint };

/** The orders resting in the simulation, with O(1) random pick and removal. */
class LiveOrders {
  readonly list: Live[] = [];
  private readonly position = new Map<string, number>();

  add(order: Live): void {
    this.position.set(order.orderId, this.list.length);
    this.list.push(order);
  }

  remove(orderId: string): void {
    const index = this.position.get(orderId);
    if (index === undefined) return;
    const last = this.list.pop() as Live;
    if (index < this.list.length) {
      this.list[index] = last;
      this.position.set(last.orderId, index);
    }
    this.position.delete(orderId);
  }

  pick(random: SeededRandom): Live | undefined {
    return this.list[random.integer(0, this.list.length - 1)];
  }

  track(report: CommandReport): void {
    for (const fill of report.fills)
      if (fill.makerRemainingQuantity === 0n) this.remove(fill.makerOrderId);
    for (const cancelled of report.cancelled) this.remove(cancelled.orderId);
    const resting = report.resting;
    if (resting !== null) {
      this.remove(resting.orderId);
      this.add({
        orderId: resting.orderId,
        accountId: resting.accountId,
        side: resting.side,
        price: resting.price,
      });
    }
  }
}

class Generator {
  private readonly book = new FastOrderBook();
  private readonly live = new LiveOrders();
  private nextOrder = 0;
  private nowMs = 1_700_000_000_000;
  private mid = MID_PRICE;

  constructor(
    private readonly random: SeededRandom,
    private readonly restingTarget: number,
    /** Half the width, in ticks, of the band where passive orders rest. */
    private readonly bandTicks: number,
  ) {}

  emit(command: BookCommand): BookCommand {
    this.nowMs += 1;
    // The book sees a copy shaped as the measured commands are (the stream is cloned below):
    // the literals built here have other hidden classes, and a book that met both kinds of
    // object would be measured with the slower, polymorphic property access of two shapes.
    const result = applyCommand(this.book, structuredClone(command));
    if (!result.ok) throw new Error(`generated command refused: ${result.code}`);
    // An amend that re-enters reports no cancellation of the order it replaced.
    if (command.kind === 'amend') this.live.remove(command.orderId);
    this.live.track(result.value);
    return command;
  }

  restingCount(): number {
    return this.live.list.length;
  }

  /** A passive order rests around the mid; an aggressive one crosses the best opposite price. */
  limit(aggressive: boolean): BookCommand {
    const side: Side = this.random.next() < 0.5 ? 'buy' : 'sell';
    return {
      kind: 'place',
      order: {
        ...this.newOrder(side),
        type: 'limit',
        price: aggressive ? this.crossingPrice(side) : this.passivePrice(side),
        validity: 'GTC',
        expiresAtMs: null,
      },
    };
  }

  market(): BookCommand {
    const side: Side = this.random.next() < 0.5 ? 'buy' : 'sell';
    return {
      kind: 'place',
      order: { ...this.newOrder(side), type: 'market', validity: 'GTC', expiresAtMs: null },
    };
  }

  cancel(): BookCommand | null {
    const order = this.live.pick(this.random);
    if (order === undefined) return null;
    return {
      kind: 'cancel',
      orderId: order.orderId,
      accountId: order.accountId,
      timestampMs: this.nowMs,
    };
  }

  /** Moves the price a few ticks on its own side of the mid, or lowers the quantity. */
  amend(priceOnly: boolean): BookCommand | null {
    const order = this.live.pick(this.random);
    if (order === undefined) return null;
    const base = { orderId: order.orderId, accountId: order.accountId, timestampMs: this.nowMs };
    if (!priceOnly && this.random.next() < 0.5) {
      const open = this.book.order(order.orderId)?.quantity ?? 1n;
      return { kind: 'amend', ...base, quantity: open > 1n ? open - 1n : open };
    }
    const moved = order.price + BigInt(this.random.integer(-5, 5)) * TICK;
    const price = order.side === 'buy' ? min(moved, this.mid - TICK) : max(moved, this.mid + TICK);
    return { kind: 'amend', ...base, price };
  }

  private passivePrice(side: Side): bigint {
    const away = BigInt(this.random.integer(1, this.bandTicks)) * TICK;
    return side === 'buy' ? this.mid - away : this.mid + away;
  }

  private crossingPrice(side: Side): bigint {
    const { bids, asks } = this.book.depth(1);
    const best = (side === 'buy' ? asks : bids)[0]?.price ?? this.mid;
    const through = BigInt(this.random.integer(0, 2)) * TICK;
    return side === 'buy' ? best + through : best - through;
  }

  driftMid(): void {
    if (this.random.next() < 0.01) this.mid += BigInt(this.random.integer(-1, 1)) * TICK;
  }

  private newOrder(side: Side) {
    this.nextOrder += 1;
    return {
      orderId: `o${this.nextOrder}`,
      accountId: `a${this.random.integer(1, ACCOUNTS)}`,
      side,
      quantity: BigInt(this.random.integer(1, QUANTITY_MAX)),
      timestampMs: this.nowMs,
    };
  }
}

/**
 * Keeps the book near its target: when crowded, half the limit orders cross; when short, a
 * kill gives way to a new passive order (the measured mix is printed with the results).
 */
const nextCommand = (
  generator: Generator,
  mix: CommandMix,
  random: SeededRandom,
  target: number,
) => {
  const roll = random.next();
  const crowded = generator.restingCount() >= target;
  if (roll < mix.limit) return generator.limit(crowded && random.next() < 0.5);
  if (roll < mix.limit + mix.market) return generator.market();
  if (roll < mix.limit + mix.market + mix.cancel)
    return crowded ? generator.cancel() : generator.limit(false);
  return generator.amend(mix === exchangeCoreMix);
};

const SAMPLE_EVERY = 1_000;

export const generateStream = (
  mix: CommandMix,
  restingTarget: number,
  count: number,
  seed: number,
): CommandStream => {
  const random = new SeededRandom(seed);
  const generator = new Generator(
    random,
    restingTarget,
    Math.max(20, Math.ceil(restingTarget / 8)),
  );
  const prefill: BookCommand[] = [];
  while (generator.restingCount() < restingTarget)
    prefill.push(generator.emit(generator.limit(false)));
  const commands: BookCommand[] = [];
  let restingSum = 0;
  while (commands.length < count) {
    generator.driftMid();
    const command = nextCommand(generator, mix, random, restingTarget);
    if (command === null) continue;
    commands.push(generator.emit(command));
    if (commands.length % SAMPLE_EVERY === 0) restingSum += generator.restingCount();
  }
  const restingAverage = Math.round(restingSum / Math.floor(count / SAMPLE_EVERY));
  // The simulation's own garbage scatters the commands through the heap; a fresh copy lays
  // them out one after another, as a batch of freshly parsed commands would be.
  return {
    mix,
    restingTarget,
    restingAverage,
    prefill: structuredClone(prefill),
    commands: structuredClone(commands),
  };
};
