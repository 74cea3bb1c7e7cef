import { type BrokerRates, SPEC_BROKER_RATES } from '../broker-settings/broker-fee-schedule.ts';
import { WITHDRAWAL_MAX_SEN, WITHDRAWAL_MIN_SEN } from '../constants.ts';

/**
 * What the settings' FEES and tax tabs show (spec 002 section 9). The rates are the ones the
 * engine charges, the broker's schedule in force, so the page never drifts from the trades: where
 * the spec's static display differs (storage 1.00%, tax 10.00%), the figures applied win.
 * Rates are basis points (1/100 of a percent); money is sen or US cents.
 */

const CENTS_PER_DOLLAR = 100n;

/** The hubs where an e-warrant is certified or cancelled, with their costs per contract in USD. */
const E_WARRANT_COSTS_USD = [
  { city: 'Dubai', certificationUsd: 25n, cancellationUsd: 15n },
  { city: 'Hong Kong', certificationUsd: 25n, cancellationUsd: 15n },
  { city: 'London', certificationUsd: 12n, cancellationUsd: 6n },
  { city: 'New York', certificationUsd: 25n, cancellationUsd: 15n },
  { city: 'Singapore', certificationUsd: 12n, cancellationUsd: 6n },
  { city: 'Sydney', certificationUsd: 12n, cancellationUsd: 6n },
  { city: 'Zurich', certificationUsd: 25n, cancellationUsd: 15n },
] as const;

export type EWarrantCost = {
  readonly city: string;
  readonly certificationCents: bigint;
  readonly cancellationCents: bigint;
};

export type FeeSchedule = {
  /** Trading fee on the contract value, with its floor. */
  readonly execution: { readonly rateBasisPoints: bigint; readonly minimumSen: bigint };
  /** Storage of gold, a year's rate on the value, charged by days held. */
  readonly storage: { readonly metal: 'gold'; readonly rateBasisPointsPerYear: bigint };
  readonly eWarrant: readonly EWarrantCost[];
  /** Cash withdrawal: no fee of ours (the member's own terms apply), and its limits. */
  readonly withdrawal: {
    readonly feeSen: bigint;
    readonly minimumSen: bigint;
    readonly maximumSen: bigint;
  };
  /** Gold bar delivery by post: fee per started kilogram and insurance on the goods value. */
  readonly delivery: { readonly feeSenPerKg: bigint; readonly insuranceBasisPoints: bigint };
};

/** The FEES tab of a broker's rates in force. */
export const feeScheduleOf = (rates: BrokerRates): FeeSchedule => ({
  execution: { rateBasisPoints: rates.feeBasisPoints, minimumSen: rates.feeMinimumSen },
  storage: { metal: 'gold', rateBasisPointsPerYear: rates.storageBasisPointsPerYear },
  eWarrant: E_WARRANT_COSTS_USD.map((row) => ({
    city: row.city,
    certificationCents: row.certificationUsd * CENTS_PER_DOLLAR,
    cancellationCents: row.cancellationUsd * CENTS_PER_DOLLAR,
  })),
  withdrawal: { feeSen: 0n, minimumSen: WITHDRAWAL_MIN_SEN, maximumSen: WITHDRAWAL_MAX_SEN },
  delivery: {
    feeSenPerKg: rates.deliveryFeeSenPerKg,
    insuranceBasisPoints: rates.insuranceBasisPoints,
  },
});

/** The spec's fees: what a broker charges until its admin sets a schedule of its own. */
export const feeSchedule: FeeSchedule = feeScheduleOf(SPEC_BROKER_RATES);

/** The taxes the product adds, each a rate on the charge it names. */
export type TaxRule = {
  readonly on: 'executionFee' | 'deliveryFee' | 'insurance';
  readonly rateBasisPoints: bigint;
};

/** The tax tab of a broker's rates in force. */
export const taxRulesOf = (rates: BrokerRates): readonly TaxRule[] => [
  { on: 'executionFee', rateBasisPoints: rates.taxBasisPoints },
  { on: 'deliveryFee', rateBasisPoints: rates.deliveryTaxBasisPoints },
  { on: 'insurance', rateBasisPoints: rates.insuranceTaxBasisPoints },
];

export const taxRules: readonly TaxRule[] = taxRulesOf(SPEC_BROKER_RATES);
