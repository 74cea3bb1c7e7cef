/**
 * The statuses of a bullion shipment (spec 002 section 4): 001 to 008 show 'On Process', 009
 * 'Delivered', any other code 'On Process'. What each step means is ours (the spec names only
 * the codes): the shipment is handed to the postal service at 005, which is when its receipt
 * number is known and its gold and charges leave the platform; before that it may be cancelled.
 */

export const SHIPMENT_STATUSES = [
  '001',
  '002',
  '003',
  '004',
  '005',
  '006',
  '007',
  '008',
  '009',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_FIRST_STATUS: ShipmentStatus = '001';
export const SHIPMENT_DISPATCH_STATUS: ShipmentStatus = '005';
export const SHIPMENT_DELIVERED_STATUS: ShipmentStatus = '009';
/** Not a spec code: a shipment cancelled before dispatch, its holds released. */
export const SHIPMENT_CANCELLED_STATUS = 'XXX';

/** What each status's tracking event is called. */
export const SHIPMENT_EVENT_NAMES: Readonly<Record<ShipmentStatus, string>> = {
  '001': 'REQUEST RECEIVED',
  '002': 'REQUEST VERIFIED',
  '003': 'RELEASED FROM VAULT',
  '004': 'PACKED',
  '005': 'POSTING',
  '006': 'IN TRANSIT',
  '007': 'ARRIVED AT DESTINATION OFFICE',
  '008': 'OUT FOR DELIVERY',
  '009': 'DELIVERED',
};

/** The status shown for a code. */
export const shipmentStatusName = (code: string): 'On Process' | 'Delivered' =>
  code === SHIPMENT_DELIVERED_STATUS ? 'Delivered' : 'On Process';

const isShipmentStatus = (code: string): code is ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly string[]).includes(code);

/** The status after `code`, or null when it is final (delivered, cancelled or unknown). */
export const nextShipmentStatus = (code: string): ShipmentStatus | null => {
  if (!isShipmentStatus(code)) return null;
  return SHIPMENT_STATUSES[SHIPMENT_STATUSES.indexOf(code) + 1] ?? null;
};

/** Whether a shipment in `code` may still be cancelled: only before it is dispatched. */
export const isShipmentCancellable = (code: string): boolean =>
  isShipmentStatus(code) && code < SHIPMENT_DISPATCH_STATUS;
