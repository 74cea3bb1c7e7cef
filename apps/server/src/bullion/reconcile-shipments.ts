import { SHIPMENT_CANCELLED_STATUS, SHIPMENT_DISPATCH_STATUS } from '@emas/domain';
import { type Job, intervalJob, onceAtStartJob } from '../feature.ts';
import type { BullionDeps } from './deps.ts';
import { closeHolds } from './shipment-holds.ts';

/** Holds of a request this old that never recorded its shipment were cut off: they go back. */
export const ORPHAN_SHIPMENT_HOLD_MS = 5 * 60_000;
/** How often shipments are brought in line with their holds while the server runs. */
const RECONCILE_EVERY_MS = 30_000;

/** The shipment id in a hold reference (`shipment:<id>:gold:<contract>` or `…:charges`). */
const SHIPMENT_HOLD = /^shipment:(.+):(?:gold:\d+|charges)$/;

type OpenHold = { reference: string; account_id: string; created_at_ms: bigint };

/** What a shipment's open holds owe: released (cancelled, or never recorded), settled, or none. */
const movementFor = (
  status: string | null,
  holds: readonly OpenHold[],
  nowMs: number,
): 'release' | 'settle' | null => {
  if (status === null) {
    const cutOff = holds.every((h) => Number(h.created_at_ms) <= nowMs - ORPHAN_SHIPMENT_HOLD_MS);
    return cutOff ? 'release' : null;
  }
  if (status === SHIPMENT_CANCELLED_STATUS) return 'release';
  return status >= SHIPMENT_DISPATCH_STATUS ? 'settle' : null;
};

/**
 * Closes the holds that a crash or a store failure left open between a shipment's status change
 * and its holds' movement: a cancelled shipment's are released, a dispatched (005 to 009) one's
 * settled, and those of a request that never recorded its shipment released once they are old
 * enough not to be a request under way. Closing is exactly once at the exchange, so running
 * beside a cancel or an advance is harmless. Answers how many shipments it closed holds of.
 */
export const reconcileShipments = async (deps: BullionDeps): Promise<number> => {
  const { db } = deps.database;
  const open = await db
    .selectFrom('balance_holds')
    .select(['reference', 'account_id', 'created_at_ms'])
    .where('state', '=', 'open')
    .where('reference', 'like', 'shipment:%')
    .execute();
  const byShipment = new Map<string, OpenHold[]>();
  for (const hold of open) {
    const id = SHIPMENT_HOLD.exec(hold.reference)?.[1];
    if (id !== undefined) byShipment.set(id, [...(byShipment.get(id) ?? []), hold]);
  }
  let closed = 0;
  for (const [id, holds] of byShipment) {
    const shipment = await db
      .selectFrom('shipments')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    const movement = movementFor(shipment?.status ?? null, holds, deps.clock.now());
    if (movement === null) continue;
    for (const accountId of new Set(holds.map((hold) => hold.account_id))) {
      const own = holds.filter((hold) => hold.account_id === accountId);
      await closeHolds(deps.exchange, accountId, own, movement);
    }
    closed += 1;
  }
  return closed;
};

/** At start, then every RECONCILE_EVERY_MS: no shipment keeps holds its status has closed. */
export const bullionJobs: readonly Job<BullionDeps>[] = [
  onceAtStartJob('shipment reconciliation', reconcileShipments),
  intervalJob('shipment hold sweep', RECONCILE_EVERY_MS, reconcileShipments),
];
