import type { DeliveryRates, ShipmentStatus } from '@emas/domain';

/**
 * The postal service behind bullion delivery, as an adapter: location search, fee quotes and
 * the wording of tracking events. The simulated default (simulated-postal.ts) behaves like the
 * real one: it searches real places, applies the spec's fee rules, and takes its time.
 */

/** A place a bar can be sent to, named as the postal service names it. */
export type PostalLocation = Readonly<
  Record<'postcode' | 'district' | 'city' | 'province', string>
>;

/** One service of a fee quote, in sen. */
export type PostalQuote = {
  readonly serviceCode: string;
  readonly serviceName: string;
  readonly feeSen: bigint;
  readonly feeTaxSen: bigint;
  readonly insuranceSen: bigint;
  readonly insuranceTaxSen: bigint;
};

export type QuoteRequest = {
  readonly originPostcode: string;
  readonly destinationPostcode: string;
  readonly weightMg: bigint;
  readonly goodsValueSen: bigint;
  /** The sender's broker's delivery fee, insurance and their taxes, in force now. */
  readonly rates: DeliveryRates;
};

export type TrackingEventText = {
  readonly eventName: string;
  readonly office: string;
  /** Segments separated by semicolons. */
  readonly description: string;
};

export type PostalService = {
  /** Locations whose district, city, province or postal code matches; at most a page of them. */
  searchLocations(text: string): Promise<PostalLocation[]>;
  locationOf(postcode: string): Promise<PostalLocation | null>;
  /** The services that carry a parcel between two postal codes; empty when none does. */
  quote(request: QuoteRequest): Promise<PostalQuote[]>;
  /** How the postal service words the event of a shipment reaching `status`. */
  trackingEvent(
    status: ShipmentStatus,
    shipment: { originPostcode: string; destinationPostcode: string; receiptNumber: string | null },
  ): TrackingEventText;
};
