import { z } from 'zod';
import {
  decimalStringSchema,
  digitsSchema,
  okStatus,
  requestKeySchema,
  textSchema,
  userIdSchema,
} from '../common.ts';

/**
 * The bullion delivery calls' shapes (spec 002 sections 3 and 7). Money leaves as rupiah
 * decimal strings with 2 decimals, weights as grams with 2 decimals (an entry of a split bar
 * may need more), dates as YYYY-MM-DD.
 */

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const postalCodeSchema = z.string().regex(/^\d{5}$/, 'must be a 5-digit postal code');

/** A pick-up location: the post office area of a postal code. */
export const locationSchema = z.object({
  city: z.string(),
  posCode: z.string(),
  postcode: z.string(),
  address: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** Search text: longer than 2 characters (spec 002 section 5). */
export const POSTAL_SEARCH_LENGTH_MIN = 3;
export const postalCodeSearchBodySchema = z.object({
  city: textSchema(80).min(POSTAL_SEARCH_LENGTH_MIN),
  address: textSchema(160).optional(),
});

export const postalCodeResponseSchema = z.object({
  status: okStatus,
  body: z.object({
    data: z.object({
      body: z.object({ rs_postcode: z.object({ r_postcode: z.array(locationSchema) }) }),
    }),
  }),
});

/** A gram amount as typed or sent: a positive decimal with up to 5 decimals. */
const gramsSchema = z.union([z.number(), z.string()]).transform(String).pipe(decimalStringSchema);

export const metalInfoSchema = z.object({
  contract_id: z.number().int().positive(),
  metal_type: z.literal('gold'),
  unit: z.literal('gr'),
  quantity: z.number().int().min(0).max(1_000_000),
  /** Grams of the entry's bars. */
  weight: gramsSchema,
});
export type MetalInfo = z.input<typeof metalInfoSchema>;

export const feeQuoteBodySchema = z.object({
  shipperzipcode: postalCodeSchema,
  receiverzipcode: postalCodeSchema,
  /** Total weight in grams. */
  weight: gramsSchema,
  /** Goods value in rupiah. */
  valuegoods: gramsSchema,
  /**
   * Optional (ours): the bars counted. With them the call is the form's Count Total Charges:
   * the server counts on its own figures (these bars' weight, the live goods value, the fixed
   * origin) and keeps the PVG count as the caller's quote, so a request of exactly its total is
   * taken at it for a while, whatever the price does; weight and valuegoods are then not used.
   */
  metal_info: z.array(metalInfoSchema).min(1).max(10).optional(),
});

export const feeServiceSchema = z.object({
  serviceCode: z.string(),
  serviceName: z.string(),
  fee: decimalStringSchema,
  feeTax: decimalStringSchema,
  insurance: decimalStringSchema,
  insuranceTax: decimalStringSchema,
});
export type FeeService = z.infer<typeof feeServiceSchema>;

export const feeQuoteResponseSchema = z.object({
  status: okStatus,
  body: z.object({
    data: z.object({
      body: z.object({ rs_fee: z.object({ r_fee: z.array(feeServiceSchema) }) }),
    }),
  }),
});

export const bullionRequestBodySchema = z.object({
  user_id: userIdSchema,
  location_id: postalCodeSchema,
  description: textSchema(200).default(''),
  metal_info: z.array(metalInfoSchema).min(1).max(10),
  /** Total charges in rupiah, as the client counted them. */
  amount_idr: gramsSchema,
  /** Optional: a repeat of the request with the same key answers its first shipment. */
  request_key: requestKeySchema.optional(),
});

/** One shipment's split bars: entries of the bar's weight divided by its multiple. */
export const shipmentItemSchema = z.object({
  contract_id: z.number(),
  quantity: z.number(),
  weight: decimalStringSchema,
  entries: z.number(),
  entry_weight: decimalStringSchema,
});

export const shipmentRowSchema = z.object({
  order_id: z.string(),
  transaction_id: z.string(),
  ref_id: z.string(),
  receipt_number: z.string().nullable(),
  shipping_date: isoDateSchema,
  total_item: z.number(),
  total_weight: decimalStringSchema,
  value_goods: decimalStringSchema,
  status: z.string(),
  status_name: z.enum(['On Process', 'Delivered']),
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;

export const shipmentDetailSchema = shipmentRowSchema.extend({
  ref_number: z.string(),
  withdrawal_date: isoDateSchema,
  estimated_arrival: isoDateSchema.nullable(),
  quantity: z.number(),
  weight: decimalStringSchema,
  valuegoods: decimalStringSchema,
  total_charge: decimalStringSchema,
  hin: z.string().nullable(),
  location: locationSchema,
  description: z.string(),
  items: z.array(shipmentItemSchema),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

export const bullionRequestResponseSchema = z.object({
  status: okStatus,
  body: shipmentDetailSchema,
});

export const SHIPMENT_PAGE_SIZE_MAX = 100;
export const shipmentListQuerySchema = z.object({
  date_start: isoDateSchema.optional(),
  date_end: isoDateSchema.optional(),
  offset: digitsSchema(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: digitsSchema(1, SHIPMENT_PAGE_SIZE_MAX).default(10),
});

export const shipmentListResponseSchema = z.object({
  status: okStatus,
  count: z.number(),
  body: z.array(shipmentRowSchema),
});

export const shipmentDetailParamsSchema = z.object({ transactionId: textSchema(64).min(1) });
export const shipmentDetailResponseSchema = z.object({
  status: okStatus,
  body: shipmentDetailSchema,
});

export const traceEventSchema = z.object({
  eventDate: z.string(),
  eventName: z.string(),
  office: z.string(),
  /** Segments separated by semicolons. */
  description: z.string(),
});
export type TraceEvent = z.infer<typeof traceEventSchema>;

export const traceBodySchema = z.object({ barcode: textSchema(64).min(1) });
export const traceResponseSchema = z.object({ status: okStatus, data: z.array(traceEventSchema) });

/** Per bullion contract: the bars free to deliver and those reserved for deliveries in process. */
export const reservedDeliverySchema = z.object({
  contract_id: z.number(),
  name: z.string(),
  bar_weight: decimalStringSchema,
  available_quantity: z.number(),
  available_weight: decimalStringSchema,
  reserved_quantity: z.number(),
  reserved_weight: decimalStringSchema,
});
export type ReservedDelivery = z.infer<typeof reservedDeliverySchema>;

export const reservedDeliveryResponseSchema = z.object({
  status: okStatus,
  body: z.object({
    fullname: z.string(),
    hin: z.string().nullable(),
    order_date: isoDateSchema,
    origin_postcode: z.string(),
    /** The 100 g sell price per gram in US dollars (6 decimals) and the USD sell rate. */
    gold_sell_price_usd: decimalStringSchema,
    usd_sell_rate: decimalStringSchema,
    /** Free cash in rupiah: the charges are held from it. */
    cash_available: decimalStringSchema,
    contracts: z.array(reservedDeliverySchema),
  }),
});

/** A shipment as the operator console lists it. */
export const operatorShipmentSchema = z.object({
  id: z.string(),
  transaction_id: z.string(),
  hin: z.string().nullable(),
  fullname: z.string(),
  location: z.object({ postcode: z.string(), city: z.string() }),
  total_item: z.number(),
  /** Grams, 2 decimals. */
  total_weight: decimalStringSchema,
  value_goods: decimalStringSchema,
  total_charge: decimalStringSchema,
  status: z.string(),
  status_name: z.string(),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OperatorShipment = z.infer<typeof operatorShipmentSchema>;
