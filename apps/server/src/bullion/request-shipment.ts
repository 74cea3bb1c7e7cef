import { createHash, randomBytes } from 'node:crypto';
import {
  type Result,
  SHIPMENT_FIRST_STATUS,
  barsWeightMg,
  bullionOrderDate,
  contractById,
  estimatedArrival,
  fail,
  jakartaDate,
  ok,
  parseDecimalString,
  pvgServiceOf,
  quoteTotalSen,
  splitBars,
} from '@emas/domain';
import type { z } from 'zod';
import type { bullionRequestBodySchema } from '@emas/api';
import { sortableId } from '../ledger/index.ts';
import { type ChargeQuote, liveQuote } from './charge-quotes.ts';
import { type Selected, chargesNow, selectedOf } from './count-charges.ts';
import type { BullionDeps } from './deps.ts';
import { placeHolds, shipmentHolds, closeHolds } from './shipment-holds.ts';
import {
  type Shipment,
  type ShipmentEvent,
  type ShipmentItem,
  insertShipment,
  shipmentById,
} from './shipment-repository.ts';
import type { PostalQuote } from './postal-service.ts';
import { locationBody } from './views.ts';

export type BullionRequest = z.output<typeof bullionRequestBodySchema>;

const RUPIAH_SCALE = 2;

const transactionIdOf = (nowMs: number): string =>
  `BLN${jakartaDate(nowMs).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

type Checked = Selected & ChargeQuote;

/**
 * Every check of a request, on the server's own figures; nothing is held yet. The client pays
 * exactly the total it agreed to, or is asked to count again: an amount that equals a live quote
 * of the account for these bars and location is taken at that quote (the goods value and its
 * insurance move with the price, so a fresh count would differ); otherwise a fresh count must
 * equal it. No other amount is ever taken silently.
 */
const checkRequest = async (
  deps: BullionDeps,
  accountId: string,
  request: BullionRequest,
): Promise<Result<Checked>> => {
  const selected = await selectedOf(deps, request.location_id, request.metal_info);
  if (!selected.ok) return selected;
  const amountSen = parseDecimalString(request.amount_idr, RUPIAH_SCALE);
  if (amountSen !== null) {
    const where = { locationPostcode: request.location_id, selection: selected.value.selection };
    const quoted = await liveQuote(deps.database.db, accountId, where, amountSen, deps.clock.now());
    if (quoted !== null) return ok({ ...selected.value, ...quoted });
  }
  const { goodsValueSen, services } = await chargesNow(
    deps,
    accountId,
    request.location_id,
    selected.value.weightMg,
  );
  const pvg = pvgServiceOf<PostalQuote>(services);
  if (pvg === null) return fail('BullionServiceUnavailable');
  const totalSen = quoteTotalSen(pvg);
  if (amountSen !== totalSen) return fail('BullionChargesChanged');
  return ok({ ...selected.value, goodsValueSen, pvg, totalSen });
};

const shipmentRecords = async (
  deps: BullionDeps,
  accountId: string,
  request: BullionRequest,
  checked: Checked,
  id: string,
): Promise<{ shipment: Shipment; items: ShipmentItem[]; event: ShipmentEvent }> => {
  const nowMs = deps.clock.now();
  const { postal } = deps;
  const place = await postal.locationOf(request.location_id);
  if (place === null) throw new Error('the location checked a moment ago is gone');
  const orderDate = bullionOrderDate(nowMs);
  const location = locationBody(place);
  const shipment: Shipment = {
    id,
    transaction_id: transactionIdOf(nowMs),
    account_id: accountId,
    location_postcode: place.postcode,
    location_city: location.city,
    location_address: location.address,
    description: request.description,
    service_code: checked.pvg.serviceCode,
    service_name: checked.pvg.serviceName,
    total_quantity: checked.quantity,
    total_weight_mg: checked.weightMg,
    value_goods_sen: checked.goodsValueSen,
    fee_sen: checked.pvg.feeSen,
    fee_tax_sen: checked.pvg.feeTaxSen,
    insurance_sen: checked.pvg.insuranceSen,
    insurance_tax_sen: checked.pvg.insuranceTaxSen,
    total_charge_sen: checked.totalSen,
    status: SHIPMENT_FIRST_STATUS,
    receipt_number: null,
    order_date: orderDate,
    estimated_arrival: estimatedArrival(orderDate, checked.pvg.serviceName),
    holds_settled: 0n,
    cancel_reason: null,
    created_at_ms: BigInt(nowMs),
    updated_at_ms: BigInt(nowMs),
  };
  const items = [...checked.selection].map(([contractId, quantity]): ShipmentItem => {
    const barWeightMg = contractById(contractId)?.weightMg ?? 0n;
    const split = splitBars(contractId, quantity, barWeightMg);
    return {
      shipment_id: id,
      contract_id: BigInt(contractId),
      quantity,
      weight_mg: barWeightMg * quantity,
      entries: split.entries,
      entry_weight_grams: split.entryWeightGrams,
    };
  });
  const text = postal.trackingEvent(SHIPMENT_FIRST_STATUS, {
    originPostcode: deps.config.postalOriginPostcode,
    destinationPostcode: place.postcode,
    receiptNumber: null,
  });
  const event: ShipmentEvent = {
    id: sortableId(nowMs),
    shipment_id: id,
    status: SHIPMENT_FIRST_STATUS,
    event_name: text.eventName,
    office: text.office,
    description: text.description,
    event_at_ms: BigInt(nowMs),
  };
  return { shipment, items, event };
};

/** The shipment id of a keyed request: the same for every repeat of the account's key. */
const keyedShipmentId = (accountId: string, requestKey: string): string =>
  createHash('sha256')
    .update(`${accountId}\u0000${requestKey}`)
    .digest('hex')
    .slice(0, KEYED_ID_HEX_DIGITS);

/** As long as a sortable id (26 hex digits). */
const KEYED_ID_HEX_DIGITS = 26;

/** Keyed requests under way, per database and shipment id: a repeat waits for the first. */
const inFlight = new WeakMap<object, Map<string, Promise<Result<Shipment>>>>();

/** The account's earlier shipment of the id, if there is one. */
const earlierShipment = async (deps: BullionDeps, accountId: string, id: string) => {
  const earlier = await shipmentById(deps.database.db, id);
  return earlier !== null && earlier.account_id === accountId ? earlier : null;
};

/**
 * A bullion withdrawal request (spec 002 section 7): checks everything again on the server's
 * figures, holds the bars per contract and the charges in cash at the exchange, all or none,
 * then records the shipment (status 001) with its split bars and first event. If recording
 * fails, the holds are released: a refused or failed request leaves nothing behind. A request
 * with a key is made once: a repeat, at the same moment or later, answers its first shipment.
 */
export const requestShipment = async (
  deps: BullionDeps,
  accountId: string,
  request: BullionRequest,
): Promise<Result<Shipment>> => {
  if (request.request_key === undefined) {
    return makeShipment(deps, accountId, request, sortableId(deps.clock.now()));
  }
  const id = keyedShipmentId(accountId, request.request_key);
  let flights = inFlight.get(deps.database);
  if (flights === undefined) {
    flights = new Map();
    inFlight.set(deps.database, flights);
  }
  const running = flights.get(id);
  if (running !== undefined) return running;
  const attempt = (async (): Promise<Result<Shipment>> => {
    const earlier = await earlierShipment(deps, accountId, id);
    if (earlier !== null) return ok(earlier);
    const made = await makeShipment(deps, accountId, request, id);
    // Another server made it first: its holds took the references, the shipment is the answer.
    if (!made.ok && made.code === 'HoldExists') {
      const first = await earlierShipment(deps, accountId, id);
      if (first !== null) return ok(first);
    }
    return made;
  })();
  flights.set(id, attempt);
  try {
    return await attempt;
  } finally {
    flights.delete(id);
  }
};

const makeShipment = async (
  deps: BullionDeps,
  accountId: string,
  request: BullionRequest,
  id: string,
): Promise<Result<Shipment>> => {
  const checked = await checkRequest(deps, accountId, request);
  if (!checked.ok) return checked;
  const goldMg = new Map(
    [...checked.value.selection].map(([contractId, quantity]) => [
      contractId,
      barsWeightMg(contractId, quantity),
    ]),
  );
  const holds = shipmentHolds(id, goldMg, checked.value.totalSen);
  const refused = await placeHolds(deps.exchange, accountId, holds);
  if (refused !== null) return fail(refused.code, refused.params);
  try {
    const records = await shipmentRecords(deps, accountId, request, checked.value, id);
    await insertShipment(deps.database.db, records.shipment, records.items, records.event);
    return ok(records.shipment);
  } catch (error) {
    await closeHolds(deps.exchange, accountId, holds, 'release');
    throw error;
  }
};
