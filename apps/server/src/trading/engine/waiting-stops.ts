import { isStopTriggered } from '@emas/domain';
import type { EngineOrder } from './engine-order.ts';

/**
 * The stop orders waiting for their trigger, per contract, oldest first. They hold their cash
 * or gold like any open order but sit in no book: the engine asks, after each command that
 * traded, which of them the contract's last price has reached. Placement order is insertion
 * order (ids grow with each order, and a rebuild adds them by sequence), so the first match
 * is the oldest.
 */
export class WaitingStops {
  private readonly byContract = new Map<number, Map<string, EngineOrder>>();

  add(order: EngineOrder): void {
    let stops = this.byContract.get(order.contractId);
    if (stops === undefined) {
      stops = new Map();
      this.byContract.set(order.contractId, stops);
    }
    stops.set(order.id, order);
  }

  remove(order: EngineOrder): void {
    this.byContract.get(order.contractId)?.delete(order.id);
  }

  has(order: EngineOrder): boolean {
    return this.byContract.get(order.contractId)?.has(order.id) === true;
  }

  /** The oldest waiting stop of the contract that `lastPriceSen` fires, or null. */
  firstTriggered(contractId: number, lastPriceSen: bigint | null): EngineOrder | null {
    if (lastPriceSen === null) return null;
    for (const order of this.byContract.get(contractId)?.values() ?? []) {
      const stop = order.stopPriceSen;
      if (stop !== null && isStopTriggered(order.direction, stop, lastPriceSen)) return order;
    }
    return null;
  }

  /** Waiting stops whose expiry is at or before `nowMs`, soonest expiry first, then oldest. */
  expiredBy(nowMs: number): EngineOrder[] {
    const expired: EngineOrder[] = [];
    for (const stops of this.byContract.values()) {
      for (const order of stops.values()) {
        if (order.expiresAtMs !== null && order.expiresAtMs <= nowMs) expired.push(order);
      }
    }
    return expired.sort(
      (a, b) =>
        (a.expiresAtMs as number) - (b.expiresAtMs as number) ||
        (a.sequence < b.sequence ? -1 : a.sequence > b.sequence ? 1 : 0),
    );
  }

  get size(): number {
    let count = 0;
    for (const stops of this.byContract.values()) count += stops.size;
    return count;
  }
}
