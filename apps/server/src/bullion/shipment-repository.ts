import { SHIPMENT_CANCELLED_STATUS, SHIPMENT_DELIVERED_STATUS } from '@emas/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ShipmentEventTable, ShipmentItemTable, ShipmentTable } from '../db/schema.ts';

/** Shipments, their items and their tracking events, as the database keeps them. */

export type Shipment = Selectable<ShipmentTable>;
export type ShipmentItem = Selectable<ShipmentItemTable>;
export type ShipmentEvent = Selectable<ShipmentEventTable>;
export type ShipmentWithOwner = Shipment & { hin: string | null; fullname: string };

export const insertShipment = async (
  db: Db,
  shipment: Shipment,
  items: readonly ShipmentItem[],
  event: ShipmentEvent,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('shipments').values(shipment).execute();
    await trx
      .insertInto('shipment_items')
      .values([...items])
      .execute();
    await trx.insertInto('shipment_events').values(event).execute();
  });
};

const withOwner = (db: Db) =>
  db
    .selectFrom('shipments')
    .innerJoin('accounts', 'accounts.id', 'shipments.account_id')
    .selectAll('shipments')
    .select(['accounts.hin', 'accounts.fullname']);

export const shipmentById = async (db: Db, id: string): Promise<ShipmentWithOwner | null> =>
  (await withOwner(db).where('shipments.id', '=', id).executeTakeFirst()) ?? null;

/** A shipment of the account by its transaction id; another account's is as good as absent. */
export const ownShipmentByTransaction = async (
  db: Db,
  accountId: string,
  transactionId: string,
): Promise<ShipmentWithOwner | null> =>
  (await withOwner(db)
    .where('shipments.transaction_id', '=', transactionId)
    .where('shipments.account_id', '=', accountId)
    .executeTakeFirst()) ?? null;

export const ownShipmentByReceipt = async (
  db: Db,
  accountId: string,
  receiptNumber: string,
): Promise<Shipment | null> =>
  (await db
    .selectFrom('shipments')
    .selectAll()
    .where('receipt_number', '=', receiptNumber)
    .where('account_id', '=', accountId)
    .executeTakeFirst()) ?? null;

export type ShipmentPage = { readonly offset: number; readonly limit: number };

/** The account's shipments ordered on `dateStart`..`dateEnd` (order dates), newest first. */
export const shipmentsOfAccount = async (
  db: Db,
  accountId: string,
  filter: ShipmentPage & { dateStart?: string | undefined; dateEnd?: string | undefined },
): Promise<{ count: number; rows: Shipment[] }> => {
  let query = db.selectFrom('shipments').where('account_id', '=', accountId);
  if (filter.dateStart !== undefined) query = query.where('order_date', '>=', filter.dateStart);
  if (filter.dateEnd !== undefined) query = query.where('order_date', '<=', filter.dateEnd);
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number | bigint>().as('count')).executeTakeFirst(),
    query
      .selectAll()
      .orderBy('created_at_ms', 'desc')
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
  ]);
  return { count: Number(total?.count ?? 0), rows };
};

/** Every shipment, or only those not yet delivered nor cancelled, oldest first. */
export const shipmentsForConsole = async (
  db: Db,
  filter: ShipmentPage & { status: 'open' | 'all' },
): Promise<{ count: number; rows: ShipmentWithOwner[] }> => {
  const closed =
    filter.status === 'open' ? [SHIPMENT_DELIVERED_STATUS, SHIPMENT_CANCELLED_STATUS] : null;
  let count = db.selectFrom('shipments');
  let rows = withOwner(db);
  if (closed !== null) {
    count = count.where('status', 'not in', closed);
    rows = rows.where('shipments.status', 'not in', closed);
  }
  const [total, page] = await Promise.all([
    count.select((eb) => eb.fn.countAll<string | number | bigint>().as('count')).executeTakeFirst(),
    rows
      .orderBy('shipments.created_at_ms', 'asc')
      .orderBy('shipments.id', 'asc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
  ]);
  return { count: Number(total?.count ?? 0), rows: page };
};

export const itemsOf = (db: Db, shipmentId: string): Promise<ShipmentItem[]> =>
  db
    .selectFrom('shipment_items')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('contract_id')
    .execute();

/** A shipment's tracking events, oldest first. */
export const eventsOf = (db: Db, shipmentId: string): Promise<ShipmentEvent[]> =>
  db
    .selectFrom('shipment_events')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('event_at_ms')
    .orderBy('id')
    .execute();

/**
 * Moves a shipment from `fromStatus` to its next state with its event, in one transaction;
 * false when another change got there first (the status is no longer `fromStatus`).
 */
export const moveShipment = async (
  db: Db,
  change: {
    shipmentId: string;
    fromStatus: string;
    toStatus: string;
    receiptNumber?: string;
    holdsClosed?: boolean;
    cancelReason?: string;
    nowMs: number;
    event: ShipmentEvent | null;
  },
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('shipments')
      .set({
        status: change.toStatus,
        updated_at_ms: BigInt(change.nowMs),
        ...(change.receiptNumber === undefined ? {} : { receipt_number: change.receiptNumber }),
        ...(change.holdsClosed === true ? { holds_settled: 1n } : {}),
        ...(change.cancelReason === undefined ? {} : { cancel_reason: change.cancelReason }),
      })
      .where('id', '=', change.shipmentId)
      .where('status', '=', change.fromStatus)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    if (change.event !== null)
      await trx.insertInto('shipment_events').values(change.event).execute();
    return true;
  });

/** Whether a receipt number is already another shipment's. */
export const receiptTaken = async (db: Db, receiptNumber: string): Promise<boolean> =>
  (await db
    .selectFrom('shipments')
    .select('id')
    .where('receipt_number', '=', receiptNumber)
    .executeTakeFirst()) !== undefined;
