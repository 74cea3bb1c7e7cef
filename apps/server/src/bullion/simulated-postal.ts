import { setTimeout as wait } from 'node:timers/promises';
import {
  SHIPMENT_DISPATCH_STATUS,
  SHIPMENT_EVENT_NAMES,
  type ShipmentStatus,
  deliveryCharges,
} from '@emas/domain';
import { AppError } from '../plugins/app-error.ts';
import type {
  PostalLocation,
  PostalQuote,
  PostalService,
  QuoteRequest,
  TrackingEventText,
} from './postal-service.ts';
/*
 * Indonesian post office areas for the location search, one a line: postal code | district or
 * town | city or regency | province, covering all 38 provinces. No maintained npm dataset of
 * Indonesian postal codes could be installed (idn-area-data, the maintained one, has the
 * Kemendagri areas but no postal codes), so this is a curated list of real places and their
 * codes after the Pos Indonesia code book (kodepos.posindonesia.co.id), mostly one town or
 * district per code; it is data, so it lives in JSON. The production adapter asks the postal
 * service itself.
 */
import POSTAL_PLACES from './postal-places.json' with { type: 'json' };

/**
 * The simulated postal service. Places are the curated list of postal-places.json. Fees follow
 * spec 002 section 9 for every service; the days depend on the distance: the same postal
 * region (first digit) 2 days, elsewhere 4, Maluku and Papua (97 to 99) 7. The valuable-goods
 * service PVG does not reach the highland post offices of Papua (987, 989 and 995), so a
 * location there is answered without PVG, as the real service answers it. Every call waits
 * `delayMs`, as a call to the real service takes its time; a search or quote finds the
 * service down with `failurePercent` chance (PostalServiceUnavailable, 503), or answers only
 * after `slowMs` with `timeoutPercent` chance, later than the server waits (postal-deadline.ts).
 */

export const LOCATION_RESULTS_MAX = 50;
const SEARCH_LENGTH_MIN = 3;
const PVG_UNSERVED_PREFIXES = ['987', '989', '995'];
const FAR_REGION_PREFIXES = ['97', '98', '99'];

const parsePlaces = (lines: readonly string[]): PostalLocation[] =>
  lines.map((line) => {
    const [postcode = '', district = '', city = '', province = ''] = line.split('|');
    return { postcode, district, city, province };
  });

const places = parsePlaces(POSTAL_PLACES);
const byPostcode = new Map(places.map((place) => [place.postcode, place]));

const matches = (place: PostalLocation, needle: string): boolean =>
  place.postcode.startsWith(needle) ||
  [place.district, place.city, place.province].some((name) => name.toLowerCase().includes(needle));

const deliveryDays = (origin: string, destination: string): number => {
  if (FAR_REGION_PREFIXES.some((prefix) => destination.startsWith(prefix))) return 7;
  return origin[0] === destination[0] ? 2 : 4;
};

const serviceQuote = (code: string, name: string, request: QuoteRequest): PostalQuote => {
  const charges = deliveryCharges(request.weightMg, request.goodsValueSen, request.rates);
  return {
    serviceCode: code,
    serviceName: name,
    feeSen: charges.feeSen,
    feeTaxSen: charges.feeTaxSen,
    insuranceSen: charges.insuranceSen,
    insuranceTaxSen: charges.insuranceTaxSen,
  };
};

const officeOf = (postcode: string): string => {
  const place = byPostcode.get(postcode);
  return place === undefined ? `KPRK ${postcode}` : `KPRK ${place.city.toUpperCase()} ${postcode}`;
};

export type SimulatedPostalOptions = {
  readonly delayMs: number;
  readonly failurePercent?: number;
  readonly timeoutPercent?: number;
  readonly slowMs?: number;
  /** A number in [0, 1). */
  readonly random?: () => number;
};

/** The service's answer time, then its chance of being down, or of being too slow. */
const answer = async (options: SimulatedPostalOptions): Promise<void> => {
  await wait(options.delayMs);
  const roll = (options.random ?? Math.random)() * 100;
  const failurePercent = options.failurePercent ?? 0;
  if (roll < failurePercent) throw new AppError('PostalServiceUnavailable');
  if (roll < failurePercent + (options.timeoutPercent ?? 0)) await wait(options.slowMs ?? 0);
};

export const simulatedPostal = (options: SimulatedPostalOptions): PostalService => ({
  async searchLocations(text) {
    await answer(options);
    const needle = text.trim().toLowerCase();
    if (needle.length < SEARCH_LENGTH_MIN) return [];
    return places.filter((place) => matches(place, needle)).slice(0, LOCATION_RESULTS_MAX);
  },

  async locationOf(postcode) {
    return byPostcode.get(postcode) ?? null;
  },

  async quote(request) {
    await answer(options);
    if (!byPostcode.has(request.destinationPostcode)) return [];
    const days = deliveryDays(request.originPostcode, request.destinationPostcode);
    const economy = serviceQuote('PPB', 'PAKETPOS BIASA 2 MINGGU', request);
    if (PVG_UNSERVED_PREFIXES.some((prefix) => request.destinationPostcode.startsWith(prefix))) {
      return [economy];
    }
    return [serviceQuote('PVG', `POS VALUABLE GOODS ${days} HARI`, request), economy];
  },

  trackingEvent(status: ShipmentStatus, shipment): TrackingEventText {
    const dispatched = status >= SHIPMENT_DISPATCH_STATUS;
    const arrived = status >= '007';
    const office = arrived
      ? officeOf(shipment.destinationPostcode)
      : dispatched
        ? officeOf(shipment.originPostcode)
        : 'EMAS VAULT JAKARTA';
    const segments = [
      `STATUS : ${SHIPMENT_EVENT_NAMES[status]}`,
      `KANTOR : ${office}`,
      `TUJUAN : ${officeOf(shipment.destinationPostcode)}`,
      ...(shipment.receiptNumber === null ? [] : [`RESI : ${shipment.receiptNumber}`]),
    ];
    return { eventName: SHIPMENT_EVENT_NAMES[status], office, description: segments.join(';') };
  },
});
