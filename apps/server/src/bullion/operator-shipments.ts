import type { OperatorShipment } from '@emas/api';
import {
  type Result,
  SHIPMENT_CANCELLED_STATUS,
  SHIPMENT_DISPATCH_STATUS,
  type ShipmentStatus,
  fail,
  isShipmentCancellable,
  nextShipmentStatus,
  ok,
} from '@emas/domain';
import { faultPoint } from '../config.ts';
import type { Db } from '../db/database.ts';
import { tellAccount } from '../help/index.ts';
import { sortableId } from '../ledger/index.ts';
import type { BullionDeps } from './deps.ts';
import { chargesHoldReference, closeHolds, goldHoldReference } from './shipment-holds.ts';
import {
  type ShipmentWithOwner,
  itemsOf,
  moveShipment,
  receiptTaken,
  shipmentById,
  shipmentsForConsole,
} from './shipment-repository.ts';
import { operatorShipmentBody } from './views.ts';

/**
 * The back office's side of bullion delivery: list shipments, advance one through 001 to 009,
 * cancel one before dispatch. The operator console (apps/server/src/operator) calls these and
 * writes its own audit log.
 */

export const SHIPMENT_CONSOLE_PAGE_MAX = 100;
const RECEIPT_NUMBER = /^[A-Z0-9-]{6,40}$/;

export const shipmentsForOperator = async (
  db: Db,
  filter: { status: 'open' | 'all'; offset: number; limit: number },
): Promise<{ count: number; rows: OperatorShipment[] }> => {
  const page = await shipmentsForConsole(db, {
    status: filter.status,
    offset: Math.max(0, filter.offset),
    limit: Math.min(Math.max(1, filter.limit), SHIPMENT_CONSOLE_PAGE_MAX),
  });
  return { count: page.count, rows: page.rows.map(operatorShipmentBody) };
};

/** The references of a shipment's holds, from its id and its items' contracts. */
const holdsOf = async (db: Db, shipment: ShipmentWithOwner) => {
  const items = await itemsOf(db, shipment.id);
  return [
    ...items.map((item) => ({
      reference: goldHoldReference(shipment.id, Number(item.contract_id)),
    })),
    { reference: chargesHoldReference(shipment.id) },
  ];
};

const reloaded = async (db: Db, id: string): Promise<Result<OperatorShipment>> => {
  const shipment = await shipmentById(db, id);
  return shipment === null ? fail('ShipmentNotFound') : ok(operatorShipmentBody(shipment));
};

/** The receipt number a move to `next` records, or why it cannot. */
const receiptFor = async (
  db: Db,
  shipment: ShipmentWithOwner,
  next: ShipmentStatus,
  typed: string | null,
): Promise<Result<string | undefined>> => {
  if (next !== SHIPMENT_DISPATCH_STATUS) return ok(undefined);
  const receipt = typed?.trim().toUpperCase() ?? '';
  if (!RECEIPT_NUMBER.test(receipt)) return fail('ReceiptNumberRequired');
  if (shipment.receipt_number !== receipt && (await receiptTaken(db, receipt))) {
    return fail('ReceiptNumberRequired');
  }
  return ok(receipt);
};

/**
 * Moves a shipment to its next status and adds that status's tracking event. Handing it to the
 * postal service (005) needs the receipt number, which then is its barcode for tracking, and
 * settles its gold and charges holds, exactly once: the status moves only from the status read,
 * so two operators advancing at once move it once, and settling a hold twice is refused by the
 * exchange. 009 is Delivered and final.
 */
export const advanceShipment = async (
  deps: BullionDeps,
  shipmentId: string,
  receiptNumber: string | null,
): Promise<Result<OperatorShipment>> => {
  const { db } = deps.database;
  const shipment = await shipmentById(db, shipmentId);
  if (shipment === null) return fail('ShipmentNotFound');
  const next = nextShipmentStatus(shipment.status);
  if (next === null) return fail('ShipmentNotAdvanceable');
  const receipt = await receiptFor(db, shipment, next, receiptNumber);
  if (!receipt.ok) return receipt;
  const nowMs = deps.clock.now();
  const text = deps.postal.trackingEvent(next, {
    originPostcode: deps.config.postalOriginPostcode,
    destinationPostcode: shipment.location_postcode,
    receiptNumber: receipt.value ?? shipment.receipt_number,
  });
  const dispatching = next === SHIPMENT_DISPATCH_STATUS;
  const moved = await moveShipment(db, {
    shipmentId,
    fromStatus: shipment.status,
    toStatus: next,
    ...(receipt.value === undefined ? {} : { receiptNumber: receipt.value }),
    holdsClosed: dispatching,
    nowMs,
    event: {
      id: sortableId(nowMs),
      shipment_id: shipmentId,
      status: next,
      event_name: text.eventName,
      office: text.office,
      description: text.description,
      event_at_ms: BigInt(nowMs),
    },
  });
  if (!moved) return fail('ShipmentNotAdvanceable');
  if (dispatching) faultPoint(deps.config, 'exit-after-shipment-status');
  // Every move from dispatch on settles again: a hold already settled counts as done, and one
  // left open by a crash between the status change and the settlement is settled now.
  if (next >= SHIPMENT_DISPATCH_STATUS) {
    await closeHolds(deps.exchange, shipment.account_id, await holdsOf(db, shipment), 'settle');
  }
  const receiptShown = receipt.value ?? shipment.receipt_number;
  const step = { status: next, transaction_id: shipment.transaction_id };
  const params = receiptShown === null ? step : { ...step, receipt_number: receiptShown };
  await tellAccount(deps, { accountId: shipment.account_id, kind: 'shipment', params });
  return reloaded(db, shipmentId);
};

/** Cancels a shipment not yet handed to the postal service, releasing its holds. */
export const cancelShipment = async (
  deps: BullionDeps,
  shipmentId: string,
  reason: string,
): Promise<Result<OperatorShipment>> => {
  const { db } = deps.database;
  const shipment = await shipmentById(db, shipmentId);
  if (shipment === null) return fail('ShipmentNotFound');
  if (!isShipmentCancellable(shipment.status)) return fail('ShipmentNotCancellable');
  const moved = await moveShipment(db, {
    shipmentId,
    fromStatus: shipment.status,
    toStatus: SHIPMENT_CANCELLED_STATUS,
    holdsClosed: true,
    cancelReason: reason.trim().slice(0, 200),
    nowMs: deps.clock.now(),
    event: null,
  });
  if (!moved) return fail('ShipmentNotCancellable');
  faultPoint(deps.config, 'exit-after-shipment-status');
  await closeHolds(deps.exchange, shipment.account_id, await holdsOf(db, shipment), 'release');
  return reloaded(db, shipmentId);
};
