import type {
  Location,
  OperatorShipment,
  ShipmentDetail,
  ShipmentRow,
  TraceEvent,
} from '@emas/api';
import { gramsOfMg, jakartaDate, shipmentStatusName, toDecimalString } from '@emas/domain';
import type { PostalLocation } from './postal-service.ts';
import type {
  Shipment,
  ShipmentEvent,
  ShipmentItem,
  ShipmentWithOwner,
} from './shipment-repository.ts';

/** How shipments leave the server: rupiah with 2 decimals, grams with 2, dates in Jakarta. */

const idr = (sen: bigint): string => toDecimalString(sen, 2);
const iso = (ms: bigint): string => new Date(Number(ms)).toISOString();

export const locationBody = (place: PostalLocation): Location => ({
  city: place.city,
  posCode: place.postcode,
  postcode: place.postcode,
  address: `${place.district}, ${place.city}, ${place.province}`,
});

export const shipmentRowBody = (shipment: Shipment): ShipmentRow => ({
  order_id: shipment.id,
  transaction_id: shipment.transaction_id,
  ref_id: shipment.id,
  receipt_number: shipment.receipt_number,
  shipping_date: shipment.order_date,
  total_item: Number(shipment.total_quantity),
  total_weight: gramsOfMg(shipment.total_weight_mg),
  value_goods: idr(shipment.value_goods_sen),
  status: shipment.status,
  status_name: shipmentStatusName(shipment.status),
});

export const shipmentDetailBody = (
  shipment: ShipmentWithOwner,
  items: readonly ShipmentItem[],
): ShipmentDetail => ({
  ...shipmentRowBody(shipment),
  ref_number: shipment.id,
  withdrawal_date: jakartaDate(Number(shipment.created_at_ms)),
  estimated_arrival: shipment.estimated_arrival,
  quantity: Number(shipment.total_quantity),
  weight: gramsOfMg(shipment.total_weight_mg),
  valuegoods: idr(shipment.value_goods_sen),
  total_charge: idr(shipment.total_charge_sen),
  hin: shipment.hin,
  location: {
    city: shipment.location_city,
    posCode: shipment.location_postcode,
    postcode: shipment.location_postcode,
    address: shipment.location_address,
  },
  description: shipment.description,
  items: items.map((item) => ({
    contract_id: Number(item.contract_id),
    quantity: Number(item.quantity),
    weight: gramsOfMg(item.weight_mg),
    entries: Number(item.entries),
    entry_weight: item.entry_weight_grams,
  })),
});

/** An event as the trace answers it: the date and time in Jakarta, "YYYY-MM-DD HH:mm:ss". */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
export const traceEventBody = (event: ShipmentEvent): TraceEvent => ({
  eventDate: new Date(Number(event.event_at_ms) + JAKARTA_OFFSET_MS)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' '),
  eventName: event.event_name,
  office: event.office,
  description: event.description,
});

export const operatorShipmentBody = (shipment: ShipmentWithOwner): OperatorShipment => ({
  id: shipment.id,
  transaction_id: shipment.transaction_id,
  hin: shipment.hin,
  fullname: shipment.fullname,
  location: { postcode: shipment.location_postcode, city: shipment.location_city },
  total_item: Number(shipment.total_quantity),
  total_weight: gramsOfMg(shipment.total_weight_mg),
  value_goods: idr(shipment.value_goods_sen),
  total_charge: idr(shipment.total_charge_sen),
  status: shipment.status,
  status_name: shipment.status === 'XXX' ? 'Cancelled' : shipmentStatusName(shipment.status),
  receipt_number: shipment.receipt_number,
  created_at: iso(shipment.created_at_ms),
  updated_at: iso(shipment.updated_at_ms),
});
